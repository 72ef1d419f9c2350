/**
 * Small pure helpers for the results page's links and GET forms. They work on the page's canonical
 * query string (`results.query`), so the forms re-submit exactly the criteria the page shows.
 */
import { LOCATION_PARAMS } from '~/domain/map';

/** The query parameters each filter control edits (names the criteria parser reads). */
export const FILTER_PARAMS = {
  activities: ['tags'],
  price: ['priceMin', 'priceMax', 'budgetMin', 'budgetMax', 'singleVoucherPriceMin', 'singleVoucherPriceMax'],
  distance: ['distanceMin', 'distanceMax'],
  facilities: ['facilities', 'petsAllowed'],
  more: ['stars', 'minHotelReviewScore', 'hotelScore', 'hotelTypes', 'hotelEnvironments', 'hotelStyles'],
} as const;

export type FilterGroup = keyof typeof FILTER_PARAMS;

export const ALL_FILTER_PARAMS: readonly string[] = Object.values(FILTER_PARAMS).flat();

/** Place parameters: at most one travels with a search. */
export const PLACE_PARAMS: readonly string[] = LOCATION_PARAMS.filter(
  (p) => !['distanceMin', 'distanceMax', 'hotelId'].includes(p),
);

/** Presentation and paging parameters: never re-submitted by a filter or sort change. */
const ALWAYS_DROPPED = ['page', 'panel', 'from'];

/** The current criteria as [name, value] pairs without the given names (and without page/panel). */
export function keptEntries(query: string, drop: readonly string[]): [string, string][] {
  const skip = new Set([...drop, ...ALWAYS_DROPPED]);
  return [...new URLSearchParams(query)].filter(([name]) => !skip.has(name));
}

/** A link to the same results without the given parameters, optionally with others set. */
export function hrefWith(
  basePath: string,
  query: string,
  drop: readonly string[],
  set: Record<string, string> = {},
): string {
  const params = new URLSearchParams(keptEntries(query, [...drop, ...Object.keys(set)]));
  for (const [name, value] of Object.entries(set)) params.set(name, value);
  const qs = params.toString();
  return `${basePath}${qs ? `?${qs}` : ''}`;
}

/** What a GET form would send, empty fields left out (the parser ignores them anyway). */
export function formQuery(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
  }
  return params.toString();
}

/** Whole euros for a price input, from cents. */
export function centsToEuros(cents: number | undefined): string {
  return cents === undefined ? '' : String(Math.round(cents / 100));
}

/**
 * Whether the distance filter applies: around a city or resort it is a switch ('Include offers
 * around'), around a point or a point of interest always on; elsewhere (region, hotel…) it has no effect.
 */
export function distanceMode(
  place: { type: string } | undefined,
  hasPoint: boolean,
  destinationLat: number | null,
): 'switch' | 'always' | null {
  if (hasPoint) return 'always';
  if (destinationLat === null || !place) return null;
  if (place.type === 'poi') return 'always';
  if (place.type === 'city' || place.type === 'searesort' || place.type === 'skiresort') return 'switch';
  return null;
}
