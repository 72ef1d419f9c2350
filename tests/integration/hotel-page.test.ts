/**
 * The hotel page. On every engine: its offers priced for dates equal an independent sum over
 * offer_days, an unknown hotel is nothing, an inactive one is still there (flagged), and the data of
 * the information modals is read. Through the production build (`npm run build` first, SQLite): the
 * 404 page, the canonical slug's 301, noindex for an inactive hotel, each `?info=` state and the
 * offer detail rendered by the server.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import hotelFr from '../../locales/fr/hotel.json';
import hotelNl from '../../locales/nl/hotel.json';
import { addDays } from '~/domain/calendar/dates';
import { distanceKm } from '~/domain/geo';
import { findMarket } from '~/domain/market';
import { NEARBY_RADIUS_KM } from '~/domain/product/hotel-nearby';
import { HOTEL_INFO_STATES } from '~/domain/product/hotel-page';
import type { Db } from '~/server/db/db.server';
import { loadHotelPage } from '~/server/product/hotel-page.server';
import { closeDatabase, engines, openSeeded, TEST_NOW, TEST_TODAY } from './databases';

const market = findMarket('fr-fr')!;
const CHECKIN = addDays(TEST_TODAY, 12);

/** An active hotel whose offers are of several rooms. */
async function aHotelWithRooms(db: Db) {
  const rows = await db
    .selectFrom('offers as o')
    .innerJoin('hotels as h', 'h.id', 'o.hotel_id')
    .select(['o.hotel_id', 'h.slug', (eb) => eb.fn.count<number>('o.room_id').distinct().as('rooms')])
    .where('o.published', '=', 1)
    .where('h.active', '=', 1)
    .groupBy(['o.hotel_id', 'h.slug'])
    .orderBy('o.hotel_id')
    .execute();
  const hotel = rows.find((r) => Number(r.rooms) > 1);
  expect(hotel, 'a hotel with offers in several rooms').toBeDefined();
  return { id: hotel!.hotel_id, slug: hotel!.slug };
}

/** The price of a stay as the catalogue defines it: the nights' sell prices plus the supplements. */
async function independentTotal(db: Db, offerId: number, checkin: string, nights: number, adults: number) {
  const offer = await db
    .selectFrom('offers')
    .select(['min_nights', 'max_nights', 'max_adults', 'max_occupancy', 'extra_adult_cents'])
    .where('id', '=', offerId)
    .executeTakeFirstOrThrow();
  if (offer.max_adults < adults || offer.max_occupancy < adults) return null;
  if (nights < offer.min_nights || nights > offer.max_nights) return null;
  const days = await db
    .selectFrom('offer_days')
    .select(['day', 'sell_cents', 'rooms_left', 'min_los'])
    .where('offer_id', '=', offerId)
    .where('day', '>=', checkin)
    .where('day', '<', addDays(checkin, nights))
    .orderBy('day')
    .execute();
  if (days.length !== nights || days.some((d) => d.rooms_left <= 0) || days[0].min_los > nights) return null;
  const sum = days.reduce((total, d) => total + d.sell_cents, 0);
  return sum + Math.max(adults - 2, 0) * offer.extra_adult_cents * nights;
}

