/**
 * The static map of `?panel=map` (ADR 007) against a seeded catalogue: one numbered marker per hotel
 * of the page, a dot for every other matching hotel of the map search, country paths around them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchCriteria } from '~/domain/search/criteria';
import { cardContextOf, toCardView } from '~/domain/search/card';
import { effectiveSort } from '~/domain/search/sort';
import type { Db } from '~/server/db/db.server';
import { loadStaticMap } from '~/server/map/static-map.server';
import { resolveDestination } from '~/server/search/destination.server';
import { loadOfferCards } from '~/server/search/offer-cards.server';
import { searchMapLocations, searchOffers } from '~/server/search/offer-search.server';
import { closeDatabase, engines, openSeeded, TEST_TODAY } from './databases';

describe.each(engines)('static map on $name', (engine) => {
  let db: Db;

  beforeAll(async () => {
    db = await openSeeded(engine, 0.1);
  }, 180_000);
  afterAll(() => closeDatabase(db));

  it('numbers the hotels of the page and dots the other matching hotels', async () => {
    const criteria = parseSearchCriteria(new URLSearchParams('country=FR'), { today: TEST_TODAY });
    const destination = await resolveDestination(db, criteria, 'fr');
    const result = await searchOffers(db, {
      criteria,
      destination,
      sort: effectiveSort(criteria),
      page: 1,
      pageSize: 12,
    });
    const offers = await loadOfferCards(db, result.offers, 'fr', 'weekend');
    const cards = offers.map((o) => toCardView(o, cardContextOf('fr-fr', TEST_TODAY)));
    const map = await loadStaticMap(db, { criteria, destination, cards, offers });
    const locations = await searchMapLocations(db, { criteria, destination });

    const listedHotels = [...new Set(cards.map((c) => c.hotel.id))];
    expect(listedHotels.length).toBeGreaterThan(0);
    expect(map.markers.map((m) => m.hotelId)).toEqual(listedHotels);
    expect(map.markers.map((m) => m.n)).toEqual(listedHotels.map((_, i) => i + 1));
    for (const m of map.markers) expect(m.href).toBe(cards.find((c) => c.hotel.id === m.hotelId)!.href);
    expect(map.markers.length + map.dots.length).toBe(locations.length);
    expect(map.total).toBe(locations.length);
    expect(map.countries.map((c) => c.id)).toContain('250');
  });
});
