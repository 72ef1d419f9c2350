/**
 * The seeded catalogue and the foundation repositories, on every engine of the suite: the schema,
 * availability, cached prices, content per market and flow, themes and destination search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementBannerSchema,
  boxBlockSerpSchema,
  giftBlockSchema,
  homeContentSchema,
  parseContent,
  promoBarSchema,
  searchSuggestionsSchema,
  seoTextSchema,
  targetedBannerSchema,
  weekendIdeasSchema,
} from '~/domain/content';
import { addDays } from '~/domain/calendar/dates';
import { FLOWS } from '~/domain/flows';
import { MARKETS } from '~/domain/market';
import { catalogueCounts, listThemes } from '~/server/catalogue.server';
import {
  getAnnouncementBanners,
  getArticles,
  getGiftBlock,
  getHomeContent,
  getPromoBars,
} from '~/server/content.server';
import { type Db, engineOf } from '~/server/db/db.server';
import { migrateToLatest } from '~/server/db/migrate.server';
import { CATALOGUE_TABLES } from '~/server/db/migrations/0001-catalogue';
import { getPlace, searchPlaces } from '~/server/places.server';
import { closeDatabase, engines, openSeeded, TEST_TODAY } from './databases';

/** What each engine answered, compared across engines at the end. */
const answers = new Map<string, Record<string, unknown>>();

const schemaOfKind: Record<string, Parameters<typeof parseContent>[0]> = {
  home: homeContentSchema,
  announcement_banner: announcementBannerSchema,
  promo_bar: promoBarSchema,
  targeted_banner: targetedBannerSchema,
  gift_block: giftBlockSchema,
  box_block_serp: boxBlockSerpSchema,
  search_suggestions: searchSuggestionsSchema,
  seo_text: seoTextSchema,
  weekend_ideas: weekendIdeasSchema,
};

