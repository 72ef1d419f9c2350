import { describe, expect, it } from 'vitest';
import { alternateLinks, pathInMarket, robotsDirective } from './seo';
import { findMarket } from './market';

describe('seo', () => {
  it('swaps the market prefix and keeps the rest of the path', () => {
    expect(pathInMarket('/fr-fr/stay/12/le-mas', findMarket('it-it')!)).toBe('/it-it/stay/12/le-mas');
    expect(pathInMarket('/fr-fr', findMarket('nl-be')!)).toBe('/nl-be');
  });

  it('lists the six markets and x-default', () => {
    const links = alternateLinks('https://shop.test', '/es-es/search');
    expect(links.map((l) => l.hrefLang)).toEqual([
      'fr-FR',
      'es-ES',
      'fr-BE',
      'nl-BE',
      'nl-NL',
      'it-IT',
      'x-default',
    ]);
    expect(links[3].href).toBe('https://shop.test/nl-be/search');
  });

  it('never indexes where the environment does not allow it', () => {
    expect(robotsDirective(false)).toBe('noindex, follow');
    expect(robotsDirective(true)).toBe('index, follow');
    expect(robotsDirective(true, 'noindex, follow')).toBe('noindex, follow');
  });
});
