import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '~/domain/calendar/dates';
import { findMarket } from '~/domain/market';
import { checkinPrices, checkoutNights, hotelAvailabilities } from '~/server/availability.server';
import type { Db } from '~/server/db/db.server';
import { recommendedDestinations, suggestPlaces } from '~/server/search/suggestions.server';
import { closeDatabase, engines, openSeeded, TEST_TODAY } from './databases';

describe.each(engines)('availability and suggestions on $name', (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(engine);
  }, 120_000);
  afterAll(() => closeDatabase(db));

  async function anOffer() {
    return db
      .selectFrom('offers')
      .select(['id', 'hotel_id', 'min_nights', 'max_nights', 'extra_adult_cents'])
      .where('published', '=', 1)
      .where('max_adults', '>=', 3)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  }

  it('prices every check-in day as the sum of its nights, for the travellers', async () => {
    const offer = await anOffer();
    const days = await checkinPrices(
      db,
      offer.id,
      ['2026-12', '2027-01'],
      { nights: 2, adults: 3, children: 0 },
      (c) => String(c),
      TEST_TODAY,
    );
    expect(days).toBeDefined();
    const rows = await db
      .selectFrom('offer_days')
      .selectAll()
      .where('offer_id', '=', offer.id)
      .where('day', '>=', '2026-12-01')
      .where('day', '<', '2027-02-03')
      .execute();
    const byDay = new Map(rows.map((r) => [r.day, r]));
    const entries = Object.entries(days!);
    expect(entries.length).toBeGreaterThan(10);
    for (const [day, value] of entries) {
      const first = byDay.get(day)!;
      const nights = Math.max(2, first.min_los);
      let sum = 0;
      for (let i = 0; i < nights; i++) {
        const night = byDay.get(addDays(day, i));
        expect(night && night.rooms_left > 0, `${day} night ${i}`).toBe(true);
        sum += night!.sell_cents;
      }
      expect(value.amount).toBe(sum + offer.extra_adult_cents * nights);
      expect(value.minLos).toBe(first.min_los);
    }
    const months = new Set(entries.map(([d]) => d.slice(0, 7)));
    for (const month of months)
      expect(
        entries.filter(([d, v]) => d.startsWith(month) && v.bestPriceOfTheMonth).length,
      ).toBeGreaterThanOrEqual(1);
  });

  it('answers the night counts a check-in allows, and nothing for a full day', async () => {
    const offer = await anOffer();
    const open = await db
      .selectFrom('offer_days')
      .select(['day'])
      .where('offer_id', '=', offer.id)
      .where('rooms_left', '>', 0)
      .where('min_los', '=', 1)
      .where('day', '>', '2026-12-01')
      .orderBy('day')
      .executeTakeFirstOrThrow();
    const nights = await checkoutNights(db, offer.id, open.day, { adults: 2, children: 0 });
    expect(nights).toContain(offer.min_nights);
    for (const n of nights!) expect(n).toBeGreaterThanOrEqual(offer.min_nights);
    const full = await db
      .selectFrom('offer_days')
      .select(['day'])
      .where('offer_id', '=', offer.id)
      .where('rooms_left', '=', 0)
      .executeTakeFirst();
    if (full) expect(await checkoutNights(db, offer.id, full.day, { adults: 2, children: 0 })).toEqual([]);
    expect(await checkoutNights(db, 999_999_999, open.day, { adults: 2, children: 0 })).toBeUndefined();
  });

  it('lists a hotel’s available days for 12 months', async () => {
    const offer = await anOffer();
    const days = await hotelAvailabilities(db, offer.hotel_id, '2026-11', 12, TEST_TODAY);
    expect(days!.length).toBeGreaterThan(200);
    expect(days![0].day >= TEST_TODAY).toBe(true);
    expect(days!.at(-1)!.day < '2027-11-01').toBe(true);
  });

  it('suggests places by prefix, accent- and case-insensitive, the biggest first', async () => {
    const paris = await suggestPlaces(db, 'PAR', 'fr', 30);
    expect(paris[0]).toMatchObject({ label: 'Paris', category: 'city' });
    expect(paris[0].latitude).toBeCloseTo(48.86, 1);
    const seville = await suggestPlaces(db, 'sevi', 'es', 30);
    expect(seville.map((s) => s.label)).toContain('Sevilla');
    expect(await suggestPlaces(db, 'séville', 'fr', 30)).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'Séville' })]),
    );
    expect((await suggestPlaces(db, 'a', 'fr', 5)).length).toBeLessThanOrEqual(5);
  });

  it('recommends the market’s cities with the most stays', async () => {
    const recommended = await recommendedDestinations(db, findMarket('es-es')!, '');
    expect(recommended.length).toBeGreaterThan(0);
    const countries = await db
      .selectFrom('places')
      .select('country_code')
      .where(
        'id',
        'in',
        recommended.map((r) => r.id),
      )
      .execute();
    expect(countries.every((c) => c.country_code === 'ES')).toBe(true);
  });
});
