/**
 * The one search path: every search criterion becomes SQL over offers joined to
 * hotels, with the same code on SQLite and PostgreSQL. The base query applies what is not a facet
 * (flow, destination, dates and travellers against availability, theme) and computes, per offer,
 * its price for the asked stay and one 0/1 flag per facet filter. Results keep rows whose flags are
 * all 1; a facet's counts relax only its own flag (see facets.server.ts).
 */
import { sql, type AliasedRawBuilder, type RawBuilder } from 'kysely';
import { DEFAULT_MARKET } from '~/domain/market';
import { nightsOf, type SearchCriteria } from '~/domain/search/criteria';
import { todayIn } from '../clock.server';
import type { Db } from '../db/db.server';
import { offerOnSale } from '../offer-sale.server';
import type { ResolvedDestination } from './destination.server';
import { destinationSql, type PlaceColumns } from './destination-sql.server';

const HOTEL_PLACE: PlaceColumns = {
  hotelId: 'h.id',
  city: 'h.city_id',
  department: 'h.department_id',
  region: 'h.region_id',
  country: 'h.country_code',
  lat: 'h.lat',
  lng: 'h.lng',
};

export const FACET_FLAGS = [
  'f_stars',
  'f_score',
  'f_price',
  'f_type',
  'f_env',
  'f_style',
  'f_fac',
  'f_pets',
  'f_tags',
] as const;
export type FacetFlag = (typeof FACET_FLAGS)[number];

const list = (values: readonly (string | number)[]) => sql.join(values.map((v) => sql`${v}`));
const flag = (condition: RawBuilder<unknown> | null) =>
  condition ? sql<number>`(case when ${condition} then 1 else 0 end)` : sql<number>`1`;

export interface BaseQueryInput {
  criteria: SearchCriteria;
  destination: ResolvedDestination;
  /** hotels already shown elsewhere on the page (fallback blocks exclude them) */
  excludeHotelIds?: number[];
  /** counting only (facets): skip the columns only cards need (reference price, rooms left) */
  lean?: boolean;
  /**
   * Results only (cards, map): keep just the offers that pass every filter but the price. By default
   * the base also keeps the offers that fail one filter, which the facet counts need.
   */
  matchesOnly?: boolean;
}

const CANDIDATE_FLAGS = FACET_FLAGS.filter((f) => f !== 'f_price');

/**
 * Whether a candidate row (alias `alias`) can matter: a facet count relaxes one filter at a time, so
 * an offer failing two filters counts nowhere and is dropped before its stay is read.
 */
function mayCount(alias: string, matchesOnly: boolean): RawBuilder<boolean> {
  const passed = sql.join(
    CANDIDATE_FLAGS.map((f) => sql`${sql.ref(`${alias}.${f}`)}`),
    sql` + `,
  );
  return sql<boolean>`(${passed}) >= ${sql.lit(CANDIDATE_FLAGS.length - (matchesOnly ? 0 : 1))}`;
}

/**
 * The base rows: one per bookable offer of the flow at the destination for the stay and travellers,
 * with price columns (cents, for the asked travellers and nights) and the facet flags.
 */
