import { MARKETS } from '~/domain/market';
import { alternateLinks } from '~/domain/seo';

/**
 * The sitemap lists every market's pages: the homes, the box listing, and every published stay,
 * hotel with a published offer, activity-only product and digital box. The protocol allows 50,000
 * URLs per file and the catalogue passes that, so `/sitemap.xml` is an index of numbered child
 * sitemaps (`/sitemaps/{kind}-{n}.xml`), each with the URLs of a slice of one kind's products.
 * Each URL carries its hreflang alternates in the other markets.
 */
export interface SitemapEntry {
  loc: string;
  alternates: { hrefLang: string; href: string }[];
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
/**
 * Products per child sitemap: each gives one URL per market, and each URL carries seven alternates
 * (about 0.8 KB), so a child stays near 5 MB, well under the protocol's 50 MB and 50,000 URLs.
 */
export const PRODUCTS_PER_SITEMAP = 1_000;

export const SITEMAP_KINDS = ['pages', 'stays', 'hotels', 'activities'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** A product's market-relative path (`/stay/12/slug`). */
export interface SitemapProduct {
  path: string;
}

/** One entry per market for a market-relative path (`''` is the home page) and an optional query. */
export function perMarket(
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

/** The pages child: the homes, the gifting homes, the box listing and each digital box. */
export function pageEntries(origin: string, boxPaths: readonly string[]): SitemapEntry[] {
  return [
    ...perMarket(origin, '', '', { changefreq: 'daily', priority: 1 }),
    ...perMarket(origin, '', '?flow=gifting', { changefreq: 'daily', priority: 0.9 }),
    ...perMarket(origin, '/boxes', '', { changefreq: 'weekly', priority: 0.8 }),
    ...boxPaths.flatMap((path) => perMarket(origin, path, '', { changefreq: 'weekly', priority: 0.7 })),
  ];
}

/** A product kind's entries, every market's URL of each product. */
export function productEntries(origin: string, products: readonly SitemapProduct[]): SitemapEntry[] {
  return products.flatMap((p) => perMarket(origin, p.path, '', { changefreq: 'daily', priority: 0.8 }));
}

/** How many child sitemaps a kind needs for `count` products (the pages child is one). */
export function childCount(kind: SitemapKind, count: number): number {
  return kind === 'pages' ? 1 : Math.ceil(count / PRODUCTS_PER_SITEMAP);
}

/** The child sitemap a name stands for (`stays-2.xml`), if it is well formed. */
export function parseChildName(name: string | undefined): { kind: SitemapKind; page: number } | undefined {
  const match = /^([a-z]+)-(\d{1,4})\.xml$/.exec(name ?? '');
  const kind = SITEMAP_KINDS.find((k) => k === match?.[1]);
  if (!match || !kind || Number(match[2]) < 1) return undefined;
  return { kind, page: Number(match[2]) };
}

/** The slice of a kind's products that child `page` (1-based) lists. */
export function childSlice<T>(items: readonly T[], page: number): readonly T[] {
  return items.slice((page - 1) * PRODUCTS_PER_SITEMAP, page * PRODUCTS_PER_SITEMAP);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The markets' URLs of one page share their alternates: each list is written once. */
const renderedAlternates = new WeakMap<SitemapEntry['alternates'], string>();

function alternatesXml(alternates: SitemapEntry['alternates']): string {
  let xml = renderedAlternates.get(alternates);
  if (xml === undefined) {
    xml = alternates
      .map(
        (a) =>
          `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hrefLang)}" href="${escapeXml(a.href)}"/>`,
      )
      .join('');
    renderedAlternates.set(alternates, xml);
  }
  return xml;
}

function renderEntry(e: SitemapEntry): string {
  const lines = [`    <loc>${escapeXml(e.loc)}</loc>${alternatesXml(e.alternates)}`];
  if (e.changefreq) lines.push(`    <changefreq>${e.changefreq}</changefreq>`);
  if (e.priority !== undefined) lines.push(`    <priority>${e.priority.toFixed(1)}</priority>`);
  return `  <url>\n${lines.join('\n')}\n  </url>\n`;
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  return URLSET_OPEN + entries.map(renderEntry).join('') + URLSET_CLOSE;
}

/** The same document as `renderSitemap`, streamed a few hundred entries at a time. */
export function streamSitemap(entries: readonly SitemapEntry[], batch = 300): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = -1;
  return new ReadableStream({
    pull(controller) {
      if (next === -1) {
        controller.enqueue(encoder.encode(URLSET_OPEN));
        next = 0;
      } else if (next < entries.length) {
        controller.enqueue(
          encoder.encode(
            entries
              .slice(next, next + batch)
              .map(renderEntry)
              .join(''),
          ),
        );
        next += batch;
      } else {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
      }
    },
  });
}

/** The index: one `<sitemap>` per child URL. */
export function renderSitemapIndex(childUrls: readonly string[]): string {
  const items = childUrls.map((loc) => `  <sitemap>\n    <loc>${escapeXml(loc)}</loc>\n  </sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`;
}
