/**
 * Resolves the destination of a search: a place id from the criteria, a point, or free text typed
 * without autocomplete (`q`). The result says how to filter hotels and how fallbacks may expand it.
 */
import type { DestinationContext } from '~/domain/search/fallbacks';
import type { PlaceCriterion, SearchCriteria } from '~/domain/search/criteria';
import {
  criterionOfPlace,
  PLACE_TYPE_OF_CRITERION,
  type PlaceParam,
  type PlaceType,
} from '~/domain/search/places';
import { normalizeSearchText } from '~/domain/text';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage } from '../db/schema';

export interface ResolvedDestination extends DestinationContext {
  /** the filter the search applies */
  filter:
    | { by: 'none' }
    | { by: 'hotel'; hotelId: number }
    | { by: 'city' | 'department' | 'region'; placeId: number }
    | { by: 'touristicregion'; placeId: number }
    | { by: 'country'; countryCode: string }
    | { by: 'around'; lat: number; lng: number; minKm: number; maxKm: number };
  /** a place id that does not exist: the search has no destination results */
  unknown?: boolean;
  /** free text that matched several places: offered as links */
  candidates?: PlaceCandidate[];
  /** free text that matched nothing */
  unmatchedText?: string;
  /** the hierarchy for breadcrumbs */
  hierarchy: { type: PlaceType; id: number; label: string }[];
  /** free text resolved to one place: the criterion the page should carry instead of `q` */
  resolvedFromText?: { place?: { type: PlaceCriterion; id: number }; country?: string };
}

export interface PlaceCandidate {
  id: number;
  type: PlaceType;
  criterion: PlaceParam;
  label: string;
  context: string;
  countryCode: string;
}

const DEFAULT_AROUND_KM = 30;

async function placeRow(db: Db, id: number, language: CatalogueLanguage) {
  return db
    .selectFrom('places as p')
    .leftJoin('place_names as n', (j) => j.onRef('n.place_id', '=', 'p.id').on('n.language', '=', language))
    .select([
      'p.id',
      'p.type',
      'p.lat',
      'p.lng',
      'p.region_id',
      'p.department_id',
      'p.city_id',
      'p.country_code',
      'p.resort',
      'n.name',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

async function hierarchyOf(db: Db, ids: (number | null)[], language: CatalogueLanguage) {
  const wanted = ids.filter((v): v is number => v !== null);
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('places as p')
    .innerJoin('place_names as n', (j) => j.onRef('n.place_id', '=', 'p.id').on('n.language', '=', language))
    .select(['p.id', 'p.type', 'n.name'])
    .where('p.id', 'in', wanted)
    .execute();
  return wanted.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    return row ? [{ type: row.type, id: row.id, label: row.name }] : [];
  });
}

async function countryPlace(db: Db, countryCode: string, language: CatalogueLanguage) {
  return db
    .selectFrom('places as p')
    .innerJoin('place_names as n', (j) => j.onRef('n.place_id', '=', 'p.id').on('n.language', '=', language))
    .select(['p.id', 'n.name'])
    .where('p.type', '=', 'country')
    .where('p.country_code', '=', countryCode)
    .executeTakeFirst();
}

/** Places whose name starts with the text (accent- and case-insensitive), the most populous first. */
export async function findPlacesByText(
  db: Db,
  text: string,
  language: CatalogueLanguage,
  limit = 8,
): Promise<PlaceCandidate[]> {
  const needle = normalizeSearchText(text);
  if (!needle) return [];
  // Places with a name starting with the text, labelled with their own name in the language.
  const named = db
    .selectFrom('place_names as n')
    .innerJoin('places as p', 'p.id', 'n.place_id')
    .select((eb) =>
      eb
        .selectFrom('place_names as own')
        .select('own.name')
        .whereRef('own.place_id', '=', 'p.id')
        .where('own.language', '=', language)
        .limit(1)
        .as('label'),
    )
    .where('n.search_name', 'like', `${needle.replace(/[%_]/g, '')}%`);
  const rows = await named
    .leftJoin('place_names as rn', (j) =>
      j.onRef('rn.place_id', '=', 'p.region_id').on('rn.language', '=', language),
    )
    .leftJoin('place_names as cn', (j) =>
      j.onRef('cn.place_id', '=', 'p.city_id').on('cn.language', '=', language),
    )
    .select([
      'p.id',
      'p.type',
      'p.resort',
      'p.country_code',
      'p.population',
      'rn.name as region_name',
      'cn.name as city_name',
    ])
    .where('p.type', '!=', 'touristic_region')
    .groupBy(['p.id', 'p.type', 'p.resort', 'p.country_code', 'p.population', 'rn.name', 'cn.name'])
    .orderBy('p.population', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
  const touristic = await named
    .select(['p.id', 'p.type', 'p.country_code'])
    .where('p.type', '=', 'touristic_region')
    .groupBy(['p.id', 'p.type', 'p.country_code'])
    .limit(3)
    .execute();
  const candidates: PlaceCandidate[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    criterion: criterionOfPlace(r.type, r.resort),
    label: r.label ?? '',
    context: r.type === 'poi' ? (r.city_name ?? '') : (r.region_name ?? ''),
    countryCode: r.country_code,
  }));
  for (const t of touristic) {
    candidates.push({
      id: t.id,
      type: t.type,
      criterion: 'touristicregion',
      label: t.label ?? '',
      context: '',
      countryCode: t.country_code,
    });
  }
  return candidates.slice(0, limit);
}

