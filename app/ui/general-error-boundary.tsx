import {
  isRouteErrorResponse,
  useLocation,
  useParams,
  useRouteError,
  type ErrorResponse,
} from '@remix-run/react';
import type { ReactElement } from 'react';
import { errorKindOf, retryPath } from '~/domain/http-errors';
import { DEFAULT_MARKET, findMarket, type Market } from '~/domain/market';
import { StatusPage } from './status-page';

export interface ErrorViewInfo {
  market: Market;
  /** the same address, to ask again */
  retryHref: string;
}

export type StatusHandler = (info: ErrorViewInfo & { error: ErrorResponse }) => ReactElement | null;

/** 404 is the not-found view; 503 (the data layer unavailable) says so and offers to try again. */
const DEFAULT_STATUS_HANDLERS: Record<number, StatusHandler> = {
  404: ({ market }) => <StatusPage market={market} kind="notFound" />,
  503: ({ market, retryHref }) => <StatusPage market={market} kind="unavailable" retryHref={retryHref} />,
};

/** Any other status says what its kind says (405, 429…; an unknown 5xx is the crash page). */
const defaultStatusHandler: StatusHandler = ({ error, market }) => (
  <StatusPage market={market} kind={errorKindOf(error.status)} />
);

const defaultUnexpectedErrorHandler = ({ market }: ErrorViewInfo & { error: unknown }) => (
  <StatusPage market={market} kind="crash" />
);

/**
 * The one error boundary of the shop's routes (the Epic Stack's pattern): a thrown Response is
 * answered by the handler of its status, anything else by `unexpectedErrorHandler`. Routes pass
 * their own handlers for what they say differently (the search's retry view). The status, the
 * Cache-Control and Retry-After of the document are set by the server entry.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  unexpectedErrorHandler = defaultUnexpectedErrorHandler,
}: {
  statusHandlers?: Record<number, StatusHandler>;
  unexpectedErrorHandler?: (info: ErrorViewInfo & { error: unknown }) => ReactElement | null;
}) {
  const error = useRouteError();
  const params = useParams();
  const location = useLocation();
  const info: ErrorViewInfo = {
    market: findMarket(params.market) ?? DEFAULT_MARKET,
    retryHref: retryPath(location.pathname + location.search),
  };
  if (isRouteErrorResponse(error)) {
    const handler =
      statusHandlers?.[error.status] ?? DEFAULT_STATUS_HANDLERS[error.status] ?? defaultStatusHandler;
    return handler({ ...info, error });
  }
  return unexpectedErrorHandler({ ...info, error });
}
