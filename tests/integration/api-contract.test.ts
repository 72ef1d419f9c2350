/**
 * The JSON API keeps the contract its schemas state (app/domain/api), on a real seeded catalogue:
 * each answer parses with the endpoint's response schema (the types the browser's client trusts),
 * and bad input is a 400 whose body names the fields at fault.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  checkinPricesResponse,
  checkoutNightsResponse,
  hotelAvailabilitiesResponse,
} from '~/domain/api/availability';
import { apiErrorBody } from '~/domain/api/query';
import {
  activityOnlyResponse,
  mapSearchResponse,
  searchFacetsResponse,
  searchOffersResponse,
} from '~/domain/api/search';
import { suggestionsResponse } from '~/domain/api/suggestions';
import type { Db } from '~/server/db/db.server';
import { closeDatabase, engines, openSeeded } from './databases';

type Loader = (args: LoaderFunctionArgs) => Promise<Response> | Response;

const ROUTES = {
  autocomplete: () => import('~/routes/api/autocomplete-geonames'),
  recommended: () => import('~/routes/api/recommended-autocomplete'),
  offers: () => import('~/routes/api/search-offers'),
  facets: () => import('~/routes/api/search-facets'),
  activities: () => import('~/routes/api/search-activity-only'),
  checkinPrices: () => import('~/routes/api/weekend-checkin-prices'),
  checkoutNights: () => import('~/routes/api/weekend-checkout-nights'),
  hotelDays: () => import('~/routes/api/hotel-availabilities'),
};

describe.each(engines)('JSON API contract on $name', (engine) => {
  let db: Db;
  const saved = { DATABASE_URL: process.env.DATABASE_URL, SESSION_SECRET: process.env.SESSION_SECRET };
  let closeShared: () => Promise<void>;

  beforeAll(async () => {
    const url = engine.url();
    db = await openSeeded(engine, undefined, undefined, url);
    // The routes read the process-wide database of DATABASE_URL: fresh modules read this one.
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

  async function call(route: keyof typeof ROUTES, path: string, params: Record<string, string> = {}) {
    const loader = (await ROUTES[route]()).loader as Loader;
    const response = await loader({
      request: new Request(`http://shop.test${path}`),
      params,
      context: {},
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  async function answer<S extends z.ZodTypeAny>(
    schema: S,
    ...args: Parameters<typeof call>
  ): Promise<z.infer<S>> {
    const { status, body } = await call(...args);
    expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
    return schema.parse(body);
  }

  async function refused(...args: Parameters<typeof call>) {
    const { status, body } = await call(...args);
    expect(status).toBe(400);
    const { error } = apiErrorBody.parse(body);
    expect(error.code).toBe('INVALID_INPUT');
    return error.fields ?? [];
  }

  it('suggests places for typed text and the market’s popular destinations', async () => {
    const popular = await answer(
      suggestionsResponse,
      'recommended',
      '/api/recommendedAutocomplete.json?locale=fr_FR',
    );
    expect(popular.length).toBeGreaterThan(0);
    const term = popular[0].label.slice(0, 3);
    const places = await answer(
      suggestionsResponse,
      'autocomplete',
      `/api/autocomplete-geonames.json?locale=fr_FR&term=${encodeURIComponent(term)}&maxResults=5`,
    );
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(5);
    expect(places.map((p) => p.label)).toContain(popular[0].label);
  });

  it('answers a page of offers, the map’s hotels and one hotel’s best offer', async () => {
    const page = await answer(
      searchOffersResponse,
      'offers',
      '/api/search/offers.json?locale=fr_FR&country=FR',
    );
    expect(page.exactMatch.length).toBeGreaterThan(0);
    expect(page.searchDetails.totalCount).toBeGreaterThanOrEqual(page.exactMatch.length);

    const map = await answer(
      mapSearchResponse,
      'offers',
      '/api/search/offers.json?locale=fr_FR&country=FR&performMapSearch=true',
    );
    expect(map.exactMatch.length).toBeGreaterThan(0);
    const hotelId = page.exactMatch[0].hotel.id;
    expect(map.exactMatch.map((h) => h.id)).toContain(hotelId);

    const one = await answer(
      searchOffersResponse,
      'offers',
      `/api/search/offers.json?locale=fr_FR&country=FR&hotelId=${hotelId}&limit=1`,
    );
    expect(one.exactMatch.map((o) => o.hotel.id)).toEqual([hotelId]);
  });

  it('counts the facets, narrowed to the families asked for', async () => {
    const all = await answer(
      searchFacetsResponse,
      'facets',
      '/api/search/facets.json?locale=fr_FR&country=FR',
    );
    expect(all.totalCount).toBeGreaterThan(0);
    expect(all.properties.map((p) => p.propertyType)).toContain('stars');
    const price = await answer(
      searchFacetsResponse,
      'facets',
      '/api/search/facets.json?locale=fr_FR&country=FR&propertiesRequested=price,nonsense&withNames=false',
    );
    expect(price.totalCount).toBe(all.totalCount);
    expect(price.properties.map((p) => p.propertyType)).toEqual(['price']);
  });

  it('answers the activity-only search', async () => {
    const activities = await answer(
      activityOnlyResponse,
      'activities',
      '/api/search/activity-only.json?locale=fr_FR&country=FR',
    );
    expect(activities.exactMatch.length).toBeGreaterThan(0);
    expect(activities.page.totalElements).toBe(activities.searchDetails.totalCount);
  });

  it('prices the check-in days of an offer and lists the nights a check-in allows', async () => {
    const offer = await db
      .selectFrom('offer_days')
      .select('offer_id')
      .where('rooms_left', '>', 0)
      .orderBy('offer_id')
      .executeTakeFirstOrThrow();
    const id = String(offer.offer_id);
    const prices = await answer(
      checkinPricesResponse,
      'checkinPrices',
      `/api/weekend/${id}/packageCheckinPrices.json?locale=fr_FR&length=3`,
      { id },
    );
    const days = Object.keys(prices.days);
    expect(days.length).toBeGreaterThan(0);
    expect(prices.nextMonth).toMatch(/^\d{4}-\d{2}$/);

    let allowed: number[] = [];
    for (const day of days.slice(0, 10)) {
      allowed = await answer(
        checkoutNightsResponse,
        'checkoutNights',
        `/api/weekend/${id}/packageCheckoutNights.json?checkin=${day}&adult=2`,
        { id },
      );
      if (allowed.length) break;
    }
    expect(allowed.length).toBeGreaterThan(0);
  });

  it('lists the days a hotel has a room', async () => {
    const hotel = await db
      .selectFrom('offers')
      .select('hotel_id')
      .where('published', '=', 1)
      .orderBy('hotel_id')
      .executeTakeFirstOrThrow();
    const hotelId = String(hotel.hotel_id);
    const days = await answer(
      hotelAvailabilitiesResponse,
      'hotelDays',
      `/api/hotels/${hotelId}/availabilities.json?locale=fr_FR&length=3`,
      { hotelId },
    );
    expect(Object.keys(days).length).toBeGreaterThan(0);
  });

  it('refuses bad input with a 400 that names every field at fault', async () => {
    expect(
      await refused('autocomplete', '/api/autocomplete-geonames.json?locale=xx_XX&term=Par&maxResults=99'),
    ).toEqual([
      { field: 'locale', message: 'unknown locale' },
      { field: 'maxResults', message: 'expected an integer from 1 to 30' },
    ]);
    expect(
      await refused('checkinPrices', '/api/weekend/abc/packageCheckinPrices.json?month=2026-13&night=0', {
        id: 'abc',
      }),
    ).toEqual([
      { field: 'id', message: 'invalid offer id' },
      { field: 'month', message: 'expected yyyy-MM' },
      { field: 'nights', message: 'expected an integer from 1 to 30' },
    ]);
    expect(
      await refused(
        'checkoutNights',
        '/api/weekend/7/packageCheckoutNights.json?checkin=2026-02-30&child=11',
        {
          id: '7',
        },
      ),
    ).toEqual([
      { field: 'checkin', message: 'expected yyyy-MM-dd' },
      { field: 'child', message: 'expected an integer from 0 to 10' },
    ]);
    expect(await refused('offers', '/api/search/offers.json?locale=xx_XX&limit=500&tags=x')).toEqual([
      { field: 'locale', message: 'unknown locale' },
      { field: 'tags', message: 'invalid value for tags' },
      { field: 'limit', message: 'invalid value for limit' },
    ]);
    expect(
      await refused('facets', '/api/search/facets.json?locale=fr_FR&checkin=2026-12-05&checkout=2026-12-05'),
    ).toEqual([{ field: 'checkout', message: 'checkout must be after checkin' }]);
  });

  it('reads the first value of a repeated parameter, as the pages do', async () => {
    const page = await answer(
      searchOffersResponse,
      'offers',
      '/api/search/offers.json?locale=fr_FR&country=FR&limit=2&limit=50',
    );
    expect(page.exactMatch.length).toBe(2);
  });
});