function around(
  lat: number,
  lng: number,
  minKm: number | undefined,
  maxKm: number | undefined,
): ResolvedDestination['filter'] {
  return { by: 'around', lat, lng, minKm: minKm ?? 0, maxKm: maxKm ?? DEFAULT_AROUND_KM };
}

/**
 * The destination of a criteria set. A city with a distance filter ('Include offers around')
 * becomes a search around the city's coordinates; a point of interest is always searched around.
 */
export async function resolveDestination(
  db: Db,
  criteria: SearchCriteria,
  language: CatalogueLanguage,
): Promise<ResolvedDestination> {
  const none: ResolvedDestination = { kind: 'none', filter: { by: 'none' }, hierarchy: [] };

  if (criteria.place) {
    const { type, id } = criteria.place;
    if (type === 'hotel') {
      const hotel = await db
        .selectFrom('hotels as h')
        .innerJoin('hotel_translations as t', (j) =>
          j.onRef('t.hotel_id', '=', 'h.id').on('t.language', '=', language),
        )
        .select(['h.id', 'h.lat', 'h.lng', 'h.city_id', 'h.region_id', 'h.country_code', 't.label'])
        .where('h.id', '=', id)
        .executeTakeFirst();
      if (!hotel) return { ...none, kind: 'hotel', unknown: true };
      return {
        kind: 'hotel',
        label: hotel.label,
        lat: hotel.lat,
        lng: hotel.lng,
        countryCode: hotel.country_code,
        filter: { by: 'hotel', hotelId: hotel.id },
        hierarchy: await hierarchyOf(db, [hotel.region_id, hotel.city_id], language),
      };
    }
    const place = await placeRow(db, id, language);
    if (!place || place.type !== PLACE_TYPE_OF_CRITERION[type]) return { ...none, kind: type, unknown: true };
    const base = {
      kind: type,
      label: place.name ?? '',
      lat: place.lat,
      lng: place.lng,
      countryCode: place.country_code,
    };
    const distanceSet = criteria.distanceMin !== undefined || criteria.distanceMax !== undefined;
    switch (place.type) {
      case 'city':
        return {
          ...base,
          regionId: place.region_id ?? undefined,
          filter: distanceSet
            ? around(place.lat, place.lng, criteria.distanceMin, criteria.distanceMax)
            : { by: 'city', placeId: place.id },
          hierarchy: await hierarchyOf(db, [place.region_id, place.department_id, place.id], language),
        };
      case 'poi':
        return {
          ...base,
          filter: around(place.lat, place.lng, criteria.distanceMin, criteria.distanceMax),
          hierarchy: await hierarchyOf(db, [place.city_id, place.id], language),
        };
      case 'department':
        return {
          ...base,
          regionId: place.region_id ?? undefined,
          filter: { by: 'department', placeId: place.id },
          hierarchy: await hierarchyOf(db, [place.region_id, place.id], language),
        };
      case 'region':
        return {
          ...base,
          filter: { by: 'region', placeId: place.id },
          hierarchy: await hierarchyOf(db, [place.id], language),
        };
      case 'touristic_region':
        return {
          ...base,
          filter: { by: 'touristicregion', placeId: place.id },
          hierarchy: await hierarchyOf(db, [place.id], language),
        };
      default:
        return { ...none, unknown: true };
    }
  }

  if (criteria.lat !== undefined && criteria.lng !== undefined) {
    return {
      kind: 'point',
      lat: criteria.lat,
      lng: criteria.lng,
      filter: around(criteria.lat, criteria.lng, criteria.distanceMin, criteria.distanceMax ?? 200),
      hierarchy: [],
    };
  }

  if (criteria.country) {
    const country = await countryPlace(db, criteria.country, language);
    if (!country) return { ...none, unknown: true };
    return {
      kind: 'country',
      label: country.name,
      countryCode: criteria.country,
      filter: { by: 'country', countryCode: criteria.country },
      hierarchy: [{ type: 'country', id: country.id, label: country.name }],
    };
  }

  if (criteria.q) {
    const candidates = await findPlacesByText(db, criteria.q, language, 8);
    const needle = normalizeSearchText(criteria.q);
    // An exact name wins; among exact names a city (the most populous) wins over the department or
    // region of the same name (Paris the city, not Paris the département).
    const exact = candidates.filter((c) => normalizeSearchText(c.label) === needle);
    const exactCities = exact.filter((c) => c.type === 'city');
    const chosen =
      exactCities.length >= 1
        ? exactCities[0]
        : exact.length === 1
          ? exact[0]
          : candidates.length === 1
            ? candidates[0]
            : undefined;
    if (chosen) {
      const resolvedFromText =
        chosen.criterion === 'country'
          ? { country: chosen.countryCode }
          : { place: { type: chosen.criterion, id: chosen.id } };
      const resolved = await resolveDestination(
        db,
        { ...criteria, q: undefined, ...resolvedFromText },
        language,
      );
      return { ...resolved, resolvedFromText };
    }
    if (candidates.length > 1) return { ...none, candidates };
    return { ...none, unmatchedText: criteria.q };
  }

  return none;
}
