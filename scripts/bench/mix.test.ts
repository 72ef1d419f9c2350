import { describe, expect, it } from 'vitest';
import { diffDays } from '../../app/domain/calendar/dates';
import { parseSearchCriteria } from '../../app/domain/search/criteria';
import { effectiveSort } from '../../app/domain/search/sort';
import { buildMix, createSampler, type MixCatalogue } from './mix';

/** A small catalogue with every kind of destination and a long tail of cities. */
const catalogue: MixCatalogue = {
  destinations: [
    ...Array.from({ length: 120 }, (_, index) => ({
      param: 'city' as const,
      value: String(100 + index),
      offers: Math.max(1, Math.round(200 / (index + 1))),
    })),
    { param: 'searesort', value: '300', offers: 40 },
    { param: 'skiresort', value: '301', offers: 25 },
    { param: 'poi', value: '400', offers: 12 },
    { param: 'department', value: '50', offers: 90 },
    { param: 'region', value: '10', offers: 300 },
    { param: 'region', value: '11', offers: 150 },
    { param: 'touristicregion', value: '70', offers: 60 },
    { param: 'country', value: 'FR', offers: 900 },
    { param: 'country', value: 'ES', offers: 500 },
  ],
  themes: [
    { id: 23, offers: 400 },
    { id: 26, offers: 300 },
    { id: 39, offers: 100 },
  ],
  facilities: ['pool', 'spa', 'wifi'],
};
const today = '2026-11-25';
const options = { today, seed: 7, distinct: 2000 };

describe("shoppers' mix of search URLs", () => {
  it('is deterministic for a seed and changes with it', () => {
    const first = buildMix(catalogue, options);
    expect(buildMix(catalogue, options)).toEqual(first);
    expect(buildMix(catalogue, { ...options, seed: 8 }).map((url) => url.path)).not.toEqual(
      first.map((url) => url.path),
    );
    const a = createSampler(first, 7);
    const b = createSampler(first, 7);
    expect(Array.from({ length: 200 }, a)).toEqual(Array.from({ length: 200 }, b));
  });

  it('draws the requested number of distinct URLs', () => {
    const pool = buildMix(catalogue, options);
    expect(pool).toHaveLength(2000);
    expect(new Set(pool.map((url) => url.path)).size).toBe(2000);
  });

  it('writes only parameters the search page keeps', () => {
    const themeIds = new Set(catalogue.themes.map((theme) => theme.id));
    for (const { path } of buildMix(catalogue, options)) {
      const url = new URL(path, 'http://shop.test');
      const [, market, page] = url.pathname.split('/');
      expect(['fr-fr', 'es-es', 'it-it', 'fr-be', 'nl-nl', 'nl-be']).toContain(market);
      expect(page).toBe('search');

      const criteria = parseSearchCriteria(url.searchParams, { today });
      expect(criteria.place ?? criteria.country).toBeDefined();
      // Dates survive parsing: in the future, 1-3 nights, within the coming months.
      expect(criteria.checkin).toBe(url.searchParams.get('checkin'));
      expect(criteria.checkout).toBe(url.searchParams.get('checkout'));
      const nights = diffDays(criteria.checkin!, criteria.checkout!);
      expect(nights).toBeGreaterThanOrEqual(1);
      expect(nights).toBeLessThanOrEqual(3);
      expect(diffDays(today, criteria.checkin!)).toBeGreaterThanOrEqual(0);
      expect(diffDays(today, criteria.checkin!)).toBeLessThanOrEqual(125);

      expect(url.searchParams.getAll('stars')).toEqual(criteria.stars.map(String));
      if (criteria.theme !== undefined) expect(themeIds.has(criteria.theme)).toBe(true);
      for (const code of criteria.facilities) expect(catalogue.facilities).toContain(code);
      // A requested sort is one the page offers for that destination.
      if (criteria.sort) expect(effectiveSort(criteria)).toBe(criteria.sort);
      expect(criteria.page).toBeLessThanOrEqual(2);
    }
  });

  it('repeats popular URLs like real traffic, without a handful taking all of it', () => {
    const next = createSampler(buildMix(catalogue, options), 7);
    const counts = new Map<string, number>();
    const requests = 10_000;
    for (let index = 0; index < requests; index++) {
      const path = next();
      counts.set(path, (counts.get(path) ?? 0) + 1);
    }
    const distinctShare = counts.size / requests;
    expect(distinctShare).toBeGreaterThan(0.05);
    expect(distinctShare).toBeLessThan(0.6);
    expect(Math.max(...counts.values()) / requests).toBeLessThan(0.1);
  });

  it('prefers near weekends', () => {
    const next = createSampler(buildMix(catalogue, options), 7);
    let near = 0;
    let far = 0;
    for (let index = 0; index < 5000; index++) {
      const checkin = new URL(next(), 'http://shop.test').searchParams.get('checkin')!;
      const days = diffDays(today, checkin);
      if (days < 28) near++;
      else if (days >= 56 && days < 84) far++;
    }
    expect(near).toBeGreaterThan(2 * far);
  });
});
