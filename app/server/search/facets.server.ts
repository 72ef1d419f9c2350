/**
 * Facet counts (the results page and facets.json): for every option, the number of results
 * (hotel cards) the shopper would get by adding that option to the current criteria.
 * - OR families (stars, hotel types, environments, styles, activities): adding an unselected value v
 *   gives the current results plus the hotels that match v and every other filter;
 *   a selected value gives the current results.
 * - AND families (facilities, pets): adding f gives the current results that also have f.
 * - Score is a single choice: choosing v replaces the current score.
 * - Price: the range of prices per night when the price filter is relaxed.
 * One SQL statement over the materialised base query computes every family.
 */
import { sql, type RawBuilder } from 'kysely';
import { SCORE_OPTIONS, type SearchCriteria } from '~/domain/search/criteria';
import type { FacetInput } from '~/domain/search/facets';
import type { Db } from '../db/db.server';
import { baseOfferQuery, FACET_FLAGS, type BaseQueryInput, type FacetFlag } from './offer-query.server';

export type Family =
  | 'stars'
  | 'score'
  | 'type'
  | 'environment'
  | 'style'
  | 'facility'
  | 'tag'
  | 'total'
  | 'priceMin'
  | 'priceMax';

/** The counts of every facet family (the domain's FacetInput). */
export type FacetCounts = FacetInput;

function flagsExcept(except: FacetFlag | null): RawBuilder<unknown> {
  return sql.join(
    FACET_FLAGS.filter((f) => f !== except).map((f) => sql`${sql.ref(f)} = 1`),
    sql` and `,
  );
}

/** One row of the facet statement: a family, a value, and its count (or the price bound). */
export interface FacetRow {
  family: Family;
  value: string;
  n: number | string | null;
}

/**
 * The base rows grouped per hotel (the `hl` CTE, over the `base` CTE): the hotel's attributes and,
 * per facet, whether one of its offers passes every other filter. Grouped by hotel alone (cheaper than
 * by every attribute); the attributes are the hotel's own.
 */
export function hotelLevelSql(): RawBuilder<{ hotel_id: number }> {
  const okColumn = (flag: FacetFlag | null) => sql`max(case when ${flagsExcept(flag)} then 1 else 0 end)`;
  return sql<{
    hotel_id: number;
  }>`(select hotel_id, min(stars) as stars, min(score) as score, min(type_code) as type_code,
      min(environment_code) as environment_code, min(style_code) as style_code,
      min(pets_allowed) as pets_allowed,
      ${okColumn(null)} as ok_all, ${okColumn('f_stars')} as ok_stars, ${okColumn('f_score')} as ok_score,
      ${okColumn('f_type')} as ok_type, ${okColumn('f_env')} as ok_env, ${okColumn('f_style')} as ok_style,
      ${okColumn('f_pets')} as ok_pets,
      min(case when ${flagsExcept('f_price')} then per_night_cents end) as price_min,
      max(case when ${flagsExcept('f_price')} then per_night_cents end) as price_max
    from base group by hotel_id)`;
}

