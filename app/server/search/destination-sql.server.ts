/**
 * The destination of a search as SQL, shared by the stay search (hotels) and the activity search
 * (activity products): the same place rules over each one's own columns.
 */
import { sql, type RawBuilder } from 'kysely';
import { boundsAround, EARTH_RADIUS_KM } from '~/domain/geo';
import type { ResolvedDestination } from './destination.server';

/** The columns a searched row exposes for its place. */
export interface PlaceColumns {
  /** the hotel id, when the row has one (a `hotel` destination matches nothing otherwise) */
  hotelId?: string;
  city: string;
  department: string;
  region: string;
  country: string;
  lat: string;
  lng: string;
}

/**
 * The domain's great-circle distance (app/domain/geo.ts) in SQL, from a point to the row's
 * coordinates: haversine in its asin(sqrt(…)) form, which both engines compute (acos of a rounding
 * error above 1 is NULL in SQLite and an error in PostgreSQL).
 */
export function distanceKmSql(
  lat: number,
  lng: number,
  columns: Pick<PlaceColumns, 'lat' | 'lng'>,
): RawBuilder<number> {
  const rowLat = sql.ref(columns.lat);
  const rowLng = sql.ref(columns.lng);
  return sql<number>`(2 * ${sql.lit(EARTH_RADIUS_KM)} * asin(sqrt(
    power(sin(radians(${rowLat} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${rowLat})) * power(sin(radians(${rowLng} - ${lng}) / 2), 2)
  )))`;
}

export interface DestinationSql {
  /** the rows at the destination; undefined when the search has no destination */
  condition?: RawBuilder<boolean>;
  /** distance from the searched point or place, when it has coordinates (distance sort and labels) */
  distance?: RawBuilder<number>;
}

/**
 * `distanceFromAnyPlace`: measure the distance from any destination with coordinates (activities);
 * stays measure it only from a city or a hotel.
 */
export function destinationSql(
  destination: ResolvedDestination,
  columns: PlaceColumns,
  { distanceFromAnyPlace = false } = {},
): DestinationSql {
  const f = destination.filter;
  const ref = sql.ref;
  const place =
    destination.lat !== undefined && destination.lng !== undefined
      ? distanceKmSql(destination.lat, destination.lng, columns)
      : undefined;
  let condition: RawBuilder<boolean> | undefined;
  let distance: RawBuilder<number> | undefined;
  switch (f.by) {
    case 'hotel':
      condition = columns.hotelId
        ? sql<boolean>`${ref(columns.hotelId)} = ${f.hotelId}`
        : sql<boolean>`1 = 0`;
      distance = place;
      break;
    case 'city':
      condition = sql<boolean>`${ref(columns.city)} = ${f.placeId}`;
      distance = place;
      break;
    case 'department':
      condition = sql<boolean>`${ref(columns.department)} = ${f.placeId}`;
      break;
    case 'region':
      condition = sql<boolean>`${ref(columns.region)} = ${f.placeId}`;
      break;
    case 'touristicregion':
      condition = sql<boolean>`${ref(columns.city)} in (select city_id from city_touristic_regions where touristic_region_id = ${f.placeId})`;
      break;
    case 'country':
      condition = sql<boolean>`${ref(columns.country)} = ${f.countryCode}`;
      break;
    case 'around': {
      // The box that holds the circle is an index-friendly prefilter.
      const box = boundsAround({ lat: f.lat, lng: f.lng }, Math.max(f.maxKm, 1));
      distance = distanceKmSql(f.lat, f.lng, columns);
      condition = sql<boolean>`${ref(columns.lat)} between ${box.south} and ${box.north}
        and ${ref(columns.lng)} between ${box.west} and ${box.east}
        and ${distance} >= ${f.minKm} and ${distance} <= ${f.maxKm}`;
      break;
    }
    default:
      break;
  }
  if (destination.unknown) condition = sql<boolean>`1 = 0`;
  return { condition, distance: distance ?? (distanceFromAnyPlace ? place : undefined) };
}
