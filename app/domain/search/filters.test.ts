import { describe, expect, it } from 'vitest';
import { parseSearchCriteria } from './criteria';
import {
  filterBarCount,
  isOptionDisabled,
  mobileFilterCount,
  priceFromSlider,
  sanitizeSliderInput,
  snapDistance,
  toggleScore,
  toggleValue,
  withoutFilters,
} from './filters';

const parse = (qs: string) => parseSearchCriteria(new URLSearchParams(qs));

describe('price slider', () => {
  it('treats 9 and 250 as no bound and sends cents', () => {
    expect(priceFromSlider(9, 250, 'booking')).toEqual({ priceMin: undefined, priceMax: undefined });
    expect(priceFromSlider(50, 120, 'booking')).toEqual({ priceMin: 5000, priceMax: 12000 });
    expect(priceFromSlider(5, 300, 'booking')).toEqual({ priceMin: undefined, priceMax: undefined });
  });

  it('has a minimum of 1 in the activity flow', () => {
    expect(priceFromSlider(5, 250, 'activity')).toEqual({ priceMin: 500, priceMax: undefined });
    expect(priceFromSlider(1, 250, 'activity')).toEqual({ priceMin: undefined, priceMax: undefined });
  });

  it('accepts digits only, capped at the maximum', () => {
    expect(sanitizeSliderInput('1a2', 250)).toBe(12);
    expect(sanitizeSliderInput('999', 250)).toBe(250);
    expect(sanitizeSliderInput('abc', 250)).toBeUndefined();
  });
});

describe('distance slider', () => {
  it('snaps to its bounds', () => {
    expect(snapDistance(-5)).toBe(0);
    expect(snapDistance(301)).toBe(300);
    expect(snapDistance(42.4)).toBe(42);
    expect(snapDistance(10, { min: 10, max: 100 })).toBe(10);
  });
});

describe('options', () => {
  it('disables count-0 options unless selected', () => {
    expect(isOptionDisabled(0, false)).toBe(true);
    expect(isOptionDisabled(0, true)).toBe(false);
    expect(isOptionDisabled(3, false)).toBe(false);
  });

  it('resets the score when the same value is chosen again', () => {
    expect(toggleScore(8, 8)).toBeUndefined();
    expect(toggleScore(8, 9)).toBe(9);
    expect(toggleValue([4, 5], 5)).toEqual([4]);
    expect(toggleValue([4], 5)).toEqual([4, 5]);
  });
});

describe('filter count badges', () => {
  const c = parse(
    'tags=101,102&stars=4,5&facilities=spa,pets&minHotelReviewScore=8&priceMin=5000&hotelTypes=castle&hotelStyles=design&lat=1&lng=2&distanceMax=100',
  );
  it('counts the filter bar', () => {
    // 2 activities + 2 stars + 1 facility + pets + score + budget + distance
    expect(filterBarCount(c)).toBe(9);
  });

  it('counts the mobile Filter button', () => {
    // 1 type + 1 style + score + stars(1) + price + 1 facility + pets + distance + 2 activities
    expect(mobileFilterCount(c)).toBe(10);
  });

  it('is zero once all filters are removed, keeping destination and travellers', () => {
    const cleared = withoutFilters(c);
    expect(filterBarCount(cleared)).toBe(0);
    expect(cleared.lat).toBe(1);
  });
});
