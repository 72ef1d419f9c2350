/** Hotels near a hotel: the closest first, within a radius, the hotel itself excluded. */
import { distanceKm, type LatLng } from '~/domain/geo';

/** The carousel shows 3 at a time; it holds a few pages of them. */
export const NEARBY_VISIBLE = 3;
export const NEARBY_MAX = 9;
export const NEARBY_RADIUS_KM = 50;

export interface NearbyCandidate extends LatLng {
  id: number;
}

/** The `limit` candidates closest to `origin`, within `radiusKm`, each with its distance in whole km. */
export function nearestHotels<T extends NearbyCandidate>(
  origin: LatLng & { id: number },
  candidates: T[],
  { limit = NEARBY_MAX, radiusKm = NEARBY_RADIUS_KM } = {},
): (T & { distanceKm: number })[] {
  return candidates
    .filter((c) => c.id !== origin.id)
    .map((c) => ({ ...c, distanceKm: distanceKm(origin, c) }))
    .filter((c) => c.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id)
    .slice(0, limit)
    .map((c) => ({ ...c, distanceKm: Math.max(1, Math.round(c.distanceKm)) }));
}
