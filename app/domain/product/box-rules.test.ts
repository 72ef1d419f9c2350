import { describe, expect, it } from 'vitest';
import {
  BOX_OFFERS_PAGE_SIZE,
  boxFormatOf,
  boxOffersPaging,
  boxPath,
  includedContentItems,
  isBoxCode,
  isListedBoxCode,
  marketOffersPhysicalBox,
  parseBoxPage,
} from './box-rules';

describe('box codes', () => {
  it('lists only codes ending with EBOX', () => {
    expect(isListedBoxCode('ROMANTIC-NIGHT-EBOX')).toBe(true);
    expect(isListedBoxCode('ROMANTIC-NIGHT-PBOX')).toBe(false);
    expect(isListedBoxCode('EBOX-ROMANTIC')).toBe(false);
  });

  it('reads the format from the suffix after the last dash', () => {
    expect(boxFormatOf('ROMANTIC-NIGHT-EBOX')).toBe('digital');
    expect(boxFormatOf('ROMANTIC-NIGHT-PBOX')).toBe('physical');
    expect(boxFormatOf('ROMANTIC-NIGHT')).toBeUndefined();
  });

  it('accepts upper-case codes only', () => {
    expect(isBoxCode('SPA-DAY-FOR-TWO-EBOX')).toBe(true);
    expect(isBoxCode('spa-day')).toBe(false);
    expect(isBoxCode("X'; drop")).toBe(false);
    expect(isBoxCode('A'.repeat(81))).toBe(false);
    expect(isBoxCode(undefined)).toBe(false);
  });

  it('hides the physical format in Italy', () => {
    expect(marketOffersPhysicalBox('it-it')).toBe(false);
    expect(marketOffersPhysicalBox('fr-fr')).toBe(true);
    expect(marketOffersPhysicalBox('nl-be')).toBe(true);
  });

  it('builds the detail address', () => {
    expect(boxPath('fr-fr', 'spa-day-for-two', 'SPA-DAY-FOR-TWO-EBOX')).toBe(
      '/fr-fr/boxes/p/spa-day-for-two/SPA-DAY-FOR-TWO-EBOX',
    );
  });

  it('splits the included content into its lines', () => {
    expect(includedContentItems('1 night for 2\n\n Breakfast \r\nSpa')).toEqual([
      '1 night for 2',
      'Breakfast',
      'Spa',
    ]);
  });
});

describe('paging of the stays a box offers', () => {
  it('has 8 stays a page', () => {
    expect(BOX_OFFERS_PAGE_SIZE).toBe(8);
    expect(boxOffersPaging(1, 25)).toEqual({
      page: 1,
      pageSize: 8,
      pageCount: 4,
      offset: 0,
      next: 2,
      previous: undefined,
    });
    expect(boxOffersPaging(4, 25)).toMatchObject({ offset: 24, next: undefined, previous: 3 });
  });

  it('covers every stay once across its pages', () => {
    for (const total of [0, 1, 7, 8, 9, 16, 17, 100]) {
      const { pageCount } = boxOffersPaging(1, total);
      const seen: number[] = [];
      for (let page = 1; page <= pageCount; page++) {
        const { offset, pageSize } = boxOffersPaging(page, total);
        for (let i = offset; i < Math.min(offset + pageSize, total); i++) seen.push(i);
      }
      expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
    }
  });

  it('links a page past the last back to the last', () => {
    expect(boxOffersPaging(9, 10)).toMatchObject({ pageCount: 2, next: undefined, previous: 2 });
  });

  it('reads the page of the address', () => {
    expect(parseBoxPage(null)).toBe(1);
    expect(parseBoxPage('')).toBe(1);
    expect(parseBoxPage('3')).toBe(3);
    expect(parseBoxPage('0')).toBeUndefined();
    expect(parseBoxPage('-1')).toBeUndefined();
    expect(parseBoxPage('1e3')).toBeUndefined();
    expect(parseBoxPage('99999')).toBeUndefined();
  });
});
