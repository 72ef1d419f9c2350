import { MARKETS } from '~/domain/market';
import { alternateLinks } from '~/domain/seo';

/**
 * The sitemap (it lists every market's pages) as a list of entries. Each entry is one URL
 * with its hreflang alternates in the other markets; later pages add their own entry builders here.
 */
export interface SitemapEntry {
  loc: string;
  alternates: { hrefLang: string; href: string }[];
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

/** One entry per market for a market-relative path (`''` is the home page) and an optional query. */
function perMarket(
  origin: string,
  relativePath: string,
  query = '',
  options: Pick<SitemapEntry, 'changefreq' | 'priority'> = {},
): SitemapEntry[] {
  const samplePath = `/${MARKETS[0].code}${relativePath}`;
  const alternates = alternateLinks(origin, samplePath).map((l) => ({
    hrefLang: l.hrefLang,
    href: l.href + query,
  }));
  return MARKETS.map((m) => ({ loc: `${origin}/${m.code}${relativePath}${query}`, alternates, ...options }));
}

export function sitemapEntries(origin: string): SitemapEntry[] {
  return [
    ...perMarket(origin, '', '', { changefreq: 'daily', priority: 1 }),
    ...perMarket(origin, '', '?flow=gifting', { changefreq: 'daily', priority: 0.9 }),
  ];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lines = [`    <loc>${escapeXml(e.loc)}</loc>`];
    for (const a of e.alternates)
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hrefLang)}" href="${escapeXml(a.href)}"/>`,
      );
    if (e.changefreq) lines.push(`    <changefreq>${e.changefreq}</changefreq>`);
    if (e.priority !== undefined) lines.push(`    <priority>${e.priority.toFixed(1)}</priority>`);
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
