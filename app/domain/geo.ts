/**
 * Distances on the earth, the shop's one place for them: the earth's radius, the great-circle
 * distance (haversine), the box around a circle and the point at a distance. The SQL form of the
 * distance (app/server/search/destination-sql.server.ts) takes its radius from here.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The earth's mean radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Kilometres in one degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

const RADIANS_PER_DEGREE = Math.PI / 180;

/** Longitude degrees shrink towards the poles; near them a box stays finite. */
const kmPerDegreeOfLongitude = (lat: number) =>
  KM_PER_DEGREE * Math.max(Math.cos(lat * RADIANS_PER_DEGREE), 0.01);

/**
 * Great-circle distance in km, haversine in its asin(sqrt(…)) form: a rounding error above 1 is
 * clamped instead of giving NaN.
 */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RADIANS_PER_DEGREE;
  const dLng = (b.lng - a.lng) * RADIANS_PER_DEGREE;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RADIANS_PER_DEGREE) * Math.cos(b.lat * RADIANS_PER_DEGREE) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude box that holds the circle of `km` around a point (unclamped): the
 * circle's widest longitudes are asin(sin(d) / cos(lat)) away, a little more than along the parallel.
 */
export function boundsAround(centre: LatLng, km: number): Bounds {
  const dLat = km / KM_PER_DEGREE;
  const ratio = Math.sin(km / EARTH_RADIUS_KM) / Math.max(Math.cos(centre.lat * RADIANS_PER_DEGREE), 0.01);
  // A circle that reaches over a pole spans every longitude.
  const dLng = ratio >= 1 ? 180 : Math.asin(ratio) / RADIANS_PER_DEGREE;
  return {
    west: centre.lng - dLng,
    east: centre.lng + dLng,
    south: centre.lat - dLat,
    north: centre.lat + dLat,
  };
}

/**
 * The point `km` from `from` in the direction `angle` (radians, 0 = north, clockwise), on the flat
 * approximation that holds over the few kilometres it is used for (a hotel around its city centre).
 */
export function pointAt(from: LatLng, km: number, angle: number): LatLng {
  return {
    lat: from.lat + (km * Math.cos(angle)) / KM_PER_DEGREE,
    lng: from.lng + (km * Math.sin(angle)) / kmPerDegreeOfLongitude(from.lat),
  };
}
