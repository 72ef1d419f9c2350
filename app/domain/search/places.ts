/**
 * Places of the catalogue and the criterion that searches each: a city is searched as `city`, or
 * as `searesort` / `skiresort` when it is a resort; a touristic region as `touristicregion`; a
 * country by its code.
 */
import type { PlaceCriterion } from './criteria';

export type PlaceType = 'country' | 'region' | 'department' | 'touristic_region' | 'city' | 'poi';
export type Resort = 'sea' | 'ski';
/** The query parameter that searches a place (a hotel is no place; a country goes by its code). */
export type PlaceParam = Exclude<PlaceCriterion, 'hotel'> | 'country';

/** The criterion that searches a place. */
export function criterionOfPlace(type: PlaceType, resort?: Resort | null): PlaceParam {
  switch (type) {
    case 'city':
      return resort === 'sea' ? 'searesort' : resort === 'ski' ? 'skiresort' : 'city';
    case 'touristic_region':
      return 'touristicregion';
    case 'department':
    case 'region':
    case 'poi':
    case 'country':
      return type;
  }
}

/** The type of place a criterion's id must name (a hotel is no place). */
export const PLACE_TYPE_OF_CRITERION: Record<Exclude<PlaceParam, 'country'>, PlaceType> = {
  city: 'city',
  searesort: 'city',
  skiresort: 'city',
  poi: 'poi',
  department: 'department',
  region: 'region',
  touristicregion: 'touristic_region',
};

/** A destination suggestion, as the autocomplete API answers it. */
export interface Suggestion {
  label: string;
  /** the criterion the suggestion sets */
  category: PlaceParam;
  id: number;
  latitude: number;
  longitude: number;
  /** the criterion value (the id, or the country code) */
  value: string;
  postalcode: string | null;
  /** where it is (region, or city of a point of interest) */
  context?: string;
}
