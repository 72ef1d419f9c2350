/**
 * Availability reads for calendars and product pages: prices per
 * check-in day for a stay length, the night counts a check-in allows, a hotel's available days.
 * Rows come from offer_days (one per offer and night); stays are checked night by night.
 */
import { flagBestPrices, type AvailabilityMap } from '~/domain/calendar/selection';
import {
  addDays,
  addMonths,
  daysOfMonth,
  firstDayOf,
  lastDayOf,
  type IsoMonth,
} from '~/domain/calendar/dates';
import { promoPercent, roundUpToEuro } from '~/domain/pricing';
import type { Db } from './db/db.server';

export interface StayAsk {
  nights: number;
  adults: number;
  children: number;
}

interface OfferPricing {
  id: number;
  min_nights: number;
  max_nights: number;
  extra_adult_cents: number;
  child_cents: number;
  max_adults: number;
  max_children: number;
  max_occupancy: number;
}

async function offerPricing(db: Db, offerId: number): Promise<OfferPricing | undefined> {
  return db
    .selectFrom('offers')
    .select([
      'id',
      'min_nights',
      'max_nights',
      'extra_adult_cents',
      'child_cents',
      'max_adults',
      'max_children',
      'max_occupancy',
    ])
    .where('id', '=', offerId)
    .where('published', '=', 1)
    .executeTakeFirst();
}

interface DayRow {
  day: string;
  sell_cents: number;
  ref_cents: number;
  min_los: number;
  rooms_left: number;
}

async function dayRows(
  db: Db,
  offerId: number,
  from: string,
  toExclusive: string,
): Promise<Map<string, DayRow>> {
  const rows = await db
    .selectFrom('offer_days')
    .select(['day', 'sell_cents', 'ref_cents', 'min_los', 'rooms_left'])
    .where('offer_id', '=', offerId)
    .where('day', '>=', from)
    .where('day', '<', toExclusive)
    .execute();
  return new Map(rows.map((r) => [r.day, r]));
}

/** The stay starting `checkin` for `nights` nights: its totals, or undefined when a night is missing or full. */
function stayFrom(
  rows: Map<string, DayRow>,
  checkin: string,
  nights: number,
  offer: OfferPricing,
  ask: StayAsk,
) {
  const first = rows.get(checkin);
  if (!first || first.rooms_left <= 0 || first.min_los > nights) return undefined;
  let sell = 0;
  let ref = 0;
  let rooms = Infinity;
  for (let i = 0; i < nights; i++) {
    const night = rows.get(addDays(checkin, i));
    if (!night || night.rooms_left <= 0) return undefined;
    sell += night.sell_cents;
    ref += night.ref_cents;
    rooms = Math.min(rooms, night.rooms_left);
  }
  const extra =
    (Math.max(ask.adults - 2, 0) * offer.extra_adult_cents + ask.children * offer.child_cents) * nights;
  return { sell: sell + extra, ref: ref + extra, rooms, minLos: first.min_los };
}

function fitsTravellers(offer: OfferPricing, ask: StayAsk): boolean {
  return (
    offer.max_adults >= ask.adults &&
    offer.max_children >= ask.children &&
    offer.max_occupancy >= ask.adults + ask.children
  );
}

/**
 * packageCheckinPrices.json: for each day of the months, the price of a stay of `nights` nights
 * starting that day (check-ins with a shorter minimum stay than asked included), keyed yyyy-MM-dd.
 */
