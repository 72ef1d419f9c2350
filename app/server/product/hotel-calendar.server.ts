/**
 * The hotel page's calendar without JavaScript: the month shown (`?month=`, clamped by the page) with,
 * for each day a stay can start, the hotel's cheapest night that day (as the availabilities API
 * answers it), so days without a room cannot be chosen.
 */
import type { IsoMonth } from '~/domain/calendar/dates';
import { flagBestPrices, type AvailabilityMap, type ClockReading } from '~/domain/calendar/selection';
import { formatMoney } from '~/domain/format';
import type { Market } from '~/domain/market';
import { roundUpToEuro } from '~/domain/pricing';
import { hotelAvailabilities } from '../availability.server';
import { cachedCatalogueRead } from '../cache/data-cache.server';
import type { Db } from '../db/db.server';

export interface HotelCalendar {
  month: IsoMonth;
  availability: AvailabilityMap;
}

export async function hotelCalendar(
  db: Db,
  input: { hotelId: number; month: IsoMonth; clock: ClockReading; market: Market },
): Promise<HotelCalendar> {
  const { hotelId, clock, market, month } = input;
  const key = ['hotel-calendar', market.code, hotelId, month, clock.today].join('|');
  return cachedCatalogueRead(db, key, async () => {
    const days = (await hotelAvailabilities(db, hotelId, month, 1, clock.today)) ?? [];
    const availability: Record<string, Omit<AvailabilityMap[string], 'bestPriceOfTheMonth'>> = {};
    for (const d of days) {
      availability[d.day] = {
        price: formatMoney(roundUpToEuro(d.price), market.bcp47),
        amount: d.price,
        minLos: 1,
        promo: 0,
      };
    }
    return { month, availability: flagBestPrices(availability) };
  });
}