describe.each(engines)('catalogue on $name', (engine) => {
  let db: Db;
  const answer: Record<string, unknown> = {};

  beforeAll(async () => {
    db = await openSeeded(engine);
    answers.set(engine.name, answer);
  });
  afterAll(() => closeDatabase(db));

  it('runs on the expected engine', () => {
    expect(engineOf(db)).toBe(engine.name);
  });

  it('creates every table of the schema, and migrating again does nothing', async () => {
    for (const table of CATALOGUE_TABLES) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n), table).toBeGreaterThanOrEqual(0);
    }
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('generates ids for the tables visitors write to', async () => {
    const event = (name: string, at: string) => ({
      pos: 'fr-fr',
      client_id: 'c1',
      name,
      payload: '{}',
      created_at: at,
    });
    const first = await db
      .insertInto('analytics_events')
      .values(event('page_view', '2026-11-22T10:00:00.000Z'))
      .returning('id')
      .executeTakeFirstOrThrow();
    const second = await db
      .insertInto('analytics_events')
      .values(event('page_view', '2026-11-22T10:00:01.000Z'))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(second.id).toBeGreaterThan(first.id);
    await db.deleteFrom('analytics_events').where('id', 'in', [first.id, second.id]).execute();
  });

  it('counts the catalogue', async () => {
    const counts = await catalogueCounts(db);
    expect(counts.offers).toBeGreaterThan(200);
    expect(counts.publishedOffers).toBeGreaterThan(0);
    expect(counts.hotels).toBeGreaterThan(50);
    expect(counts.citiesWithCoordinates).toBeGreaterThanOrEqual(150);
    expect(counts.reviewLanguages.length).toBeGreaterThanOrEqual(4);
    expect(counts.marketsWithContent).toEqual(MARKETS.map((m) => m.code).sort());
    answer.counts = counts;
  });

  it('has availability for 12 months from today, with some full and some closed days', async () => {
    const counts = await catalogueCounts(db);
    expect(counts.firstAvailableDay).toBe(TEST_TODAY);
    expect(counts.lastAvailableDay).toBe(addDays(TEST_TODAY, 364));
    expect(counts.availabilityMonths).toBeGreaterThanOrEqual(12);
    const full = await db
      .selectFrom('offer_days')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rooms_left', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(full.n)).toBeGreaterThan(0);
    const total = await db
      .selectFrom('offer_days')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const offers = await db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // Fewer rows than offers x 365: closed days have no row.
    expect(Number(total.n)).toBeLessThan(Number(offers.n) * 365);
    expect(Number(total.n)).toBeGreaterThan(Number(offers.n) * 300);
    const twoNights = await db
      .selectFrom('offer_days')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('min_los', '=', 2)
      .executeTakeFirstOrThrow();
    expect(Number(twoNights.n)).toBeGreaterThan(0);
  });

  it('caches from_price_cents as the cheapest bookable stay for the offer nights, 2 adults', async () => {
    const offers = await db
      .selectFrom('offers')
      .select(['id', 'nights', 'published', 'from_price_cents', 'from_ref_price_cents'])
      .orderBy('id')
      .limit(60)
      .execute();
    const ids = offers.map((o) => o.id);
    const days = await db
      .selectFrom('offer_days')
      .select(['offer_id', 'day', 'sell_cents', 'ref_cents', 'min_los', 'rooms_left'])
      .where('offer_id', 'in', ids)
      .orderBy('offer_id')
      .orderBy('day')
      .execute();
    const byOffer = new Map<number, Map<string, (typeof days)[number]>>();
    for (const d of days) {
      if (!byOffer.has(d.offer_id)) byOffer.set(d.offer_id, new Map());
      byOffer.get(d.offer_id)!.set(d.day, d);
    }
    let checked = 0;
    for (const offer of offers) {
      const map = byOffer.get(offer.id) ?? new Map();
      let best: { sell: number; ref: number } | undefined;
      for (let i = 0; i < 365; i++) {
        const checkin = addDays(TEST_TODAY, i);
        const first = map.get(checkin);
        if (!first || first.min_los > offer.nights) continue;
        let sell = 0;
        let ref = 0;
        let ok = true;
        for (let n = 0; n < offer.nights; n++) {
          const night = map.get(addDays(checkin, n));
          if (!night || night.rooms_left <= 0) {
            ok = false;
            break;
          }
          sell += night.sell_cents;
          ref += night.ref_cents;
        }
        if (ok && (!best || sell < best.sell)) best = { sell, ref };
      }
      if (offer.published === 1) {
        expect(best, `offer ${offer.id}`).toBeDefined();
        expect(offer.from_price_cents, `offer ${offer.id}`).toBe(best!.sell);
        expect(offer.from_ref_price_cents, `offer ${offer.id}`).toBe(best!.ref);
        expect(offer.from_ref_price_cents).toBeGreaterThanOrEqual(offer.from_price_cents);
        checked++;
      } else {
        expect(best).toBeUndefined();
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('keeps hotels consistent with their facilities and reviews', async () => {
    const hotels = await db
      .selectFrom('hotels')
      .select(['id', 'pets_allowed', 'review_count', 'review_average', 'stars'])
      .orderBy('id')
      .execute();
    const pets = new Set(
      (
        await db
          .selectFrom('hotel_facilities')
          .select('hotel_id')
          .where('facility_code', '=', 'pets')
          .execute()
      ).map((r) => r.hotel_id),
    );
    const reviews = await db
      .selectFrom('reviews')
      .select((eb) => ['hotel_id', eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('average').as('avg')])
      .groupBy('hotel_id')
      .execute();
    const byHotel = new Map(reviews.map((r) => [r.hotel_id, r]));
    const facilityCounts = await db
      .selectFrom('hotel_facilities')
      .select((eb) => ['hotel_id', eb.fn.countAll<number>().as('n')])
      .groupBy('hotel_id')
      .execute();
    expect(facilityCounts).toHaveLength(hotels.length);
    for (const f of facilityCounts) {
      expect(Number(f.n)).toBeGreaterThanOrEqual(5);
      expect(Number(f.n)).toBeLessThanOrEqual(12);
    }
    for (const h of hotels) {
      expect(h.pets_allowed === 1, `hotel ${h.id} pets`).toBe(pets.has(h.id));
      expect(h.stars).toBeGreaterThanOrEqual(2);
      expect(h.stars).toBeLessThanOrEqual(5);
      const r = byHotel.get(h.id);
      expect(h.review_count).toBe(r ? Number(r.n) : 0);
      if (!r) expect(h.review_average).toBeNull();
      else {
        expect(h.review_average).toBeGreaterThanOrEqual(6);
        expect(h.review_average).toBeLessThanOrEqual(9.8);
        expect(Math.abs(h.review_average! - Number(r.avg))).toBeLessThanOrEqual(0.3);
      }
    }
  });

  it('writes offer texts and programme lines in every catalogue language', async () => {
    const rows = await db
      .selectFrom('offer_translations')
      .select((eb) => ['language', eb.fn.countAll<number>().as('n')])
      .groupBy('language')
      .orderBy('language')
      .execute();
    const offers = Number(
      (
        await db
          .selectFrom('offers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(rows.map((r) => r.language)).toEqual(['en', 'es', 'fr', 'it', 'nl']);
    for (const r of rows) expect(Number(r.n)).toBe(offers);
    const lines = await db
      .selectFrom('program_lines')
      .select('text')
      .where('offer_id', '=', 1)
      .where('language', '=', 'fr')
      .execute();
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const l of lines) expect(l.text).not.toMatch(/\{\w+\}/);
  });

  it('stores content for every market and flow that parses with the domain schemas', async () => {
    const rows = await db
      .selectFrom('content_entries')
      .select(['id', 'market', 'kind', 'flow', 'data'])
      .execute();
    for (const row of rows) {
      const schema = schemaOfKind[row.kind];
      expect(schema, row.kind).toBeDefined();
      expect(parseContent(schema, row.data), `${row.market} ${row.kind} #${row.id}`).toBeDefined();
    }
    const homes: Record<string, unknown> = {};
    for (const market of MARKETS) {
      for (const flow of FLOWS) {
        const home = await getHomeContent(market, flow, db);
        expect(home, `${market.code} ${flow}`).toBeDefined();
        expect(home!.blocks.length).toBeGreaterThanOrEqual(5);
        expect(home!.blocks.some((b) => b.__typename === 'MainUsp')).toBe(true);
        homes[`${market.code}/${flow}`] = home!.jumbotron.title;
      }
      // The hotel flow has no home of its own: it falls back to booking.
      expect(await getHomeContent(market, 'hotel', db)).toEqual(await getHomeContent(market, 'booking', db));
      const gifting = await getHomeContent(market, 'gifting', db);
      expect(
        gifting!.blocks.some(
          (b) => b.__typename === 'BoxesByCode' && (b.boxCodes ?? []).every((c) => c.endsWith('-EBOX')),
        ),
      ).toBe(true);
      for (const page of ['home', 'search', 'product'] as const) {
        expect(
          (await getAnnouncementBanners(market, page, 'booking', db)).length,
          `${market.code} ${page}`,
        ).toBeGreaterThan(0);
      }
      expect((await getPromoBars(market, db)).length).toBeGreaterThan(0);
      const gift = await getGiftBlock(market, db);
      expect(gift?.boxURL).toBe(`/${market.code}/boxes`);
      expect(gift?.giftcardURL).toBe(`/${market.code}/giftcard/customization`);
      const articles = await getArticles(market, 12, db);
      expect(articles).toHaveLength(12);
      expect(articles.map((a) => a.publishedOn)).toEqual(
        [...articles.map((a) => a.publishedOn)].sort().reverse(),
      );
    }
    const booking = await getHomeContent(MARKETS[0], 'booking', db);
    expect(
      booking!.blocks.find(
        (b) => b.__typename === 'TopSearchResults' && b.searchParams?.url === '/fr-fr/search?theme=26',
      ),
    ).toBeDefined();
    answer.homes = homes;
  });

  it('counts the offers behind the suggestion links', async () => {
    const row = await db
      .selectFrom('content_entries')
      .select('data')
      .where('market', '=', 'fr-fr')
      .where('kind', '=', 'search_suggestions')
      .executeTakeFirstOrThrow();
    const suggestions = parseContent(searchSuggestionsSchema, row.data)!;
    expect(suggestions.links.length).toBeGreaterThan(0);
    const link = suggestions.links[0];
    const cityId = Number(new URL(link.url, 'http://x').searchParams.get('city'));
    const count = await db
      .selectFrom('offers')
      .innerJoin('hotels', 'hotels.id', 'offers.hotel_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('hotels.city_id', '=', cityId)
      .where('offers.published', '=', 1)
      .where('offers.kind', '=', 'weekend')
      .executeTakeFirstOrThrow();
    expect(link.numberOfOffers).toBe(Number(count.n));
  });

  it('lists themes with their names in a language', async () => {
    const themes = await listThemes('fr', db);
    expect(themes.find((t) => t.id === 26)).toMatchObject({ name: 'Bien-être', reduced: true });
    expect(themes.map((t) => t.id)).toEqual(expect.arrayContaining([26, 23, 19, 39]));
    answer.themes = themes;
  });

  it('finds places by prefix, ignoring accents and case, cities by population first', async () => {
    const paris = await searchPlaces('fr', 'PAR', 10, db);
    expect(paris[0]).toMatchObject({ type: 'city', name: 'Paris', countryCode: 'FR' });
    const malaga = await searchPlaces('es', 'malaga', 10, db);
    expect(malaga.map((p) => p.name)).toContain('Málaga');
    const accented = await searchPlaces('fr', 'Málaga', 10, db);
    expect(accented.map((p) => p.id)).toEqual(
      malaga.filter((p) => accented.some((a) => a.id === p.id)).map((p) => p.id),
    );
    const brussels = await searchPlaces('nl', 'brus', 5, db);
    expect(brussels[0]).toMatchObject({ type: 'city', name: 'Brussel' });
    // A word inside the name matches too; wildcards in the input are plain text.
    expect((await searchPlaces('fr', 'michel', 30, db)).some((p) => p.name.includes('Saint-Michel'))).toBe(
      true,
    );
    expect(await searchPlaces('fr', '%', 10, db)).toEqual([]);
    expect(await searchPlaces('fr', '   ', 10, db)).toEqual([]);
    const cities = (await searchPlaces('fr', 'sa', 30, db)).filter((p) => p.type === 'city');
    for (let i = 1; i < cities.length; i++) {
      if (
        cities[i].name.toLowerCase().startsWith('sa') &&
        cities[i - 1].name.toLowerCase().startsWith('sa')
      ) {
        expect(cities[i].population).toBeLessThanOrEqual(cities[i - 1].population);
      }
    }
    const place = await getPlace(paris[0].id, 'it', db);
    expect(place).toMatchObject({ id: paris[0].id, name: 'Parigi', type: 'city' });
    expect(place!.parentName).toBeTruthy();
    expect(await getPlace(999_999, 'fr', db)).toBeUndefined();
    answer.places = { paris, malaga, brussels, place };
  });
});

describe('both engines', () => {
  it.runIf(engines.length > 1)('give the same answers', () => {
    const [a, b] = engines.map((e) => answers.get(e.name));
    expect(a).toBeDefined();
    expect(b).toEqual(a);
  });
});
