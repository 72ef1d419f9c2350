/**
 * 'Less than 2h': a distance search around the shopper's position (the browser's geolocation,
 * rounded to 5 decimals), named after the nearest popular city within the destination radius.
 */
import { distanceKm } from '~/domain/geo';
import { DISTANCE } from '~/domain/search/criteria';
import type { Suggestion } from './destination-options';
import type { SearchBoxAround } from './search-box-model';

/** A city this close to the shopper names the search (km, the destination radius). */
const NEAREST_CITY_KM = DISTANCE.around;

const kmTo = (lat: number, lng: number, place: Suggestion) =>
  distanceKm({ lat, lng }, { lat: place.latitude, lng: place.longitude });

/** The nearest city or sea resort within the radius, if any. */
function nearestCity(lat: number, lng: number, places: readonly Suggestion[]): Suggestion | undefined {
  let nearest: Suggestion | undefined;
  for (const city of places.filter((s) => s.category === 'city' || s.category === 'searesort')) {
    const km = kmTo(lat, lng, city);
    if (km <= NEAREST_CITY_KM && (!nearest || km < kmTo(lat, lng, nearest))) nearest = city;
  }
  return nearest;
}

/** Asks for the position; `found` gets the search and the nearest city, `failed` the reason. */
export function locateNearby(options: {
  cities: () => Promise<readonly Suggestion[]>;
  found: (around: SearchBoxAround, nearest: Suggestion | undefined) => void;
  failed: (message: string) => void;
}): void {
  navigator.geolocation.getCurrentPosition(
    async (position) => {
      const lat = Number(position.coords.latitude.toFixed(5));
      const lng = Number(position.coords.longitude.toFixed(5));
      const nearest = nearestCity(lat, lng, await options.cities());
      options.found({ lat, lng, distanceMax: DISTANCE.nearbyDefault }, nearest);
    },
    (error) => options.failed(error.message),
    { maximumAge: 600_000, timeout: 10_000 },
  );
}
