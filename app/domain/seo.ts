import { MARKETS, findMarket, type Market } from './market';

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/** Replaces the market prefix of a path: /fr-fr/search -> /nl-be/search. */
export function pathInMarket(pathname: string, market: Market): string {
  const [, first, ...rest] = pathname.split('/');
  if (!findMarket(first)) return `/${market.code}`;
  return ['', market.code, ...rest].join('/').replace(/\/$/, '') || '/';
}

/** hreflang alternates for every market plus x-default (which `/` resolves by Accept-Language). */
export function alternateLinks(origin: string, pathname: string): AlternateLink[] {
  const links = MARKETS.map((m) => ({ hrefLang: m.bcp47, href: origin + pathInMarket(pathname, m) }));
  links.push({ hrefLang: 'x-default', href: origin + pathInMarket(pathname, MARKETS[0]) });
  return links;
}

export type RobotsDirective = 'index, follow' | 'noindex, follow' | 'noindex, nofollow';

/** Indexing is opt-in per environment: anything else is noindex. */
export function robotsDirective(
  allowIndexing: boolean,
  page: RobotsDirective = 'index, follow',
): RobotsDirective {
  if (!allowIndexing) return page === 'noindex, nofollow' ? page : 'noindex, follow';
  return page;
}