describe.each(engines)('hotel page data on $name', (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(engine);
  }, 180_000);
  afterAll(() => closeDatabase(db));

  it("prices every room's offers for the dates as the sum of their nights, for the travellers", async () => {
    const hotel = await aHotelWithRooms(db);
    let priced = 0;
    for (const adults of [2, 3]) {
      for (const nights of [1, 2, 3]) {
        const stay = {
          checkin: CHECKIN,
          checkout: addDays(CHECKIN, nights),
          nights,
          adults,
          children: 0,
          babies: 0,
        };
        const page = await loadHotelPage(db, { hotelId: hotel.id, market, stay });
        expect(page).toBeDefined();
        expect(page!.roomsApply).toBe(true);
        const offers = page!.rooms.flatMap((r) => r.offers);
        expect(offers.length).toBeGreaterThan(1);
        for (const offer of offers) {
          const total = await independentTotal(db, offer.id, CHECKIN, nights, adults);
          if (total === null) {
            expect(offer.price, `offer ${offer.id}, ${nights} nights, ${adults} adults`).toBeNull();
            continue;
          }
          priced++;
          expect(offer.price).toEqual({
            totalCents: Math.ceil(total / 100) * 100,
            refCents: expect.any(Number),
            perNightCents: Math.ceil(total / nights),
            promoPercent: expect.any(Number),
            nights,
          });
          expect(offer.cancellation.kind).not.toBe('no-dates');
        }
      }
    }
    expect(priced).toBeGreaterThan(0);
  });

  it('shows "from" prices and no cancellation deadline without dates', async () => {
    const hotel = await aHotelWithRooms(db);
    const page = await loadHotelPage(db, {
      hotelId: hotel.id,
      market,
      stay: { adults: 2, children: 0, babies: 0 },
    });
    const offers = page!.rooms.flatMap((r) => r.offers);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.price?.totalCents).toBeGreaterThan(0);
      expect(['no-dates', 'ncnr']).toContain(offer.cancellation.kind);
    }
    expect(page!.noAvailability).toBe(false);
    expect(page!.datesLabel).toBeNull();
  });

  it('reads the information of the modals: address, hours, facilities, pets and local tax', async () => {
    const hotel = await aHotelWithRooms(db);
    const page = await loadHotelPage(db, {
      hotelId: hotel.id,
      market,
      stay: { adults: 2, children: 0, babies: 0 },
    });
    const row = await db
      .selectFrom('hotels')
      .selectAll()
      .where('id', '=', hotel.id)
      .executeTakeFirstOrThrow();
    expect(page!.hotel).toMatchObject({
      address: row.address,
      postcode: row.postcode,
      checkinTime: row.checkin_time,
      checkoutTime: row.checkout_time,
      pets: { allowed: row.pets_allowed === 1, maxNumber: row.pets_max_number },
      localTax: { type: row.local_tax_type, amountCents: row.local_tax_cents },
    });
    const facilities = await db
      .selectFrom('hotel_facilities')
      .select('facility_code')
      .where('hotel_id', '=', hotel.id)
      .execute();
    expect(page!.hotel.facilities.map((f) => f.code).sort()).toEqual(
      facilities.map((f) => f.facility_code).sort(),
    );
    expect(page!.hotel.facilities.every((f) => f.label.length > 0)).toBe(true);
  });

  it('lists active hotels nearby, nearest first, never the hotel itself', async () => {
    // a hotel with another active one well within the radius
    const all = await db.selectFrom('hotels').select(['id', 'lat', 'lng']).where('active', '=', 1).execute();
    const found = all.find((h) => all.some((o) => o.id !== h.id && distanceKm(h, o) < NEARBY_RADIUS_KM / 2));
    expect(found, 'a hotel with a neighbour').toBeDefined();
    const hotel = { id: found!.id };
    const page = await loadHotelPage(db, {
      hotelId: hotel.id,
      market,
      stay: { adults: 2, children: 0, babies: 0 },
    });
    const nearby = page!.nearby;
    expect(nearby.length).toBeGreaterThan(0);
    expect(nearby.map((h) => h.id)).not.toContain(hotel.id);
    const distances = nearby.map((h) => h.distanceKm);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('knows nothing of an unknown hotel and still shows an inactive one, flagged', async () => {
    expect(
      await loadHotelPage(db, { hotelId: 987_654_321, market, stay: { adults: 2, children: 0, babies: 0 } }),
    ).toBeUndefined();
    const hotel = await aHotelWithRooms(db);
    await db.updateTable('hotels').set({ active: 0 }).where('id', '=', hotel.id).execute();
    try {
      const page = await loadHotelPage(db, {
        hotelId: hotel.id,
        market,
        stay: { adults: 2, children: 0, babies: 0 },
      });
      expect(page?.hotel.active).toBe(false);
    } finally {
      await db.updateTable('hotels').set({ active: 1 }).where('id', '=', hotel.id).execute();
    }
  });
});

