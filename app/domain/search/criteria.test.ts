import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { criteriaErrors } from './api-criteria';
import { MAX_LIST_VALUES } from './list-criteria';
import { criteriaQuery, criteriaToSearchParams, parseSearchCriteria, queryFromLegacyHash } from './criteria';

const parse = (qs: string, today = '2026-11-22') => parseSearchCriteria(new URLSearchParams(qs), { today });

describe('parseSearchCriteria', () => {
  it('reads repeated and comma-joined multi-values alike', () => {
    expect(parse('stars=4&stars=5').stars).toEqual([4, 5]);
    expect(parse('stars=5,4').stars).toEqual([4, 5]);
    expect(parse('facilities=spa,pool&facilities=spa').facilities).toEqual(['pool', 'spa']);
  });

  it('defaults pax to 2 adults and ignores out-of-range travellers', () => {
    expect(parse('').pax).toEqual({ adults: 2, children: 0, babies: 0, singleRoom: false });
    expect(parse('a=21&c=11&b=-1').pax).toEqual({ adults: 2, children: 0, babies: 0, singleRoom: false });
    expect(parse('a=0').pax.adults).toBe(2);
    expect(parse('a=20&c=10&b=10').pax).toEqual({ adults: 20, children: 10, babies: 10, singleRoom: true });
  });

  it('sets the single room when children or babies travel', () => {
    expect(parse('c=1').pax.singleRoom).toBe(true);
    expect(parse('b=1').pax.singleRoom).toBe(true);
    expect(parse('s=true').pax.singleRoom).toBe(true);
  });

  it('treats the price slider ends as no bound and keeps cents', () => {
    expect(parse('priceMin=900&priceMax=25000')).toMatchObject({ priceMin: undefined, priceMax: undefined });
    expect(parse('priceMin=5000&priceMax=12000')).toMatchObject({ priceMin: 5000, priceMax: 12000 });
    expect(parse('priceMin=12000&priceMax=5000')).toMatchObject({ priceMin: 5000, priceMax: 12000 });
  });

  it('reads whole-euro budgets from forms without JavaScript', () => {
    expect(parse('budgetMin=50&budgetMax=120')).toMatchObject({ priceMin: 5000, priceMax: 12000 });
    expect(parse('budgetMin=9&budgetMax=250')).toMatchObject({ priceMin: undefined, priceMax: undefined });
    expect(parse('priceMin=7000&budgetMin=50').priceMin).toBe(7000);
  });

  it('sends pets as petsAllowed and removes it from facilities', () => {
    const c = parse('facilities=pets,spa');
    expect(c.facilities).toEqual(['spa']);
    expect(c.petsAllowed).toBe(true);
  });

  it('keeps valid future dates only, with a check-out after the check-in', () => {
    expect(parse('checkin=2026-12-05&checkout=2026-12-07')).toMatchObject({
      checkin: '2026-12-05',
      checkout: '2026-12-07',
    });
    expect(parse('checkin=2026-11-21&checkout=2026-11-23')).toMatchObject({
      checkin: undefined,
      checkout: undefined,
    });
    expect(parse('checkin=2026-12-05&checkout=2026-12-05').checkout).toBeUndefined();
    expect(parse('checkin=2026-02-30').checkin).toBeUndefined();
    expect(parse('checkin=yesterday').checkin).toBeUndefined();
  });

  it('keeps the most precise place and ignores free text then', () => {
    expect(parse('region=4&city=12&q=paris')).toMatchObject({
      place: { type: 'city', id: 12 },
      q: undefined,
    });
    expect(parse('q=%20Par%20').q).toBe('Par');
  });

  it('reads the gifting flow only on the stay search, and the route flow elsewhere', () => {
    expect(parse('flow=gifting').flow).toBe('gifting');
    expect(parse('flow=unknown').flow).toBe('booking');
    expect(parseSearchCriteria(new URLSearchParams('flow=gifting'), { routeFlow: 'hotel' }).flow).toBe(
      'hotel',
    );
  });

  it('drops what is invalid instead of failing', () => {
    const c = parse(
      'stars=9,x,3&minHotelReviewScore=11&page=-3&sort=cheapest&lat=200&lng=2&theme=abc&tags=1e9',
    );
    expect(c).toMatchObject({
      stars: [3],
      minScore: undefined,
      page: 1,
      sort: undefined,
      lat: undefined,
      theme: undefined,
      tags: [],
    });
  });
});