export function baseOfferQuery(
  db: Db,
  { criteria, destination, excludeHotelIds = [], lean = false, matchesOnly = false }: BaseQueryInput,
) {
  const c = criteria;
  const { adults, children, babies } = c.pax;
  const gifting = c.flow === 'gifting';
  const dated = !gifting && nightsOf(c) !== undefined;
  const nights = dated ? nightsOf(c)! : undefined;
  // Validated small integers are inlined so SQLite keeps integer arithmetic (bound JS numbers are REAL).
  const extraPerNight = sql<number>`(${sql.lit(Math.max(adults - 2, 0))} * o.extra_adult_cents + ${sql.lit(children)} * o.child_cents)`;

  let q = db
    .selectFrom('offers as o')
    .innerJoin('hotels as h', 'h.id', 'o.hotel_id')
    // Offers past their sales end are not results: their page says 'Too late!'. The markets share
    // one calendar day (Central European time), so the default market's today is every market's.
    .where(offerOnSale('o', todayIn(DEFAULT_MARKET.timeZone)))
    .where('h.active', '=', 1)
    .where('o.kind', '=', c.flow === 'hotel' ? 'hotel_only' : 'weekend');

  if (gifting) q = q.where('o.giftable', '=', 1).where('o.gift_price_cents', 'is not', null);

  // Travellers against the offer's capacity; gifts are for 2 adults.
  if (!gifting) {
    q = q
      .where('o.max_adults', '>=', adults)
      .where('o.max_children', '>=', children)
      .where('o.max_babies', '>=', babies)
      .where('o.max_occupancy', '>=', adults + children);
  }

  // Destination.
  const f = destination.filter;
  const { condition: atDestination, distance } = destinationSql(destination, HOTEL_PLACE);
  if (atDestination) q = q.where(atDestination);
  if (c.country && f.by !== 'country') q = q.where('h.country_code', '=', c.country);
  if (excludeHotelIds.length > 0) q = q.where('h.id', 'not in', excludeHotelIds);

  // Category.
  if (c.theme !== undefined) {
    q = q.where(
      'o.id',
      'in',
      db.selectFrom('offer_themes').select('offer_id').where('theme_id', '=', c.theme),
    );
  }
  if (c.hotelId !== undefined) q = q.where('h.id', '=', c.hotelId);

  // Two levels: the candidates (offers at the destination for the travellers), then the money
  // columns and the price flag computed from what each stay costs.
  let stayColumns: ReturnType<RawBuilder<unknown>['as']>[];
  let total: RawBuilder<number>;
  let ref: RawBuilder<number>;
  let stayNights: RawBuilder<number>;
  let roomsLeft: RawBuilder<number | null>;
  let stays: AliasedRawBuilder<StayRow, 's'> | undefined;
  if (dated) {
    const n = sql.lit(nights!);
    q = q.where('o.min_nights', '<=', nights!).where('o.max_nights', '>=', nights!);
    stays = bookableStays(c.checkin!, c.checkout!, nights!, mayCount('k', matchesOnly)).as('s');
    stayColumns = [];
    total = sql<number>`(s.stay_sell + c.extra_per_night * ${n})`;
    ref = lean ? total : sql<number>`(s.stay_ref + c.extra_per_night * ${n})`;
    stayNights = sql<number>`${n}`;
    roomsLeft = lean ? sql<null>`null` : sql<number>`s.stay_rooms`;
  } else if (gifting) {
    stayColumns = [sql<number>`o.gift_price_cents`.as('gift_price')];
    total = sql<number>`c.gift_price`;
    ref = total;
    stayNights = sql<number>`c.offer_nights`;
    roomsLeft = sql<null>`null`;
  } else {
    // Undated: the cheapest bookable stay of the offer's default length (cached by the catalogue).
    q = q.where('o.from_price_cents', '>', 0);
    stayColumns = [
      sql<number>`o.from_price_cents`.as('from_price'),
      sql<number>`o.from_ref_price_cents`.as('from_ref'),
    ];
    total = sql<number>`(c.from_price + c.extra_per_night * c.offer_nights)`;
    ref = sql<number>`(c.from_ref + c.extra_per_night * c.offer_nights)`;
    stayNights = sql<number>`c.offer_nights`;
    roomsLeft = sql<null>`null`;
  }
  // Budget per night (the price slider), in cents, rounded up; gifts compare the voucher price.
  const perNight = gifting
    ? total
    : sql<number>`cast((${total} + ${stayNights} - 1) / ${stayNights} as integer)`;

  // The facility and activity flags are uncorrelated IN subqueries: both engines compute the set once
  // and look each candidate up in it, instead of one index probe per candidate.
  const facilities = c.facilities;
  const candidateFlags: Record<Exclude<FacetFlag, 'f_price'>, RawBuilder<number>> = {
    f_stars: flag(c.stars.length ? sql`h.stars in (${list(c.stars)})` : null),
    f_score: flag(c.minScore !== undefined ? sql`h.review_average >= ${c.minScore}` : null),
    f_type: flag(c.hotelTypes.length ? sql`h.type_code in (${list(c.hotelTypes)})` : null),
    f_env: flag(
      c.hotelEnvironments.length ? sql`h.environment_code in (${list(c.hotelEnvironments)})` : null,
    ),
    f_style: flag(c.hotelStyles.length ? sql`h.style_code in (${list(c.hotelStyles)})` : null),
    f_fac: flag(
      facilities.length
        ? sql`h.id in (select hf.hotel_id from hotel_facilities hf where hf.facility_code in (${list(facilities)})
            group by hf.hotel_id having count(*) = ${sql.lit(facilities.length)})`
        : null,
    ),
    f_pets: flag(c.petsAllowed ? sql`h.pets_allowed = 1` : null),
    f_tags: flag(
      c.tags.length
        ? sql`o.id in (select oa.offer_id from offer_activities oa where oa.activity_id in (${list(c.tags)}))`
        : null,
    ),
  };
  const priceFlag = flag(
    c.priceMin !== undefined || c.priceMax !== undefined
      ? sql`${perNight} >= ${c.priceMin ?? 0} and ${perNight} <= ${c.priceMax ?? 2_000_000_000}`
      : null,
  );

  const candidates = q.select([
    'o.id as offer_id',
    'h.id as hotel_id',
    'h.stars as stars',
    'h.review_average as score',
    'h.type_code as type_code',
    'h.environment_code as environment_code',
    'h.style_code as style_code',
    'o.popularity as popularity',
    'h.pets_allowed as pets_allowed',
    'o.nights as offer_nights',
    extraPerNight.as('extra_per_night'),
    (distance ?? sql<number | null>`null`).as('distance_km'),
    ...stayColumns,
    ...Object.entries(candidateFlags).map(([name, expression]) => expression.as(name)),
  ]);

  return db
    .with('cand', () => candidates)
    .selectFrom('cand as c')
    .$if(stays !== undefined, (qb) => qb.innerJoin(stays!, 's.offer_id', 'c.offer_id'))
    .where(mayCount('c', matchesOnly))
    .select([
      sql<number>`c.offer_id`.as('offer_id'),
      sql<number>`c.hotel_id`.as('hotel_id'),
      sql<number>`c.stars`.as('stars'),
      sql<number | null>`c.score`.as('score'),
      sql<string>`c.type_code`.as('type_code'),
      sql<string>`c.environment_code`.as('environment_code'),
      sql<string>`c.style_code`.as('style_code'),
      sql<number>`c.popularity`.as('popularity'),
      sql<number>`c.pets_allowed`.as('pets_allowed'),
      total.as('total_cents'),
      ref.as('ref_cents'),
      stayNights.as('nights'),
      perNight.as('per_night_cents'),
      roomsLeft.as('rooms_left'),
      sql<number | null>`c.distance_km`.as('distance_km'),
      ...FACET_FLAGS.map((name) =>
        (name === 'f_price' ? priceFlag : sql<number>`${sql.ref(`c.${name}`)}`).as(name),
      ),
    ]);
}

export type BaseQuery = ReturnType<typeof baseOfferQuery>;

interface StayRow {
  offer_id: number;
  stay_sell: number;
  stay_ref: number;
  stay_rooms: number;
}

/**
 * The candidates' stays for the asked nights, in one pass over offer_days (primary key offer_id,
 * day) grouped by offer rather than one subquery per candidate: an offer is bookable when every
 * night has a room (count = nights) and the check-in day is open with its minimum stay met.
 * Reads the `cand` CTE of the base query.
 */
function bookableStays(
  checkin: string,
  checkout: string,
  nights: number,
  candidate: RawBuilder<boolean>,
): RawBuilder<StayRow> {
  const n = sql.lit(nights);
  return sql<StayRow>`(select d.offer_id as offer_id, sum(d.sell_cents) as stay_sell,
      sum(d.ref_cents) as stay_ref, min(d.rooms_left) as stay_rooms
    from cand k inner join offer_days d on d.offer_id = k.offer_id
    where ${candidate} and d.day >= ${checkin} and d.day < ${checkout} and d.rooms_left > 0
    group by d.offer_id
    having count(*) = ${n} and max(case when d.day = ${checkin} then d.min_los else 0 end) between 1 and ${n})`;
}
