/** Destination suggestions for the search box: its autocomplete and the recommended destinations. */
import { sql } from 'kysely';
import type { Market } from '~/domain/market';
import { criterionOfPlace, type Suggestion } from '~/domain/search/places';
import { normalizeSearchText } from '~/domain/text';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage } from '../db/schema';
import { findPlacesByText } from './destination.server';

async function withCoordinates(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { lat: number; lng: number; postcode: string | null }>();
  const rows = await db
    .selectFrom('places')
    .select(['id', 'lat', 'lng', 'postcode'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function suggestPlaces(
  db: Db,
  term: string,
  language: CatalogueLanguage,
  max: number,
): Promise<Suggestion[]> {
  const candidates = await findPlacesByText(db, term, language, max);
  const coords = await withCoordinates(
    db,
    candidates.map((c) => c.id),
  );
  return candidates.map((c) => ({
    label: c.label,
    category: c.criterion,
    id: c.id,
    latitude: coords.get(c.id)?.lat ?? 0,
    longitude: coords.get(c.id)?.lng ?? 0,
    value: c.criterion === 'country' ? c.countryCode : String(c.id),
    postalcode: coords.get(c.id)?.postcode ?? null,
    context: c.context,
  }));
}

/** The cities of the market's country with the most stays on sale (those matching `text` when given). */
export async function recommendedDestinations(
  db: Db,
  market: Market,
  text: string,
  limit = 8,
): Promise<Suggestion[]> {
  let q = db
    .selectFrom('places as p')
    .innerJoin('place_names as n', (j) =>
      j.onRef('n.place_id', '=', 'p.id').on('n.language', '=', market.language),
    )
    .leftJoin('place_names as rn', (j) =>
      j.onRef('rn.place_id', '=', 'p.region_id').on('rn.language', '=', market.language),
    )
    .innerJoin('hotels as h', 'h.city_id', 'p.id')
    .innerJoin('offers as o', (j) => j.onRef('o.hotel_id', '=', 'h.id').on('o.published', '=', 1))
    .select([
      'p.id',
      'p.lat',
      'p.lng',
      'p.postcode',
      'p.resort',
      'n.name',
      'rn.name as region',
      sql<number>`count(o.id)`.as('offers'),
    ])
    .where('p.type', '=', 'city')
    .where('p.country_code', '=', market.country)
    .groupBy(['p.id', 'p.lat', 'p.lng', 'p.postcode', 'p.resort', 'n.name', 'rn.name'])
    .orderBy(sql`count(o.id)`, 'desc')
    .orderBy('p.id')
    .limit(limit);
  const needle = normalizeSearchText(text);
  if (needle) q = q.where('n.search_name', 'like', `${needle.replace(/[%_]/g, '')}%`);
  const rows = await q.execute();
  return rows.map((r) => ({
    label: r.name,
    category: criterionOfPlace('city', r.resort),
    id: r.id,
    latitude: r.lat,
    longitude: r.lng,
    value: String(r.id),
    postalcode: r.postcode,
    context: r.region ?? '',
  }));
}
