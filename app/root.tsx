import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import {
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
import { useTranslation } from 'react-i18next';
import { DEFAULT_MARKET, findMarket, type Market } from '~/domain/market';
import { alternateLinks, robotsDirective } from '~/domain/seo';
import { getEnv } from '~/server/env.server';
import { publicOrigin } from '~/server/seo.server';
import { AnnouncementBanners } from '~/ui/announcement-banners';
import { GeneralErrorBoundary } from '~/ui/general-error-boundary';
import { I18nScript } from '~/ui/i18n-script';
import { useNonce } from '~/ui/nonce';
import type { RouteSeoHandle } from '~/ui/route-handle';
import { SiteFooter } from '~/ui/site-footer';
import { SiteHeader } from '~/ui/site-header';
import { useShellData } from '~/ui/shell';
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
    origin: publicOrigin(),
    pathname: url.pathname,
    allowIndexing: env.ALLOW_INDEXING,
  };
}

export type RootLoaderData = ReturnType<typeof loader>;

function useDocumentSeo(isError: boolean) {
  const data = useRouteLoaderData<typeof loader>('root');
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteSeoHandle | undefined)?.robots)
    ?.handle as RouteSeoHandle | undefined;
  const robots = robotsDirective(
    data?.allowIndexing ?? false,
    isError ? 'noindex, follow' : (handle?.robots ?? 'index, follow'),
  );
  const canonicalMatch = [...matches]
    .reverse()
    .find((m) => (m.handle as RouteSeoHandle | undefined)?.canonicalQuery);
  const canonicalQuery = canonicalMatch
    ? ((canonicalMatch.handle as RouteSeoHandle).canonicalQuery?.(canonicalMatch.data) ?? '')
    : '';
  return { data, robots, canonicalQuery };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const params = useParams();
  const error = useRouteError();
  const market = findMarket(params.market) ?? DEFAULT_MARKET;
  const { data, robots, canonicalQuery } = useDocumentSeo(Boolean(error));
  const canonical = data ? data.origin + data.pathname + canonicalQuery : undefined;
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
          ? alternateLinks(data.origin, data.pathname)
              .map((l) => ({ ...l, href: l.href + canonicalQuery }))
              .map((l) => <link key={l.hrefLang} rel="alternate" hrefLang={l.hrefLang} href={l.href} />)
          : null}
        <Links />
      </head>
      <body>
        <ShellBody market={market}>{children}</ShellBody>
        <I18nScript />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The visible shell: skip link, announcement banners, header, the page, footer. */
function ShellBody({ market, children }: { market: Market; children: ReactNode }) {
  const { t } = useTranslation('common');
  const shell = useShellData();
  const simplified = useMatches().some((m) => (m.handle as RouteSeoHandle | undefined)?.simplified);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {simplified ? null : (
        <AnnouncementBanners banners={shell.announcementBanners} marketCode={market.code} />
      )}
      {shell.showHeader === false ? null : (
        <SiteHeader market={market} themes={shell.menuThemes} simplified={simplified} />
      )}
      {children}
      {simplified || shell.footer?.show === false ? null : (
        <SiteFooter
          market={market}
          showLegal={shell.footer?.legal ?? true}
          showContact={shell.footer?.contact ?? true}
        />
      )}
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
