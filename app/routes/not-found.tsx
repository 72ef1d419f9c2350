import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useParams } from '@remix-run/react';
import type { RouteSeoHandle } from '~/root';
import { DEFAULT_MARKET, findMarket } from '~/domain/market';
import { NotFoundPlain } from '~/ui/not-found-plain';

export const handle: RouteSeoHandle = { robots: 'noindex, follow' };

export const meta: MetaFunction = () => [{ title: '404' }];

/** Every address the shop does not know (or has not built yet) is a real 404. */
export function loader(_args: LoaderFunctionArgs) {
  throw new Response(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}

export function ErrorBoundary() {
  const params = useParams();
  return <NotFoundPlain market={findMarket(params.market) ?? DEFAULT_MARKET} />;
}
