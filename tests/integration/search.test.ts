/**
 * The stay search against a real seeded catalogue, on SQLite and (with TEST_DATABASE_URL) PostgreSQL:
 * filters narrow as their rules say, facet counts equal the results after adding the value, dated
 * searches return exactly the bookable offers, fallbacks widen the destination, then drop the theme and
 * the dates. Every test first checks that its search finds something, so none can pass on nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffDays } from '~/domain/calendar/dates';
import { distanceKm } from '~/domain/geo';
import { parseSearchCriteria, type SearchCriteria } from '~/domain/search/criteria';
import { generateFallbacks } from '~/domain/search/fallbacks';
import { effectiveSort } from '~/domain/search/sort';
import type { Db } from '~/server/db/db.server';
import { resolveDestination } from '~/server/search/destination.server';
import { searchFacetCounts } from '~/server/search/facets.server';
import {
  searchMapLocations,
  searchOffers,
  searchOffersWithFacets,
} from '~/server/search/offer-search.server';
import { runFallbacks } from '~/server/search/search-page.server';
import { closeDatabase, engines, openSeeded, TEST_TODAY } from './databases';

const ALL = 100_000;

describe.each(engines)('stay search on $name', (engine) => {
  let db: Db;

  beforeAll(async () => {
    db = await openSeeded(engine, 0.1);
  }, 180_000);
  afterAll(() => closeDatabase(db));

  const criteriaOf = (qs: string, routeFlow: SearchCriteria['flow'] = 'booking') =>
    parseSearchCriteria(new URLSearchParams(qs), { today: TEST_TODAY, routeFlow });

  async function run(qs: string, routeFlow: SearchCriteria['flow'] = 'booking') {
    const criteria = criteriaOf(qs, routeFlow);
    const destination = await resolveDestination(db, criteria, 'fr');
    const result = await searchOffers(db, {
      criteria,
      destination,
      sort: effectiveSort(criteria),
      page: 1,
      pageSize: ALL,
    });
    return { criteria, destination, ...result, hotelIds: new Set(result.offers.map((o) => o.hotelId)) };
  }

  async function facets(qs: string) {
    const criteria = criteriaOf(qs);
    return searchFacetCounts(db, { criteria, destination: await resolveDestination(db, criteria, 'fr') });
  }

  const hotelsById = async (ids: Set<number>) =>
    ids.size
      ? db
          .selectFrom('hotels')
          .selectAll()
          .where('id', 'in', [...ids])
          .execute()
      : [];

  it('finds stays without criteria, one card per hotel, the total counting hotels', async () => {
    const all = await run('');
    expect(all.total).toBeGreaterThan(20);
    expect(all.offers.length).toBe(all.total);
    expect(all.hotelIds.size).toBe(all.total);
  });

  it('narrows by stars, score, type, environment, style, pets and facilities as their rules say', async () => {
    const all = await run('');
    const cases: [string, (h: Awaited<ReturnType<typeof hotelsById>>[number]) => boolean][] = [
      ['stars=4&stars=5', (h) => h.stars >= 4],
      ['minHotelReviewScore=8', (h) => (h.review_average ?? 0) >= 8],
      ['petsAllowed=true', (h) => h.pets_allowed === 1],
    ];
    const sample = await db
      .selectFrom('hotels')
      .select(['type_code', 'environment_code', 'style_code'])
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    cases.push([`hotelTypes=${sample.type_code}`, (h) => h.type_code === sample.type_code]);
    cases.push([
      `hotelEnvironments=${sample.environment_code}`,
      (h) => h.environment_code === sample.environment_code,
    ]);
    cases.push([`hotelStyles=${sample.style_code}`, (h) => h.style_code === sample.style_code]);
    for (const [qs, rule] of cases) {
      const narrowed = await run(qs);
      expect(narrowed.total, qs).toBeGreaterThan(0);
      expect(narrowed.total, qs).toBeLessThanOrEqual(all.total);
      for (const hotel of await hotelsById(narrowed.hotelIds))
        expect(rule(hotel), `${qs} hotel ${hotel.id}`).toBe(true);
      // completeness: every hotel of the unfiltered search that follows the rule is still there
      const expected = (await hotelsById(all.hotelIds))
        .filter(rule)
        .map((h) => h.id)
        .sort();
      expect([...narrowed.hotelIds].sort(), qs).toEqual(expected);
    }
  });

  it('requires every chosen facility', async () => {
    const both = await run('facilities=spa&facilities=pool');
    const rows = await db
      .selectFrom('hotel_facilities')
      .select(['hotel_id', 'facility_code'])
      .where('facility_code', 'in', ['spa', 'pool'])
      .execute();
    const has = (id: number, code: string) => rows.some((r) => r.hotel_id === id && r.facility_code === code);
    expect(both.total, 'hotels with a spa and a pool').toBeGreaterThan(0);
    for (const id of both.hotelIds) expect(has(id, 'spa') && has(id, 'pool')).toBe(true);
    const spa = await run('facilities=spa');
    expect(both.total).toBeLessThanOrEqual(spa.total);
  });

  it('narrows by theme and activities (any of the chosen)', async () => {
    const theme = await run('theme=26');
    const themed = await db
      .selectFrom('offer_themes')
      .select('offer_id')
      .where('theme_id', '=', 26)
      .execute();
    const themedIds = new Set(themed.map((t) => t.offer_id));
    expect(theme.total, 'offers of theme 26').toBeGreaterThan(0);
    for (const o of theme.offers) expect(themedIds.has(o.offerId)).toBe(true);
    const activities = await db
      .selectFrom('offer_activities')
      .select(['activity_id'])
      .groupBy('activity_id')
      .orderBy('activity_id')
      .limit(2)
      .execute();
    const tags = activities.map((a) => a.activity_id);
    const one = await run(`tags=${tags[0]}`);
    const two = await run(`tags=${tags[0]}&tags=${tags[1]}`);
    expect(tags).toHaveLength(2);
    expect(one.total, `offers with activity ${tags[0]}`).toBeGreaterThan(0);
    expect(two.total).toBeGreaterThanOrEqual(one.total);
    const links = await db
      .selectFrom('offer_activities')
      .select(['offer_id', 'activity_id'])
      .where('activity_id', 'in', tags)
      .execute();
    for (const o of two.offers) expect(links.some((l) => l.offer_id === o.offerId)).toBe(true);
  });

  it('keeps the budget per night between the bounds', async () => {
    const priced = await run('priceMin=8000&priceMax=15000');
    expect(priced.total).toBeGreaterThan(0);
    for (const o of priced.offers) {
      expect(o.perNightCents).toBeGreaterThanOrEqual(8000);
      expect(o.perNightCents).toBeLessThanOrEqual(15000);
      expect(o.perNightCents).toBe(Math.ceil(o.totalCents / o.nights));
    }
  });

  it('finds only hotels within the distance around a point, sorted by distance', async () => {
    const city = await db
      .selectFrom('hotels')
      .innerJoin('places', 'places.id', 'hotels.city_id')
      .select(['places.lat', 'places.lng'])
      .executeTakeFirstOrThrow();
    const around = await run(`lat=${city.lat}&lng=${city.lng}&distanceMax=60&sort=distance`);
    expect(around.total).toBeGreaterThan(0);
    const distances = around.offers.map((o) => o.distanceKm!);
    distances.forEach((d) => expect(d).toBeLessThanOrEqual(60));
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('sorts by price ascending', async () => {
    const sorted = await run('sort=priceAsc');
    const prices = sorted.offers.map((o) => o.perNightCents);
    expect(new Set(prices).size, 'several different prices to order').toBeGreaterThan(1);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('returns exactly the offers bookable on the dates for the travellers', async () => {
    const checkin = '2026-12-12';
    const checkout = '2026-12-14';
    const nights = diffDays(checkin, checkout);
    const dated = await run(`checkin=${checkin}&checkout=${checkout}&a=2&c=1`);
    // Independently: offers whose every night has a room, whose check-in minimum stay is met, that take 2+1.
    const days = await db
      .selectFrom('offer_days')
      .select(['offer_id', 'day', 'rooms_left', 'min_los', 'sell_cents'])
      .where('day', '>=', checkin)
      .where('day', '<', checkout)
      .execute();
    const offers = await db
      .selectFrom('offers')
      .innerJoin('hotels', 'hotels.id', 'offers.hotel_id')
      .select([
        'offers.id',
        'offers.hotel_id',
        'offers.max_adults',
        'offers.max_children',
        'offers.max_occupancy',
        'offers.min_nights',
        'offers.max_nights',
      ])
      .where('offers.published', '=', 1)
      .where('offers.kind', '=', 'weekend')
      .where('hotels.active', '=', 1)
      .execute();
    const bookable = offers.filter((o) => {
      const nightsOk = days.filter((d) => d.offer_id === o.id && d.rooms_left > 0);
      const first = nightsOk.find((d) => d.day === checkin);
      return (
        nightsOk.length === nights &&
        first !== undefined &&
        first.min_los <= nights &&
        o.max_adults >= 2 &&
        o.max_children >= 1 &&
        o.max_occupancy >= 3 &&
        o.min_nights <= nights &&
        o.max_nights >= nights
      );
    });
    const expectedHotels = [...new Set(bookable.map((o) => o.hotel_id))].sort((a, b) => a - b);
    expect(expectedHotels.length, 'hotels bookable on the dates').toBeGreaterThan(0);
    expect([...dated.hotelIds].sort((a, b) => a - b)).toEqual(expectedHotels);
    const bookableIds = new Set(bookable.map((o) => o.id));
    for (const o of dated.offers) {
      expect(bookableIds.has(o.offerId)).toBe(true);
      expect(o.nights).toBe(nights);
      expect(o.roomsLeft).toBeGreaterThan(0);
    }
  });

  it.each([
    ['no criteria', ''],
    ['a theme and dates', 'theme=23&checkin=2026-12-19&checkout=2026-12-20'],
    ['stars, a facility and an activity chosen', 'stars=4&facilities=wifi&minHotelReviewScore=7'],
  ])(
    'counts every facet value as the results after adding it (%s)',
    async (_label, qs) => {
      const counts = await facets(qs);
      const current = await run(qs);
      expect(current.total, 'the criteria find results').toBeGreaterThan(0);
      expect(counts.total).toBe(current.total);
      expect(
        counts.stars.size + counts.facilities.size + counts.tags.size,
        'facet values to check',
      ).toBeGreaterThan(0);
      const check = async (family: string, value: string | number, count: number, add: string) => {
        const params = new URLSearchParams(qs);
        const [name, v] = add.split('=');
        // the score is a single choice: choosing one replaces the current one
        if (name === 'minHotelReviewScore') params.set(name, v);
        else params.append(name, v);
        const added = await run(params.toString());
        expect(count, `${family}=${value}`).toBe(added.total);
      };
      for (const [value, count] of counts.stars) await check('stars', value, count, `stars=${value}`);
      for (const [value, count] of counts.score)
        await check('score', value, count, `minHotelReviewScore=${value}`);
      for (const [value, count] of counts.hotelTypes)
        await check('type', value, count, `hotelTypes=${value}`);
      for (const [value, count] of counts.hotelEnvironments)
        await check('environment', value, count, `hotelEnvironments=${value}`);
      for (const [value, count] of counts.hotelStyles)
        await check('style', value, count, `hotelStyles=${value}`);
      for (const [value, count] of counts.facilities)
        await check('facility', value, count, value === 'pets' ? 'petsAllowed=true' : `facilities=${value}`);
      for (const [value, count] of [...counts.tags].slice(0, 15))
        await check('tag', value, count, `tags=${value}`);
    },
    120_000,
  );

  it.each([
    ['no criteria, page 1', '', 'priceQuality'],
    ['a theme and dates', 'theme=23&checkin=2026-12-19&checkout=2026-12-20', 'priceAsc'],
    [
      'dates, travellers and filters',
      'checkin=2026-12-12&checkout=2026-12-14&a=2&c=1&stars=3&stars=4&facilities=wifi&minHotelReviewScore=7',
      'promo',
    ],
    ['activities and a budget, page 2', 'tags={tags}&priceMin=5000&priceMax=30000&page=2', 'popularity'],
    ['the gifting flow', 'flow=gifting&sort=svPriceAsc', 'svPriceAsc'],
  ] as const)(
    'answers the page and the facets in one statement exactly as the two searches do (%s)',
    async (_label, qs, sort) => {
      // {tags}: the two most used activities of the catalogue
      const tags = await db
        .selectFrom('offer_activities')
        .select('activity_id')
        .groupBy('activity_id')
        .orderBy((eb) => eb.fn.countAll(), 'desc')
        .orderBy('activity_id')
        .limit(2)
        .execute();
      const criteria = criteriaOf(qs.replace('{tags}', tags.map((t) => t.activity_id).join('&tags=')));
      const destination = await resolveDestination(db, criteria, 'fr');
      const input = { criteria, destination, sort, page: criteria.page, pageSize: 7 };
      const separate = await searchOffers(db, input);
      const counts = await searchFacetCounts(db, { criteria, destination });
      expect(counts.total, 'the criteria find results').toBeGreaterThan(0);
      const both = await searchOffersWithFacets(db, input);
      expect(both.result).toEqual(separate);
      expect(both.facets).toEqual(counts);
      expect(both.result.total).toBe(counts.total);
    },
  );

  it('keeps the total past the last page in one statement too', async () => {
    const criteria = criteriaOf('stars=5&page=500');
    const destination = await resolveDestination(db, criteria, 'fr');
    const input = { criteria, destination, sort: effectiveSort(criteria), page: 500, pageSize: 30 };
    const separate = await searchOffers(db, input);
    expect(separate.total).toBeGreaterThan(0);
    expect(separate.offers).toEqual([]);
    const both = await searchOffersWithFacets(db, input);
    expect(both.result).toEqual(separate);
  });

  it('resolves typed text to a place, offers several matches as choices, and says when nothing matches', async () => {
    const paris = await run('q=paris');
    expect(paris.destination.kind).toBe('city');
    expect(paris.destination.label).toBe('Paris');
    const many = await resolveDestination(db, criteriaOf('q=sa'), 'fr');
    expect(many.candidates?.length).toBeGreaterThan(1);
    const none = await run('q=zzzzqx');
    expect(none.destination.unmatchedText).toBe('zzzzqx');
  });

  it('expands a city to 30 km around it, drops the theme, drops the dates, excluding hotels already shown', async () => {
    // The city with the most hotels of other cities within 30 km, and the theme most offered there:
    // the expanded block then has hotels to show.
    const hotels = await db
      .selectFrom('hotels')
      .innerJoin('places', 'places.id', 'hotels.city_id')
      .select(['hotels.id', 'hotels.city_id', 'hotels.lat', 'hotels.lng'])
      .select(['places.lat as cityLat', 'places.lng as cityLng'])
      .where('hotels.active', '=', 1)
      .execute();
    const cities = hotels.map((h) => ({
      id: h.city_id,
      lat: h.cityLat,
      lng: h.cityLng,
      neighbours: hotels
        .filter((o) => o.city_id !== h.city_id && distanceKm({ lat: h.cityLat, lng: h.cityLng }, o) <= 30)
        .map((o) => o.id),
    }));
    const city = cities.sort((a, b) => b.neighbours.length - a.neighbours.length || a.id - b.id)[0];
    expect(city.neighbours.length, 'hotels of other cities near the city').toBeGreaterThan(0);
    const [theme] = await db
      .selectFrom('offer_themes')
      .innerJoin('offers', 'offers.id', 'offer_themes.offer_id')
      .select('offer_themes.theme_id')
      .where('offers.hotel_id', 'in', city.neighbours)
      .groupBy('offer_themes.theme_id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy('offer_themes.theme_id')
      .limit(1)
      .execute();
    const qs = `city=${city.id}&theme=${theme.theme_id}&checkin=2026-12-12&checkout=2026-12-14`;
    const criteria = criteriaOf(qs);
    const destination = await resolveDestination(db, criteria, 'fr');
    const variants = generateFallbacks(criteria, destination);
    expect(variants[0].criteria).toMatchObject({
      lat: city.lat,
      lng: city.lng,
      distanceMin: 0,
      distanceMax: 30,
      theme: theme.theme_id,
    });
    const exact = await run(qs);
    const blocks = await runFallbacks(db, criteria, destination, 'fr', [...exact.hotelIds]);
    expect(blocks.length, 'fallback blocks').toBeGreaterThan(0);
    expect(
      blocks.some((b) => b.key.destination.isExpanded),
      'a block 30 km around the city',
    ).toBe(true);
    const shown = new Set(exact.hotelIds);
    for (const block of blocks) {
      expect(block.offers.length).toBeLessThanOrEqual(3);
      for (const offer of block.offers) {
        expect(shown.has(offer.hotel.id), 'a hotel appears once on the page').toBe(false);
        shown.add(offer.hotel.id);
      }
      if (block.key.destination.isExpanded) {
        expect(block.sort).toBe('distance');
        for (const offer of block.offers) expect(offer.distanceKm!).toBeLessThanOrEqual(30);
      }
      if (block.key.category) expect(block.criteria.theme).toBeUndefined();
      if (block.key.dates) expect(block.criteria.checkin).toBeUndefined();
    }
  });

  it('expands a department to its region and a region to its country', async () => {
    const department = await db
      .selectFrom('places')
      .select(['id', 'region_id'])
      .where('type', '=', 'department')
      .executeTakeFirstOrThrow();
    const dep = criteriaOf(`department=${department.id}`);
    const [expandDep] = generateFallbacks(dep, await resolveDestination(db, dep, 'fr'));
    expect(expandDep.criteria.place).toEqual({ type: 'region', id: department.region_id });
    const region = await db
      .selectFrom('places')
      .select(['id', 'country_code'])
      .where('type', '=', 'region')
      .executeTakeFirstOrThrow();
    const reg = criteriaOf(`region=${region.id}`);
    const [expandReg] = generateFallbacks(reg, await resolveDestination(db, reg, 'fr'));
    expect(expandReg.criteria.country).toBe(region.country_code);
  });

  it('maps every matching hotel with its offers', async () => {
    const criteria = criteriaOf('theme=26');
    const destination = await resolveDestination(db, criteria, 'fr');
    const map = await searchMapLocations(db, { criteria, destination });
    const list = await run('theme=26');
    expect(map.length, 'hotels on the map').toBeGreaterThan(0);
    expect(map.map((m) => m.hotelId).sort()).toEqual([...list.hotelIds].sort());
    for (const location of map) expect(location.offerIds.length).toBeGreaterThan(0);
  });

  it('searches gifts without dates, for 2 adults, by voucher price', async () => {
    const gifts = await run('flow=gifting&checkin=2026-12-12&checkout=2026-12-13&a=5&sort=svPriceAsc');
    expect(gifts.total).toBeGreaterThan(0);
    const prices = gifts.offers.map((o) => o.totalCents);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('searches hotel-only offers in the hotel flow', async () => {
    const hotels = await run('', 'hotel');
    expect(hotels.total, 'hotel-only offers').toBeGreaterThan(0);
    const kinds = await db
      .selectFrom('offers')
      .select('kind')
      .where('id', 'in', hotels.offers.map((o) => o.offerId).concat([-1]))
      .execute();
    expect(kinds).toHaveLength(hotels.offers.length);
    expect(kinds.every((k) => k.kind === 'hotel_only')).toBe(true);
  });
});