describe('hotel page of the production build', () => {
  const ROOT = path.resolve(import.meta.dirname, '../..');
  const BUILD = path.join(ROOT, 'build/server/index.js');
  const sqlite = engines.find((engine) => engine.name === 'sqlite')!;
  let handler: ReturnType<typeof createRequestHandler>;
  let db: Db;
  let hotel: { id: number; slug: string };
  let inactive: { id: number; slug: string };

  beforeAll(async () => {
    if (!existsSync(BUILD))
      throw new Error(`${BUILD} is missing: run \`npm run build\` first (npm test does).`);
    const url = sqlite.url();
    db = await openSeeded(sqlite, undefined, undefined, url);
    process.env.DATABASE_URL = url;
    process.env.SHOP_NOW = TEST_NOW;
    hotel = await aHotelWithRooms(db);
    inactive = await db
      .selectFrom('hotels')
      .select(['id', 'slug'])
      .where('id', '!=', hotel.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db.updateTable('hotels').set({ active: 0 }).where('id', '=', inactive.id).execute();
    const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
    handler = createRequestHandler(build, 'production');
  }, 180_000);
  afterAll(() => closeDatabase(db));

  const get = (target: string) =>
    handler(
      new Request(`http://127.0.0.1${target}`, { headers: { Accept: 'text/html' }, redirect: 'manual' }),
    );
  const visible = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const text = (s: string) => s.replace(/'/g, '&#x27;');

  it('renders the hotel with its rooms, the Hotel JSON-LD and an index robots header', async () => {
    const response = await get(`/fr-fr/hotel/${hotel.id}/${hotel.slug}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect(html).toContain('"@type":"Hotel"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/fr-fr\/hotel\/\d+\/[^"?]+"/);
    expect(html.match(/<link rel="alternate" hrefLang="(?!x-default)/g)).toHaveLength(6);
    expect(html).toContain('id="products"');
    expect(visible(html)).toContain(text(hotelFr.offers.select));
  });

  it('answers an unknown hotel with the 404 page', async () => {
    for (const target of ['/fr-fr/hotel/987654321/nowhere', '/fr-fr/hotel/abc']) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      await response.text();
    }
  });

  it('redirects a wrong or missing slug to the canonical address, query kept', async () => {
    const response = await get(`/fr-fr/hotel/${hotel.id}/old-name?a=3&checkin=${CHECKIN}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(
      `/fr-fr/hotel/${hotel.id}/${hotel.slug}?a=3&checkin=${CHECKIN}`,
    );
  });

  it('turns anchor=products into the #products fragment', async () => {
    const response = await get(`/fr-fr/hotel/${hotel.id}/${hotel.slug}?anchor=products&a=3`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/fr-fr/hotel/${hotel.id}/${hotel.slug}?a=3#products`);
  });

  it('still shows an inactive hotel, with noindex', async () => {
    const response = await get(`/fr-fr/hotel/${inactive.id}/${inactive.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, follow');
    await response.text();
  });

  it.each(HOTEL_INFO_STATES)('renders the information modal ?info=%s with its close link', async (info) => {
    const response = await get(`/nl-nl/hotel/${hotel.id}/${hotel.slug}?info=${info}&a=3`);
    const html = visible(await response.text());
    expect(response.status).toBe(200);
    const dialog = /<dialog[^>]*open[^>]*>([\s\S]*?)<\/dialog>/.exec(html)?.[1];
    expect(dialog, info).toBeDefined();
    expect(dialog).toMatch(/<a[^>]+aria-label="Sluiten"[^>]+href="\/nl-nl\/hotel\/\d+\/[^"?]+\?a=3"/);
    expect(dialog).toContain(text(hotelNl.info[info].title));
  });

  it("asks for dates when an offer is selected without them, and shows the offer's detail with them", async () => {
    const page = await loadHotelPage(db, {
      hotelId: hotel.id,
      market,
      stay: { checkin: CHECKIN, checkout: addDays(CHECKIN, 2), nights: 2, adults: 2, children: 0, babies: 0 },
    });
    const offer = page!.rooms.flatMap((r) => r.offers).find((o) => o.price !== null);
    expect(offer, 'an offer bookable for the dates').toBeDefined();
    const undated = visible(
      await (await get(`/fr-fr/hotel/${hotel.id}/${hotel.slug}?offer=${offer!.id}`)).text(),
    );
    expect(undated).toContain(hotelFr.stay.chooseDates);
    expect(undated).not.toMatch(/<dialog/);
    const dated = visible(
      await (
        await get(
          `/fr-fr/hotel/${hotel.id}/${hotel.slug}?checkin=${CHECKIN}&checkout=${addDays(CHECKIN, 2)}&offer=${offer!.id}`,
        )
      ).text(),
    );
    const dialog = /<dialog[^>]*>([\s\S]*?)<\/dialog>/.exec(dated)?.[1] ?? '';
    expect(dialog).toContain(text(hotelFr.offers.program));
    expect(dialog).toMatch(
      new RegExp(
        `href="/fr-fr/stay/${offer!.id}/[^"?]+\\?checkin=${CHECKIN}&amp;checkout=${addDays(CHECKIN, 2)}&amp;nights=2"`,
      ),
    );
  });
});
