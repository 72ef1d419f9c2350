/**
 * Stay and hotel search: one card per hotel (its best offer for the sort, plus how many other
 * offers it has for the same question), sorted, paginated, in one SQL statement over the base query.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Sort } from '~/domain/search/criteria';
import type { Db } from '../db/db.server';
import { baseOfferQuery, FACET_FLAGS, type BaseQueryInput } from './offer-query.server';

export const RESULTS_PAGE_SIZE = 30;

export interface MatchedOffer {
  offerId: number;
  hotelId: number;
  totalCents: number;
  refCents: number;
  nights: number;
  perNightCents: number;
  roomsLeft: number | null;
  distanceKm: number | null;
  /** the hotel's other offers matching the same criteria */
  otherOffersCount: number;
}

export interface OfferSearchResult {
  total: number;
  offers: MatchedOffer[];
}

/** ORDER BY of a sort over the base columns; ties go to the lowest offer id so pages are stable. */
function orderBy(sort: Sort): RawBuilder<unknown> {
  switch (sort) {
    case 'priceAsc':
      return sql`per_night_cents asc, offer_id asc`;
    case 'promo':
      return sql`(ref_cents - total_cents) * 1.0 / (case when ref_cents > 0 then ref_cents else 1 end) desc, per_night_cents asc, offer_id asc`;
    case 'popularity':
      return sql`popularity desc, offer_id asc`;
    case 'distance':
      return sql`distance_km asc, offer_id asc`;
    case 'svPriceAsc':
      return sql`total_cents asc, offer_id asc`;
    case 'svPriceDesc':
      return sql`total_cents desc, offer_id asc`;
    case 'priceQuality':
    default:
      // Quality (review score, stars) per euro per night: the more of both for the money, the higher.
      return sql`(coalesce(score, 7.0) + stars) * 100000.0 / (case when per_night_cents > 0 then per_night_cents else 1 end) desc, offer_id asc`;
  }
}

export const allFlagsSet = sql<boolean>`${sql.join(
  FACET_FLAGS.map((f) => sql`${sql.ref(f)} = 1`),
  sql` and `,
)}`;

export interface OfferSearchInput extends BaseQueryInput {
  sort: Sort;
  page?: number;
  pageSize?: number;
}

export async function searchOffers(db: Db, input: OfferSearchInput): Promise<OfferSearchResult> {
  const pageSize = input.pageSize ?? RESULTS_PAGE_SIZE;
  const page = Math.max(1, input.page ?? 1);
  const order = orderBy(input.sort);
  const rows = await db
    .with('base', () => baseOfferQuery(db, input))
    .with('ranked', (qb) =>
      qb
        .selectFrom('base')
        .selectAll()
        .select([
          sql<number>`row_number() over (partition by hotel_id order by ${order})`.as('rank_in_hotel'),
          sql<number>`count(*) over (partition by hotel_id)`.as('hotel_offer_count'),
        ])
        .where(allFlagsSet),
    )
    .selectFrom('ranked')
    .select([
      'offer_id',
      'hotel_id',
      'total_cents',
      'ref_cents',
      'nights',
      'per_night_cents',
      'rooms_left',
      'distance_km',
      'hotel_offer_count',
      sql<number>`count(*) over ()`.as('total'),
    ])
    .where('rank_in_hotel', '=', 1)
    .orderBy(order)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();

  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page: the total still tells the page how many there are.
    const count = await db
      .with('base', () => baseOfferQuery(db, input))
      .selectFrom('base')
      .select(sql<number>`count(distinct hotel_id)`.as('n'))
      .where(allFlagsSet)
      .executeTakeFirst();
    total = Number(count?.n ?? 0);
  }
  return {
    total,
    offers: rows.map((r) => ({
      offerId: r.offer_id,
      hotelId: r.hotel_id,
      totalCents: Number(r.total_cents),
      refCents: Number(r.ref_cents),
      nights: Number(r.nights),
      perNightCents: Number(r.per_night_cents),
      roomsLeft: r.rooms_left === null ? null : Number(r.rooms_left),
      distanceKm: r.distance_km === null ? null : Number(r.distance_km),
      otherOffersCount: Number(r.hotel_offer_count) - 1,
    })),
  };
}

export interface MapLocation {
  hotelId: number;
  lat: number;
  lng: number;
  offerIds: number[];
}

/** Every matching hotel's location and its matching offers (offers.json with performMapSearch=true). */
export async function searchMapLocations(db: Db, input: BaseQueryInput): Promise<MapLocation[]> {
  const rows = await db
    .with('base', () => baseOfferQuery(db, input))
    .selectFrom('base')
    .innerJoin('hotels as hh', 'hh.id', 'base.hotel_id')
    .select(['base.hotel_id', 'base.offer_id', 'hh.lat', 'hh.lng'])
    .where(allFlagsSet)
    .orderBy('base.hotel_id')
    .orderBy('base.offer_id')
    .execute();
  const byHotel = new Map<number, MapLocation>();
  for (const r of rows) {
    let location = byHotel.get(r.hotel_id);
    if (!location)
      byHotel.set(r.hotel_id, (location = { hotelId: r.hotel_id, lat: r.lat, lng: r.lng, offerIds: [] }));
    location.offerIds.push(r.offer_id);
  }
  return [...byHotel.values()];
}
