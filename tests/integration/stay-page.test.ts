/**
 * The stay page and its JSON API on a real seeded catalogue, on both engines: the price for chosen
 * dates and travellers is the sum of its nights in offer_days with the supplements (computed here
 * independently), unknown ids are 404, an unpublished stay is 'Too late!' (410), and the APIs answer
 * 400 naming the field, 404 or their schema.
 */
import { bumpCatalogueVersion } from '~/server/cache/catalogue-version.server';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '~/domain/calendar/dates';
import { apiErrorBody } from '~/domain/api/query';
import { productOffersResponse, weekendDetailResponse } from '~/domain/api/product';
import type { StayPageData, TooLateData } from '~/domain/product/stay-page';
import type { Db } from '~/server/db/db.server';
import { closeDatabase, engines, openSeeded, TEST_TODAY } from './databases';

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

interface Case {
  offerId: number;
  slug: string;
  checkin: string;
  nights: number;
  adults: number;
  children: number;
  expectedCents: number;
}

describe.each(engines)('stay page on $name', (engine) => {
  let db: Db;
  const saved = { DATABASE_URL: process.env.DATABASE_URL, SESSION_SECRET: process.env.SESSION_SECRET };
  let closeShared: () => Promise<void>;

  beforeAll(async () => {
    const url = engine.url();
    db = await openSeeded(engine, undefined, undefined, url);
    process.env.DATABASE_URL = url;
    process.env.SESSION_SECRET ??= 'integration-tests-only-secret-0123456789';
    vi.resetModules();
    closeShared = (await import('~/server/db/db.server')).closeDb;
  }, 180_000);

  afterAll(async () => {
    await closeShared?.();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await closeDatabase(db);
  });

  async function page(path: string, params: Record<string, string>): Promise<unknown> {
    const { loader } = (await import('~/routes/stay')) as unknown as { loader: Loader };
    try {
      return await loader({ request: new Request(`http://shop.test${path}`), params, context: {} });
    } catch (thrown) {
      return thrown;
    }
  }

  async function api(module: 'weekend-detail' | 'product-offers', path: string, id: string) {
    const { loader } = (await import(`~/routes/api/${module}.ts`)) as { loader: Loader };
    const response = (await loader({
      request: new Request(`http://shop.test${path}`),
      params: { id },
      context: {},
    })) as Response;
    return { status: response.status, body: (await response.json()) as unknown };
  }

  /**
   * Stays found in offer_days with every night open: the expected price is the sum of the nights'
   * sell prices for two adults plus the supplements per night, rounded up to whole euros.
   */
  async function cases(): Promise<Case[]> {
    const offers = await db
      .selectFrom('offers')
      .select([
        'id',
        'slug',
        'max_adults',
        'max_children',
        'max_occupancy',
        'extra_adult_cents',
        'child_cents',
        'min_nights',
        'max_nights',
      ])
      .where('published', '=', 1)
      .where('kind', '=', 'weekend')
      .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', TEST_TODAY)]))
      .orderBy('max_occupancy', 'desc')
      .orderBy('id')
      .limit(6)
      .execute();
    const found: Case[] = [];
    for (const [i, offer] of offers.entries()) {
      // A length the offer sells: within its minimum and maximum stay.
      const nights = Math.min(Math.max(1 + (i % 3), offer.min_nights), offer.max_nights);
      const adults = Math.min(offer.max_adults, 2 + (i % 2));
      const children = Math.min(offer.max_children, offer.max_occupancy - adults, i % 2);
      const days = await db
        .selectFrom('offer_days')
        .selectAll()
        .where('offer_id', '=', offer.id)
        .where('day', '>', addDays(TEST_TODAY, 10))
        .orderBy('day')
        .limit(60)
        .execute();
      const byDay = new Map(days.map((d) => [d.day, d]));
      for (const first of days) {
        if (first.min_los > nights) continue;
        const stay = Array.from({ length: nights }, (_, n) => byDay.get(addDays(first.day, n)));
        if (stay.some((d) => !d || d.rooms_left <= 0)) continue;
        const nightsSum = stay.reduce((sum, d) => sum + d!.sell_cents, 0);
        const supplements =
          (Math.max(adults - 2, 0) * offer.extra_adult_cents + children * offer.child_cents) * nights;
        found.push({
          offerId: offer.id,
          slug: offer.slug,
          checkin: first.day,
          nights,
          adults,
          children,
          expectedCents: Math.ceil((nightsSum + supplements) / 100) * 100,
        });
        break;
      }
    }
    return found;
  }

  it('prices the chosen dates and travellers night by night, with the supplements', async () => {
    const all = await cases();
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.some((c) => c.adults > 2 || c.children > 0)).toBe(true);
    for (const c of all) {
      const query = `checkin=${c.checkin}&checkout=${addDays(c.checkin, c.nights)}&a=${c.adults}&c=${c.children}`;
      const data = (await page(`/fr-fr/stay/${c.offerId}/${c.slug}?${query}`, {
        market: 'fr-fr',
        offerId: String(c.offerId),
        slug: c.slug,
      })) as StayPageData;
      expect(data.price, `${c.offerId} ${query}`).not.toBeNull();
      expect(data.price!.sellCents).toBe(c.expectedCents);
      expect(data.price!.nights).toBe(c.nights);
      expect(data.unavailable).toBe(false);

      const offers = await api(
        'product-offers',
        `/api/product/${c.offerId}/offers?locale=fr_FR&checkin=${c.checkin}&nights=${c.nights}&adult=${c.adults}&child=${c.children}`,
        String(c.offerId),
      );
      expect(offers.status).toBe(200);
      const own = productOffersResponse.parse(offers.body).items.find((i) => i.weekendId === c.offerId);
      expect(own?.priceInfo.sellPrice).toBe(c.expectedCents);
    }
  });

  it('redirects a wrong slug to the canonical one, keeping the query', async () => {
    const [c] = await cases();
    const answer = (await page(`/fr-fr/stay/${c.offerId}/wrong?a=3`, {
      market: 'fr-fr',
      offerId: String(c.offerId),
      slug: 'wrong',
    })) as Response;
    expect(answer.status).toBe(301);
    expect(answer.headers.get('Location')).toBe(`/fr-fr/stay/${c.offerId}/${c.slug}?a=3`);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const offerId of ['99999999', 'abc', '0']) {
      const answer = (await page(`/fr-fr/stay/${offerId}`, { market: 'fr-fr', offerId })) as {
        status?: number;
        init?: ResponseInit;
      };
      // A thrown Response, or data with its status (the not-found page's title).
      expect(answer.status ?? answer.init?.status).toBe(404);
    }
  });

  it("answers 410 'Too late!' with the hotel's other offers for an unpublished stay", async () => {
    const hotel = await db
      .selectFrom('offers')
      .select(['hotel_id', (eb) => eb.fn.count<number>('id').as('n')])
      .where('published', '=', 1)
      .groupBy('hotel_id')
      .having((eb) => eb.fn.count('id'), '>=', 3)
      .orderBy('hotel_id')
      .executeTakeFirstOrThrow();
    const offer = await db
      .selectFrom('offers')
      .select(['id', 'slug'])
      .where('hotel_id', '=', hotel.hotel_id)
      .where('published', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('offers').set({ published: 0 }).where('id', '=', offer.id).execute();
    // Every catalogue write moves the version on: cached pages of the offer are not served again.
    await bumpCatalogueVersion(db);
    const thrown = (await page(`/fr-fr/stay/${offer.id}/${offer.slug}`, {
      market: 'fr-fr',
      offerId: String(offer.id),
      slug: offer.slug,
    })) as { data: TooLateData; init: ResponseInit };
    expect(thrown.init.status).toBe(410);
    expect(thrown.data.tooLate).toBe(true);
    expect(thrown.data.otherOffers.length).toBeGreaterThan(0);
    expect(thrown.data.otherOffers.every((card) => card.id !== offer.id)).toBe(true);
    expect(thrown.data.hotelHref).toContain(`/fr-fr/hotel/${hotel.hotel_id}/`);

    const detail = await api(
      'weekend-detail',
      `/api/weekend/${offer.id}/detail.json?locale=fr_FR`,
      String(offer.id),
    );
    expect(detail.status).toBe(200);
    expect(weekendDetailResponse.parse(detail.body).onSale).toBe(false);
  });

  it("answers the stay's detail in the market's language", async () => {
    const [c] = await cases();
    const detail = await api(
      'weekend-detail',
      `/api/weekend/${c.offerId}/detail.json?locale=es_ES`,
      String(c.offerId),
    );
    expect(detail.status).toBe(200);
    const body = weekendDetailResponse.parse(detail.body);
    const label = await db
      .selectFrom('offer_translations')
      .select('label')
      .where('offer_id', '=', c.offerId)
      .where('language', '=', 'es')
      .executeTakeFirstOrThrow();
    expect(body.label).toBe(label.label);
    expect(body.programLine.length).toBeGreaterThan(0);
    expect(body.uri).toBe(`/es-es/stay/${c.offerId}/${c.slug}`);
  });

  it('refuses bad input naming the field, and unknown ids with 404', async () => {
    const bad = await api('product-offers', '/api/product/1/offers?locale=xx_XX&checkin=2026-13-01', '1');
    expect(bad.status).toBe(400);
    const fields = apiErrorBody.parse(bad.body).error.fields?.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['locale', 'checkin']));
    const badId = await api('weekend-detail', '/api/weekend/x/detail.json', 'x');
    expect(badId.status).toBe(400);
    expect(apiErrorBody.parse(badId.body).error.fields?.[0].field).toBe('id');
    expect((await api('weekend-detail', '/api/weekend/99999999/detail.json', '99999999')).status).toBe(404);
    expect(
      (await api('product-offers', '/api/product/99999999/offers?checkin=2026-12-05', '99999999')).status,
    ).toBe(404);
  });
});
