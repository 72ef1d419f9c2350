/**
 * Destinations: the places of the catalogue by name (autocomplete, free text typed without JavaScript)
 * and by id. Names are matched on place_names.search_name, which the generator stores lower-case with
 * accents and punctuation stripped (normalizeSearchText), so the same normalisation of the input makes
 * the match accent- and case-insensitive on both engines.
 */
import { sql } from 'kysely';
import { escapeLike, normalizeSearchText } from '~/domain/text';
import { type Db, dbOr } from './db/db.server';
import type { PlaceType } from '~/domain/search/places';
import type { CatalogueLanguage } from './db/schema';

export interface Place {
  id: number;
  key: string;
  type: PlaceType;
  name: string;
  slug: string;
  countryCode: string;
  lat: number;
  lng: number;
  postcode: string | null;
  population: number;
  resort: 'sea' | 'ski' | null;
  regionId: number | null;
  departmentId: number | null;
  cityId: number | null;
  /** the department's (or, for a department, the region's) name: "Bordeaux, Gironde" */
  parentName: string | null;
}

/** Cities first, then the wider areas, then points of interest. */
const TYPE_RANK = sql<number>`case p.type when 'city' then 0 when 'touristic_region' then 1 when 'department' then 2 when 'region' then 3 when 'poi' then 4 else 5 end`;

function baseQuery(db: Db, language: CatalogueLanguage) {
  return db
    .selectFrom('places as p')
    .innerJoin('place_names as n', (j) => j.onRef('n.place_id', '=', 'p.id').on('n.language', '=', language))
    .leftJoin('place_names as parent', (j) =>
      j
        .on((eb) => eb(eb.ref('parent.place_id'), '=', eb.fn.coalesce('p.department_id', 'p.region_id')))
        .on('parent.language', '=', language),
    )
    .select([
      'p.id',
      'p.key',
      'p.type',
      'n.name',
      'p.slug',
      'p.country_code',
      'p.lat',
      'p.lng',
      'p.postcode',
      'p.population',
      'p.resort',
      'p.region_id',
      'p.department_id',
      'p.city_id',
      'parent.name as parent_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toPlace(r: Row): Place {
  return {
    id: r.id,
    key: r.key,
    type: r.type,
    name: r.name,
    slug: r.slug,
    countryCode: r.country_code,
    lat: r.lat,
    lng: r.lng,
    postcode: r.postcode,
    population: Number(r.population),
    resort: r.resort,
    regionId: r.region_id,
    departmentId: r.department_id,
    cityId: r.city_id,
    parentName: r.parent_name ?? null,
  };
}

/**
 * Places whose name (or one of its words) starts with `text`, accent- and case-insensitive:
 * names that start with the text first, then cities by population, then wider areas.
 */
export async function searchPlaces(
  language: CatalogueLanguage,
  text: string,
  limit = 10,
  db?: Db,
): Promise<Place[]> {
  const needle = normalizeSearchText(text);
  if (!needle) return [];
  const max = Math.max(1, Math.min(50, Math.floor(limit)));
  const prefix = `${escapeLike(needle)}%`;
  const wordPrefix = `% ${escapeLike(needle)}%`;
  const conn = await dbOr(db);
  const rows = await baseQuery(conn, language)
    .where((eb) =>
      eb.or([
        eb(sql`n.search_name`, 'like', sql`${prefix} escape '\\'`),
        eb(sql`n.search_name`, 'like', sql`${wordPrefix} escape '\\'`),
      ]),
    )
    .orderBy(
      sql`case when n.search_name = ${needle} then 0 when n.search_name like ${prefix} escape '\\' then 1 else 2 end`,
    )
    .orderBy(TYPE_RANK)
    .orderBy('p.population', 'desc')
    .orderBy('n.name')
    .orderBy('p.id')
    .limit(max)
    .execute();
  return rows.map(toPlace);
}

export async function getPlace(id: number, language: CatalogueLanguage, db?: Db): Promise<Place | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const row = await baseQuery(await dbOr(db), language)
    .where('p.id', '=', id)
    .executeTakeFirst();
  return row ? toPlace(row) : undefined;
}