/** Every facet family's counts as one union of (family, value, n) rows over the `base` and `hl` CTEs. */
export function facetRowsSql(c: SearchCriteria): RawBuilder<FacetRow> {
  const all = flagsExcept(null);
  // Hotel-level attributes are counted once per hotel: a hotel counts when one of its offers passes.
  const hotelFamily = (family: Family, column: string, ok: string) =>
    sql`select ${sql.lit(family)} as family, cast(${sql.ref(column)} as text) as value, count(*) as n from hl where ${sql.ref(ok)} = 1 group by ${sql.ref(column)}`;

  const branches: RawBuilder<unknown>[] = [
    sql`select 'total' as family, '' as value, count(*) as n from hl where ok_all = 1`,
    hotelFamily('stars', 'stars', 'ok_stars'),
    hotelFamily('type', 'type_code', 'ok_type'),
    hotelFamily('environment', 'environment_code', 'ok_env'),
    hotelFamily('style', 'style_code', 'ok_style'),
    ...SCORE_OPTIONS.map(
      (v) =>
        sql`select 'score' as family, ${sql.lit(String(v))} as value, count(*) as n from hl where ok_score = 1 and score >= ${sql.lit(v)}`,
    ),
    sql`select 'facility' as family, hf.facility_code as value, count(*) as n
        from hl inner join hotel_facilities hf on hf.hotel_id = hl.hotel_id
        where hl.ok_all = 1 group by hf.facility_code`,
    sql`select 'facility' as family, 'pets' as value, count(*) as n from hl where ok_pets = 1 and pets_allowed = 1`,
    c.tags.length === 0
      ? sql`select 'tag' as family, cast(oa.activity_id as text) as value, count(distinct b.hotel_id) as n
            from base b inner join offer_activities oa on oa.offer_id = b.offer_id
            where ${all} group by oa.activity_id`
      : sql`select 'tag' as family, cast(oa.activity_id as text) as value, count(distinct b.hotel_id) as n
            from base b inner join offer_activities oa on oa.offer_id = b.offer_id
            where ${flagsExcept('f_tags')} and b.hotel_id not in (select hotel_id from hl where ok_all = 1)
            group by oa.activity_id`,
    sql`select 'priceMin' as family, '' as value, min(price_min) as n from hl`,
    sql`select 'priceMax' as family, '' as value, max(price_max) as n from hl`,
  ];
  return sql<FacetRow>`${sql.join(branches, sql` union all `)}`;
}

export async function searchFacetCounts(db: Db, input: BaseQueryInput): Promise<FacetCounts> {
  const rows = await db
    .with(
      (wb) => wb('base').materialized(),
      () => baseOfferQuery(db, { ...input, lean: true }),
    )
    .with(
      (wb) => wb('hl').materialized(),
      () => hotelLevelSql(),
    )
    .selectFrom(sql<FacetRow>`(${facetRowsSql(input.criteria)})`.as('facets'))
    .select(['family', 'value', 'n'])
    .execute();
  return facetCountsFrom(rows, input.criteria);
}

/** The domain's facet counts from the rows of `facetRowsSql`, applying each family's rule. */
export function facetCountsFrom(rows: readonly FacetRow[], c: SearchCriteria): FacetCounts {
  const total = Number(rows.find((r) => r.family === 'total')?.n ?? 0);
  const grouped = (family: Family) => rows.filter((r) => r.family === family && r.value !== null);

  /** OR families: a selected value keeps the current total; others add their own hotels. */
  const orFamily = <T extends string | number>(
    family: Family,
    selected: readonly T[],
    parse: (v: string) => T,
  ) => {
    const counts = new Map<T, number>();
    for (const r of grouped(family)) {
      const value = parse(r.value);
      if (selected.length === 0) counts.set(value, Number(r.n));
      else counts.set(value, selected.includes(value) ? total : total + Number(r.n));
    }
    for (const value of selected) counts.set(value, total);
    return counts;
  };

  const facilities = new Map<string, number>();
  for (const r of grouped('facility')) facilities.set(r.value, Number(r.n));
  for (const f of c.facilities) facilities.set(f, total);
  if (c.petsAllowed) facilities.set('pets', total);

  const tags = new Map<number, number>();
  for (const r of grouped('tag')) {
    const id = Number(r.value);
    tags.set(id, c.tags.length === 0 ? Number(r.n) : total + Number(r.n));
  }
  for (const id of c.tags) tags.set(id, total);

  const score = new Map<number, number>();
  for (const r of grouped('score')) score.set(Number(r.value), Number(r.n));

  const priceMin = rows.find((r) => r.family === 'priceMin')?.n;
  const priceMax = rows.find((r) => r.family === 'priceMax')?.n;
  return {
    total,
    stars: orFamily('stars', c.stars, Number),
    score,
    hotelTypes: orFamily('type', c.hotelTypes, String),
    hotelEnvironments: orFamily('environment', c.hotelEnvironments, String),
    hotelStyles: orFamily('style', c.hotelStyles, String),
    facilities,
    tags,
    price: {
      min: priceMin == null ? null : Number(priceMin),
      max: priceMax == null ? null : Number(priceMax),
    },
  };
}
