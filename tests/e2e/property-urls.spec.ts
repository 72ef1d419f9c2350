import { expect, test } from '@playwright/test';
import fc from 'fast-check';

/**
 * Reliability: 10,000 generated URLs against the search pages and the JSON API,
 * zero 5xx, no stack trace or SQL text in any body. Values mix the valid, the malformed and the hostile.
 */
const RUNS = Number(process.env.PROPERTY_URL_RUNS ?? 10_000);

const PATHS = [
  '/fr-fr/search',
  '/es-es/search',
  '/nl-be/search/hotels',
  '/it-it/search/activities',
  '/fr-be/search',
  '/nl-nl/search',
  '/api/search/offers.json',
  '/api/search/facets.json',
  '/api/search/activity-only.json',
] as const;

const PARAMS = [
  'sort',
  'lat',
  'lng',
  'city',
  'hotel',
  'theme',
  'country',
  'department',
  'poi',
  'searesort',
  'skiresort',
  'region',
  'touristicregion',
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'stars',
  'hotelScore',
  'minHotelReviewScore',
  'priceMin',
  'priceMax',
  'facilities',
  'petsAllowed',
  'tags',
  'distanceMin',
  'distanceMax',
  'checkin',
  'checkout',
  'a',
  'b',
  'c',
  's',
  'upsell',
  'giftFormat',
  'giftNights',
  'activityDates',
  'hotelId',
  'flow',
  'page',
  'from',
  'q',
  'locale',
  'orderBy',
  'performMapSearch',
  'panel',
  'budgetMin',
  'budgetMax',
  'limit',
] as const;

const hostile = fc.constantFrom(
  "'; drop table offers; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  '9'.repeat(40),
  '-1',
  'NaN',
  'Infinity',
  '1e308',
  '2026-02-30',
  '0000-00-00',
  ',,,',
  'fr_FR',
  'xx_XX',
  '\u202e\u0000',
);

const plausible = fc.oneof(
  fc.integer({ min: -5, max: 400 }).map(String),
  fc.double({ min: -200, max: 200, noNaN: true }).map((v) => v.toFixed(4)),
  fc
    .date({ min: new Date('2026-01-01'), max: new Date('2028-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    'priceQuality',
    'distance',
    'promo',
    'priceAsc',
    'popularity',
    'svPriceAsc',
    'svPriceDesc',
    'gifting',
    'booking',
    'true',
    'false',
    'spa',
    'pool',
    'pets',
    'castle',
    'seaside',
    'filters',
    'sort',
    'map',
    'paris',
    'Bordeaux',
    'FR',
    'ES',
  ),
  fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 4 }).map((list) => list.join(',')),
);

const value = fc.oneof(
  { arbitrary: plausible, weight: 4 },
  { arbitrary: hostile, weight: 1 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
);

const url = fc
  .tuple(fc.constantFrom(...PATHS), fc.array(fc.tuple(fc.constantFrom(...PARAMS), value), { maxLength: 8 }))
  .map(([path, pairs]) => {
    const params = new URLSearchParams();
    for (const [k, v] of pairs) params.append(k, v);
    const qs = params.toString();
    return qs ? `${path}?${qs}` : path;
  });

const LEAKS =
  /(\bat \w+ \(|node_modules|SqliteError|syntax error at or near|SQLITE_|\bselect\b[^<]{0,80}\bfrom\b\s+"?\w+"?\s+(as|where|inner)|Traceback)/i;

test.describe('generated URLs', { tag: '@http' }, () => {
  test.setTimeout(15 * 60_000);

  test(`${RUNS} search and API URLs: no 5xx, no stack trace, no SQL`, async ({ request }) => {
    const samples = fc.sample(url, { numRuns: RUNS, seed: 20261122 });
    const failures: string[] = [];
    const concurrency = 8;
    let next = 0;
    async function worker() {
      while (next < samples.length) {
        const target = samples[next++];
        const response = await request.get(target, { maxRedirects: 0, failOnStatusCode: false });
        const body = await response.text();
        if (response.status() >= 500) failures.push(`${response.status()} ${target}`);
        else if (LEAKS.test(body)) failures.push(`leak ${target}: ${LEAKS.exec(body)?.[0]}`);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    expect(failures.slice(0, 20), `${failures.length} failing URLs`).toEqual([]);
  });
});
