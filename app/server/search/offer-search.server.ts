/**
 * Stay and hotel search: one card per hotel (its best offer for the sort, plus how many other
 * offers it has for the same question), sorted, paginated, in one SQL statement over the base query.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Sort } from '~/domain/search/criteria';
import type { Db } from '../db/db.server';
import {
  facetCountsFrom,
  facetRowsSql,
  hotelLevelSql,
  type FacetCounts,
  type FacetRow,
} from './facets.server';
import { RESULTS_PAGE_SIZE } from '~/domain/search/pagination';
import { baseOfferQuery, FACET_FLAGS, type BaseQueryInput } from './offer-query.server';

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

/**
 * The `ranked` CTE over `base`: the offers matching every criterion, each with its rank within its
 * hotel for the sort and its hotel's number of matching offers.
 */
function rankedSql(order: RawBuilder<unknown>): RawBuilder<{ offer_id: number }> {
  return sql<{ offer_id: number }>`(select base.*,
      row_number() over (partition by hotel_id order by ${order}) as rank_in_hotel,
      count(*) over (partition by hotel_id) as hotel_offer_count
    from base where ${allFlagsSet})`;
}

/** A card row: the hotel's best offer, as read from `ranked`. */
interface PageRow {
  offer_id: number;
  hotel_id: number;
  total_cents: number | string;
  ref_cents: number | string;
  nights: number | string;
  per_night_cents: number | string;
  rooms_left: number | string | null;
  distance_km: number | string | null;
  hotel_offer_count: number | string;
}

const PAGE_COLUMNS = [
  'offer_id',
  'hotel_id',
  'total_cents',
  'ref_cents',
  'nights',
  'per_night_cents',
  'rooms_left',
  'distance_km',
  'hotel_offer_count',
] as const satisfies readonly (keyof PageRow)[];

function matchedOffer(r: PageRow): MatchedOffer {
  return {
    offerId: Number(r.offer_id),
    hotelId: Number(r.hotel_id),
    totalCents: Number(r.total_cents),
    refCents: Number(r.ref_cents),
    nights: Number(r.nights),
    perNightCents: Number(r.per_night_cents),
    roomsLeft: r.rooms_left === null ? null : Number(r.rooms_left),
    distanceKm: r.distance_km === null ? null : Number(r.distance_km),
    otherOffersCount: Number(r.hotel_offer_count) - 1,
  };
}

function pageOf(input: OfferSearchInput) {
  const pageSize = input.pageSize ?? RESULTS_PAGE_SIZE;
  const page = Math.max(1, input.page ?? 1);
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export async function searchOffers(db: Db, input: OfferSearchInput): Promise<OfferSearchResult> {
  const { limit, offset } = pageOf(input);
  const order = orderBy(input.sort);
  const rows = await db
    .with('base', () => baseOfferQuery(db, { ...input, matchesOnly: true }))
    .with('ranked', () => rankedSql(order))
    .selectFrom(
      sql<PageRow & { total: number | string }>`(select ${sql.join(PAGE_COLUMNS.map((c) => sql.ref(c)))},
          count(*) over () as total
        from ranked where rank_in_hotel = 1 order by ${order} limit ${sql.lit(limit)} offset ${sql.lit(offset)})`.as(
        'page',
      ),
    )
    .selectAll()
    .execute();

  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && offset > 0) {
    // Past the last page: the total still tells the page how many there are.
    const count = await db
      .with('base', () => baseOfferQuery(db, { ...input, matchesOnly: true }))
      .selectFrom('base')
      .select(sql<number>`count(distinct hotel_id)`.as('n'))
      .where(allFlagsSet)
      .executeTakeFirst();
    total = Number(count?.n ?? 0);
  }
  return { total, offers: rows.map(matchedOffer) };
}

/** The page of cards and every facet count of one search. */
export interface OfferSearchWithFacets {
  result: OfferSearchResult;
  facets: FacetCounts;
}

/** SQL types of the card columns, so the card rows and the facet rows form one union on both engines. */
const PAGE_COLUMN_TYPES: Record<(typeof PAGE_COLUMNS)[number] | 'pos', string> = {
  offer_id: 'integer',
  hotel_id: 'integer',
  total_cents: 'bigint',
  ref_cents: 'bigint',
  nights: 'integer',
  per_night_cents: 'bigint',
  rooms_left: 'integer',
  distance_km: 'double precision',
  hotel_offer_count: 'bigint',
  pos: 'bigint',
};

/**
 * The results page's question in one statement: the base rows are computed once (materialised) and
 * both the page of cards and the facet counts read them. The total is the facet total (the hotels
 * whose offers pass every filter), the same number as the cards.
 */
export async function searchOffersWithFacets(
  db: Db,
  input: OfferSearchInput,
): Promise<OfferSearchWithFacets> {
  const { limit, offset } = pageOf(input);
  const order = orderBy(input.sort);
  const typed = (value: (c: string) => RawBuilder<unknown>) =>
    sql.join(
      Object.entries(PAGE_COLUMN_TYPES).map(
        ([column, type]) => sql`cast(${value(column)} as ${sql.raw(type)}) as ${sql.ref(column)}`,
      ),
    );
  const cards = sql`select 'page' as family, cast(null as text) as value, cast(null as bigint) as n,
      ${typed((c) => sql.ref(c))}
    from (select ${sql.join(PAGE_COLUMNS.map((c) => sql.ref(c)))}, row_number() over (order by ${order}) as pos
      from ranked where rank_in_hotel = 1 order by pos limit ${sql.lit(limit)} offset ${sql.lit(offset)}) p`;
  const facets = sql`select family, value, n, ${typed(() => sql`null`)}
    from (${facetRowsSql(input.criteria)}) f`;

  const rows = await db
    .with(
      (wb) => wb('base').materialized(),
      () => baseOfferQuery(db, input),
    )
    .with(
      (wb) => wb('hl').materialized(),
      () => hotelLevelSql(),
    )
    .with('ranked', () => rankedSql(order))
    .selectFrom(
      sql<
        Omit<FacetRow, 'family'> & {
          family: FacetRow['family'] | 'page';
          pos: number | string | null;
        } & PageRow
      >`(${cards} union all ${facets})`.as('r'),
    )
    .selectAll()
    .execute();

  const cardRows = rows.filter((r) => r.family === 'page').sort((a, b) => Number(a.pos) - Number(b.pos));
  const facetRows = rows.filter((r): r is typeof r & FacetRow => r.family !== 'page');
  const counts = facetCountsFrom(facetRows, input.criteria);
  return { result: { total: counts.total, offers: cardRows.map(matchedOffer) }, facets: counts };
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
    .with('base', () => baseOfferQuery(db, { ...input, matchesOnly: true }))
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
