import { describe, expect, it } from 'vitest';
import { MARKETS } from '~/domain/market';
import {
  childCount,
  childSlice,
  pageEntries,
  parseChildName,
  productEntries,
  PRODUCTS_PER_SITEMAP,
  renderSitemap,
  renderSitemapIndex,
  SITEMAP_MAX_URLS,
  streamSitemap,
} from './sitemap.server';

const ORIGIN = 'https://shop.example';

describe('sitemap', () => {
  const entries = pageEntries(ORIGIN, ['/boxes/p/among-the-vines/AMONG-THE-VINES-EBOX']);

  it("lists every market's home, gifting home, box listing and digital boxes", () => {
    const locs = entries.map((e) => e.loc);
    for (const m of MARKETS) {
      expect(locs).toContain(`${ORIGIN}/${m.code}`);
      expect(locs).toContain(`${ORIGIN}/${m.code}?flow=gifting`);
      expect(locs).toContain(`${ORIGIN}/${m.code}/boxes`);
      expect(locs).toContain(`${ORIGIN}/${m.code}/boxes/p/among-the-vines/AMONG-THE-VINES-EBOX`);
    }
  });

  it('gives each URL its alternates in every market plus x-default, with the same query', () => {
    const gifting = entries.find((e) => e.loc === `${ORIGIN}/nl-be?flow=gifting`);
    expect(gifting?.alternates.map((a) => a.hrefLang).sort()).toEqual(
      [...MARKETS.map((m) => m.bcp47), 'x-default'].sort(),
    );
    expect(gifting?.alternates.find((a) => a.hrefLang === 'it-IT')?.href).toBe(
      `${ORIGIN}/it-it?flow=gifting`,
    );
  });

  it("lists a product in every market, with the other markets' addresses as alternates", () => {
    const products = productEntries(ORIGIN, [{ path: '/activity/7/surf-lesson-brussels' }]);
    expect(products.map((e) => e.loc)).toEqual(
      MARKETS.map((m) => `${ORIGIN}/${m.code}/activity/7/surf-lesson-brussels`),
    );
    expect(products[0].alternates.find((a) => a.hrefLang === 'nl-BE')?.href).toBe(
      `${ORIGIN}/nl-be/activity/7/surf-lesson-brussels`,
    );
  });

  it('writes a urlset with xhtml:link alternates and escaped URLs', () => {
    const xml = renderSitemap([{ loc: `${ORIGIN}/fr-fr?a=1&b=2`, alternates: [] }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<loc>${ORIGIN}/fr-fr?a=1&amp;b=2</loc>`);
    expect(renderSitemap(entries)).toContain(
      `<xhtml:link rel="alternate" hreflang="fr-BE" href="${ORIGIN}/fr-be"/>`,
    );
  });

  it('streams the same document it renders', async () => {
    const many = productEntries(
      ORIGIN,
      Array.from({ length: 120 }, (_, i) => ({ path: `/stay/${i + 1}/s` })),
    );
    const streamed = await new Response(streamSitemap(many, 50)).text();
    expect(streamed).toBe(renderSitemap(many));
    expect(streamed.match(/<url>/g)).toHaveLength(120 * MARKETS.length);
  });
});

describe('sitemap index', () => {
  it('keeps every child under the protocol limit of URLs', () => {
    expect(PRODUCTS_PER_SITEMAP * MARKETS.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  });

  it('splits a kind into numbered children of PRODUCTS_PER_SITEMAP products', () => {
    expect(childCount('stays', 5_100)).toBe(6);
    expect(childCount('activities', 300)).toBe(1);
    expect(childCount('hotels', 0)).toBe(0);
    expect(childCount('pages', 0)).toBe(1);
    const items = Array.from({ length: 2_500 }, (_, i) => i);
    expect(childSlice(items, 1)).toHaveLength(PRODUCTS_PER_SITEMAP);
    expect(childSlice(items, 3)).toEqual(items.slice(2_000));
    expect(childSlice(items, 4)).toHaveLength(0);
  });

  it('reads only well-formed child names', () => {
    expect(parseChildName('stays-2.xml')).toEqual({ kind: 'stays', page: 2 });
    expect(parseChildName('pages-1.xml')).toEqual({ kind: 'pages', page: 1 });
    expect(parseChildName('stays-0.xml')).toBeUndefined();
    expect(parseChildName('users-1.xml')).toBeUndefined();
    expect(parseChildName('stays-1')).toBeUndefined();
    expect(parseChildName(undefined)).toBeUndefined();
  });

  it('writes a sitemapindex of the children', () => {
    const xml = renderSitemapIndex([`${ORIGIN}/sitemaps/pages-1.xml`, `${ORIGIN}/sitemaps/stays-1.xml`]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<sitemap>\n    <loc>${ORIGIN}/sitemaps/stays-1.xml</loc>\n  </sitemap>`);
  });
});
