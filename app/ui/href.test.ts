import { describe, expect, it } from 'vitest';
import { localHref } from './href';

describe('localHref', () => {
  it('puts market-less CMS paths under the market', () => {
    expect(localHref('/search?theme=26', 'fr-be')).toBe('/fr-be/search?theme=26');
    expect(localHref('search', 'fr-be')).toBe('/fr-be/search');
    expect(localHref('/', 'it-it')).toBe('/it-it');
  });

  it('keeps paths that already name a market, pictures, anchors and queries', () => {
    expect(localHref('/nl-be/boxes', 'fr-be')).toBe('/nl-be/boxes');
    expect(localHref('/img/sea-1/640_360.webp', 'fr-fr')).toBe('/img/sea-1/640_360.webp');
    expect(localHref('?flow=gifting', 'fr-fr')).toBe('?flow=gifting');
    expect(localHref('#top', 'fr-fr')).toBe('#top');
  });

  it('never links to another site', () => {
    expect(localHref('https://elsewhere.example/x', 'es-es')).toBe('/es-es');
    expect(localHref('//elsewhere.example/x', 'es-es')).toBe('/es-es');
    expect(localHref('javascript:alert(1)', 'es-es')).toBe('/es-es');
  });
});