export async function checkinPrices(
  db: Db,
  offerId: number,
  months: IsoMonth[],
  ask: StayAsk,
  formatPrice: (cents: number) => string,
  today: string,
): Promise<AvailabilityMap | undefined> {
  const offer = await offerPricing(db, offerId);
  if (!offer) return undefined;
  if (!fitsTravellers(offer, ask) || months.length === 0) return {};
  const sorted = [...months].sort();
  const from = firstDayOf(sorted[0]);
  const to = addDays(lastDayOf(sorted[sorted.length - 1]), ask.nights + 1);
  const rows = await dayRows(db, offerId, from, to);
  const days: Record<string, { price: string; amount: number; minLos: number; promo: number }> = {};
  for (const month of sorted) {
    for (const day of daysOfMonth(month)) {
      if (day < today) continue;
      const stay = stayFrom(rows, day, Math.max(ask.nights, 1), offer, ask);
      const minLos = rows.get(day)?.min_los ?? 1;
      // A day whose minimum stay is longer than asked is reported (shown as not available with its hint).
      const shown = stay ?? (minLos > ask.nights ? stayFrom(rows, day, minLos, offer, ask) : undefined);
      if (!shown) continue;
      days[day] = {
        price: formatPrice(roundUpToEuro(shown.sell)),
        amount: shown.sell,
        minLos,
        promo: promoPercent(shown.sell, shown.ref),
      };
    }
  }
  return flagBestPrices(days);
}

/** packageCheckoutNights.json: the night counts a stay starting `checkin` can last. */
export async function checkoutNights(
  db: Db,
  offerId: number,
  checkin: string,
  ask: Omit<StayAsk, 'nights'>,
): Promise<number[] | undefined> {
  const offer = await offerPricing(db, offerId);
  if (!offer) return undefined;
  if (!fitsTravellers(offer, { ...ask, nights: 1 })) return [];
  const rows = await dayRows(db, offerId, checkin, addDays(checkin, offer.max_nights + 1));
  const nights: number[] = [];
  for (let n = offer.min_nights; n <= offer.max_nights; n++) {
    if (stayFrom(rows, checkin, n, offer, { ...ask, nights: n })) nights.push(n);
  }
  return nights;
}

/** hotels/{id}/availabilities.json: per day, the cheapest one-night price among the hotel's offers. */
export async function hotelAvailabilities(
  db: Db,
  hotelId: number,
  fromMonth: IsoMonth,
  length: number,
  today: string,
) {
  const from = firstDayOf(fromMonth);
  const to = firstDayOf(addMonths(fromMonth, length));
  const hotel = await db
    .selectFrom('hotels')
    .select('id')
    .where('id', '=', hotelId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!hotel) return undefined;
  const rows = await db
    .selectFrom('offer_days as d')
    .innerJoin('offers as o', 'o.id', 'd.offer_id')
    .select([
      'd.day',
      (eb) => eb.fn.min<number>('d.sell_cents').as('price'),
      (eb) => eb.fn.count<number>('d.offer_id').as('offers'),
    ])
    .where('o.hotel_id', '=', hotelId)
    .where('o.published', '=', 1)
    .where('d.rooms_left', '>', 0)
    .where('d.day', '>=', from > today ? from : today)
    .where('d.day', '<', to)
    .groupBy('d.day')
    .orderBy('d.day')
    .execute();
  return rows.map((r) => ({ day: r.day, price: Number(r.price), offers: Number(r.offers) }));
}

/**
 * The stay of `ask.nights` nights from `checkin` for the travellers, night by night (product pages
 * and quotes): its totals with the supplements; null when a night is missing or full, the check-in's
 * minimum stay is longer, the offer does not sell that length or the travellers do not fit;
 * undefined for an unknown or unpublished offer.
 */
export async function stayTotals(
  db: Db,
  offerId: number,
  checkin: string,
  ask: StayAsk,
): Promise<{ sell: number; ref: number; rooms: number; minLos: number } | null | undefined> {
  const offer = await offerPricing(db, offerId);
  if (!offer) return undefined;
  if (
    !fitsTravellers(offer, ask) ||
    ask.nights < Math.max(1, offer.min_nights) ||
    ask.nights > offer.max_nights
  )
    return null;
  const rows = await dayRows(db, offerId, checkin, addDays(checkin, ask.nights));
  return stayFrom(rows, checkin, ask.nights, offer, ask) ?? null;
}
