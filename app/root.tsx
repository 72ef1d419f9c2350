import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useParams,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { DEFAULT_MARKET, findMarket } from '~/domain/market';
import { alternateLinks, robotsDirective, type RobotsDirective } from '~/domain/seo';
import { getEnv } from '~/server/env.server';
import { publicOrigin } from '~/server/seo.server';
import { CrashPage } from '~/ui/crash-page';
import { I18nScript } from '~/ui/i18n-script';
import { NotFoundPlain } from '~/ui/not-found-plain';
import { useNonce } from '~/ui/nonce';
import { SiteFooter } from '~/ui/site-footer';
import { SiteHeader } from '~/ui/site-header';
import '~/ui/global.css';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function loader({ request, params }: LoaderFunctionArgs) {
  const env = getEnv();
  const market = findMarket(params.market) ?? DEFAULT_MARKET;
  const url = new URL(request.url);
  return {
    marketCode: market.code,
    origin: publicOrigin(request),
    pathname: url.pathname,
    allowIndexing: env.ALLOW_INDEXING,
  };
}

export type RootLoaderData = ReturnType<typeof loader>;

/** Routes declare page-level robots and canonical query through `handle` (see docs/decisions). */
export interface RouteSeoHandle {
  robots?: RobotsDirective;
  /** hide the site header and footer (checkout-like pages) */
  simplified?: boolean;
}

function useDocumentSeo(isError: boolean) {
  const data = useRouteLoaderData<typeof loader>('root');
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteSeoHandle | undefined)?.robots)?.handle as
    | RouteSeoHandle
    | undefined;
  const robots = robotsDirective(data?.allowIndexing ?? false, isError ? 'noindex, follow' : (handle?.robots ?? 'index, follow'));
  return { data, robots };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const params = useParams();
  const error = useRouteError();
  const market = findMarket(params.market) ?? DEFAULT_MARKET;
  const { data, robots } = useDocumentSeo(Boolean(error));
  const canonical = data ? data.origin + data.pathname : undefined;
  return (
    <html lang={market.bcp47} data-language={market.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content={robots} />
        <meta name="theme-color" content="#0b3d3a" />
        <Meta />
        {canonical && !error ? <link rel="canonical" href={canonical} /> : null}
        {data && !error
          ? alternateLinks(data.origin, data.pathname).map((l) => (
              <link key={l.hrefLang} rel="alternate" hrefLang={l.hrefLang} href={l.href} />
            ))
          : null}
        <Links />
      </head>
      <body>
        <SiteHeader market={market} />
        {children}
        <SiteFooter market={market} />
        <I18nScript />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  const market = findMarket(params.market) ?? DEFAULT_MARKET;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPlain market={market} />;
  return <CrashPage market={market} />;
}
