import { findMarket } from '~/domain/market';

/**
 * A link written by the CMS, made local to the market: `/search?theme=26` becomes
 * `/fr-fr/search?theme=26`; a link that already carries a market prefix, an anchor or a query is kept.
 * The shop links nowhere else: an absolute URL to another site becomes the market's home page.
 */
export function localHref(url: string, marketCode: string): string {
  if (url.startsWith('#') || url.startsWith('?')) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return `/${marketCode}`;
  const path = url.startsWith('/') ? url : `/${url}`;
  const first = path.split(/[/?#]/)[1];
  if (findMarket(first)) return path;
  if (first === 'img') return path;
  return `/${marketCode}${path === '/' ? '' : path}`;
}
