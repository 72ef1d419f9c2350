import { describe, expect, it } from 'vitest';
import { findMarket, marketForAcceptLanguage, siblingLanguageMarkets, MARKETS } from './market';

describe('marketForAcceptLanguage', () => {
  it.each([
    ['fr-FR,fr;q=0.9', 'fr-fr'],
    ['nl-BE,nl;q=0.9,en;q=0.5', 'nl-be'],
    ['nl', 'nl-nl'],
    ['fr-BE', 'fr-be'],
    ['es', 'es-es'],
    ['it-CH,it;q=0.8', 'it-it'],
    ['de-DE,en;q=0.5', 'fr-fr'],
    ['en-US,en;q=0.9,es;q=0.3', 'es-es'],
    ['', 'fr-fr'],
    ['*', 'fr-fr'],
    ['fr;q=0,nl;q=0.4', 'nl-nl'],
  ])('%s -> %s', (header, expected) => {
    expect(marketForAcceptLanguage(header).code).toBe(expected);
  });

  it('falls back to fr-fr without a header', () => {
    expect(marketForAcceptLanguage(null).code).toBe('fr-fr');
  });
});

describe('markets', () => {
  it('knows the six markets and nothing else', () => {
    expect(MARKETS.map((m) => m.code)).toEqual(['fr-fr', 'es-es', 'fr-be', 'nl-be', 'nl-nl', 'it-it']);
    expect(findMarket('FR-BE')?.locale).toBe('fr_BE');
    expect(findMarket('de-de')).toBeUndefined();
  });

  it('offers a language choice only where a country has several languages', () => {
    expect(siblingLanguageMarkets(findMarket('fr-be')!).map((m) => m.code)).toEqual(['fr-be', 'nl-be']);
    expect(siblingLanguageMarkets(findMarket('it-it')!)).toHaveLength(1);
  });
});
