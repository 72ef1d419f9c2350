import { describe, expect, it } from 'vitest';
import { parseSearchCriteria } from './criteria';
import { effectiveSort, hasLocation, sortOptions } from './sort';

describe('sortOptions', () => {
  it('follows the flow rules', () => {
    expect(sortOptions('booking', false)).toEqual(['priceQuality', 'promo', 'priceAsc', 'popularity']);
    expect(sortOptions('booking', true)).toEqual([
      'priceQuality',
      'distance',
      'promo',
      'priceAsc',
      'popularity',
    ]);
    expect(sortOptions('hotel', false)).toEqual(['priceQuality', 'priceAsc', 'popularity']);
    expect(sortOptions('gifting', false)).toEqual(['priceQuality', 'svPriceDesc', 'svPriceAsc']);
    expect(sortOptions('activity', true)).toEqual(['priceQuality', 'distance']);
  });
});

describe('effectiveSort', () => {
  const parse = (qs: string) => parseSearchCriteria(new URLSearchParams(qs));
  it('falls back to priceQuality when the sort is not offered', () => {
    expect(effectiveSort(parse('sort=distance'))).toBe('priceQuality');
    expect(effectiveSort(parse('sort=distance&lat=48.8&lng=2.3'))).toBe('distance');
    expect(effectiveSort(parse('sort=promo&flow=gifting'))).toBe('priceQuality');
    expect(effectiveSort(parse('sort=svPriceAsc&flow=gifting'))).toBe('svPriceAsc');
  });

  it('knows a city has a location', () => {
    expect(hasLocation(parse('city=3'))).toBe(true);
    expect(hasLocation(parse('region=3'))).toBe(false);
  });
});
