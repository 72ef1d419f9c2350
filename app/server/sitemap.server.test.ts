import { describe, expect, it } from 'vitest';
import { MARKETS } from '~/domain/market';
import { renderSitemap, sitemapEntries } from './sitemap.server';

describe('sitemap', () => {
  const entries = sitemapEntries('https://shop.example');

  it("lists every market's home and gifting home", () => {
    const locs = entries.map((e) => e.loc);
    for (const m of MARKETS) {
      expect(locs).toContain(`https://shop.example/${m.code}`);
      expect(locs).toContain(`https://shop.example/${m.code}?flow=gifting`);
    }
  });

  it('gives each URL its alternates in every market plus x-default, with the same query', () => {
    const gifting = entries.find((e) => e.loc === 'https://shop.example/nl-be?flow=gifting');
    expect(gifting?.alternates.map((a) => a.hrefLang).sort()).toEqual(
      [...MARKETS.map((m) => m.bcp47), 'x-default'].sort(),
    );
    expect(gifting?.alternates.find((a) => a.hrefLang === 'it-IT')?.href).toBe(
      'https://shop.example/it-it?flow=gifting',
    );
  });

  it('writes a urlset with xhtml:link alternates and escaped URLs', () => {
    const xml = renderSitemap([{ loc: 'https://shop.example/fr-fr?a=1&b=2', alternates: [] }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>https://shop.example/fr-fr?a=1&amp;b=2</loc>');
    expect(renderSitemap(entries)).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-BE" href="https://shop.example/fr-be"/>',
    );
  });
});
