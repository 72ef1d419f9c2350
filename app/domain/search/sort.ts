/** Sort options per flow: distance only around a point, promo only when booking, voucher prices only for gifts. */
import type { Flow } from '../flows';
import type { SearchCriteria, Sort } from './criteria';

export function sortOptions(flow: Flow, hasLocation: boolean): Sort[] {
  const options: Sort[] = ['priceQuality'];
  if (hasLocation) options.push('distance');
  if (flow === 'booking') options.push('promo');
  if (flow === 'booking' || flow === 'hotel') options.push('priceAsc', 'popularity');
  if (flow === 'gifting') options.push('svPriceDesc', 'svPriceAsc');
  return options;
}

/** A location exists when the search is around a point or a place with coordinates (a city, a POI, a hotel). */
export function hasLocation(criteria: Pick<SearchCriteria, 'lat' | 'lng' | 'place'>): boolean {
  if (criteria.lat !== undefined && criteria.lng !== undefined) return true;
  return (
    criteria.place?.type === 'city' ||
    criteria.place?.type === 'poi' ||
    criteria.place?.type === 'searesort' ||
    criteria.place?.type === 'skiresort'
  );
}

/** The sort actually applied: the requested one when it is offered, else the default priceQuality. */
export function effectiveSort(criteria: SearchCriteria): Sort {
  const options = sortOptions(criteria.flow, hasLocation(criteria));
  return criteria.sort && options.includes(criteria.sort) ? criteria.sort : 'priceQuality';
}