describe('criteriaToSearchParams', () => {
  it('writes one canonical form', () => {
    const c = parse('stars=5,4&a=2&facilities=spa&city=7&page=1&checkin=2026-12-05&checkout=2026-12-07');
    expect(criteriaToSearchParams(c).toString()).toBe(
      'city=7&checkin=2026-12-05&checkout=2026-12-07&stars=4&stars=5&facilities=spa',
    );
  });

  it('changes one thing and keeps the rest', () => {
    const c = parse('theme=26&page=3');
    expect(criteriaQuery(c, { sort: 'priceAsc', page: 1 })).toBe('?theme=26&sort=priceAsc');
  });

  it('round-trips: parsing the canonical form gives the same criteria', () => {
    fc.assert(
      fc.property(
        fc.record({
          stars: fc.subarray([3, 4, 5]),
          a: fc.integer({ min: 1, max: 20 }),
          c: fc.integer({ min: 0, max: 10 }),
          theme: fc.option(fc.constantFrom(19, 23, 26, 39), { nil: undefined }),
          priceMin: fc.option(fc.integer({ min: 1000, max: 24900 }), { nil: undefined }),
          page: fc.integer({ min: 1, max: 50 }),
        }),
        (r) => {
          const qs = new URLSearchParams();
          r.stars.forEach((s) => qs.append('stars', String(s)));
          qs.set('a', String(r.a));
          qs.set('c', String(r.c));
          if (r.theme) qs.set('theme', String(r.theme));
          if (r.priceMin) qs.set('priceMin', String(r.priceMin));
          qs.set('page', String(r.page));
          const once = parseSearchCriteria(qs);
          const twice = parseSearchCriteria(criteriaToSearchParams(once));
          expect(twice).toEqual(once);
        },
      ),
    );
  });
});

describe('queryFromLegacyHash', () => {
  it('translates the original hash criteria to the query', () => {
    expect(queryFromLegacyHash('#a=2&checkin=2026-12-05', '?page=2')).toBe('?page=2&a=2&checkin=2026-12-05');
    expect(queryFromLegacyHash('#main', '')).toBeUndefined();
  });
});

describe('criteriaErrors', () => {
  it('names the malformed fields', () => {
    expect(criteriaErrors(new URLSearchParams('a=abc&stars=4,9&checkin=2026-13-01&sort=priceAsc'))).toEqual([
      { field: 'stars', message: 'invalid value for stars' },
      { field: 'checkin', message: 'invalid value for checkin' },
      { field: 'a', message: 'invalid value for a' },
    ]);
    expect(criteriaErrors(new URLSearchParams('checkin=2026-12-05&checkout=2026-12-04'))).toEqual([
      { field: 'checkout', message: 'checkout must be after checkin' },
    ]);
    expect(criteriaErrors(new URLSearchParams('stars=4,5&a=2&unknown=x'))).toEqual([]);
  });
});

describe('list criteria bounds', () => {
  const vocabulary = {
    hotelTypes: new Set(['castle', 'chalet']),
    hotelEnvironments: new Set(['sea']),
    hotelStyles: new Set(['design']),
    facilities: new Set(['spa', 'pool']),
    tags: new Set([101, 102, 103]),
  };

  it('reads 100,000 values and keeps a bounded, deduplicated list', () => {
    const repeated = new URLSearchParams();
    for (let i = 0; i < 100_000; i += 1) repeated.append('tags', String((i % 5_000) + 1));
    const joined = new URLSearchParams({ tags: Array.from({ length: 100_000 }, (_, i) => i + 1).join(',') });
    const fromRepeated = parseSearchCriteria(repeated, {});
    const fromJoined = parseSearchCriteria(joined, {});
    expect(fromRepeated.tags.length).toBe(MAX_LIST_VALUES);
    expect(new Set(fromRepeated.tags).size).toBe(fromRepeated.tags.length);
    expect(fromJoined.tags.length).toBe(MAX_LIST_VALUES);
    expect(criteriaQuery(fromJoined).length).toBeLessThan(MAX_LIST_VALUES * 20);
  });

  it('keeps only the values the catalogue knows, so a list never outgrows its vocabulary', () => {
    const params = new URLSearchParams();
    for (let i = 0; i < 100_000; i += 1) params.append('tags', String(i % 200));
    params.append('facilities', 'spa,pool,spa,jacuzzi,pets');
    params.append('hotelTypes', 'CASTLE,castle,igloo');
    const criteria = parseSearchCriteria(params, { vocabulary });
    expect(criteria.tags).toEqual([101, 102, 103]);
    expect(criteria.facilities).toEqual(['pool', 'spa']);
    expect(criteria.petsAllowed).toBe(true);
    expect(criteria.hotelTypes).toEqual(['castle']);
    expect(criteria.hotelEnvironments).toEqual([]);
  });

  it('deduplicates activity dates and keeps at most ten', () => {
    const dates = Array.from({ length: 40 }, (_, i) => `2026-12-${String((i % 20) + 1).padStart(2, '0')}`);
    const criteria = parse(`activityDates=${dates.join(',')}`);
    expect(criteria.activityDates).toHaveLength(10);
    expect(new Set(criteria.activityDates).size).toBe(10);
  });
});
