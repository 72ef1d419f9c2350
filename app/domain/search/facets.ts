/**
 * The filter panels' view of the facets: every option with its count, whether it is selected and
 * whether it is disabled (count 0 and not selected).
 */
import { isOptionDisabled } from './filters';
import { SCORE_OPTIONS, STAR_OPTIONS, type SearchCriteria } from './criteria';

export interface FacetOptionView<T extends string | number = string> {
  value: T;
  label: string;
  count: number;
  selected: boolean;
  disabled: boolean;
}

export interface FacetInput {
  total: number;
  stars: Map<number, number>;
  score: Map<number, number>;
  hotelTypes: Map<string, number>;
  hotelEnvironments: Map<string, number>;
  hotelStyles: Map<string, number>;
  facilities: Map<string, number>;
  tags: Map<number, number>;
  price: { min: number | null; max: number | null };
}

export interface OptionLabels {
  facilities: { value: string; label: string }[];
  hotelTypes: { value: string; label: string }[];
  hotelEnvironments: { value: string; label: string }[];
  hotelStyles: { value: string; label: string }[];
  activityGroups: { key: string; name: string; activities: { value: number; label: string }[] }[];
}

export interface FacetsView {
  stars: FacetOptionView<number>[];
  score: FacetOptionView<number>[];
  facilities: FacetOptionView[];
  hotelTypes: FacetOptionView[];
  hotelEnvironments: FacetOptionView[];
  hotelStyles: FacetOptionView[];
  activityGroups: { key: string; name: string; activities: FacetOptionView<number>[] }[];
  price: { min: number | null; max: number | null };
}

/** No options at all: what a closed form is built from while the facets are not loaded. */
export const NO_FACETS: FacetsView = {
  stars: [],
  score: [],
  facilities: [],
  hotelTypes: [],
  hotelEnvironments: [],
  hotelStyles: [],
  activityGroups: [],
  price: { min: null, max: null },
};

function option<T extends string | number>(
  value: T,
  label: string,
  count: number,
  selected: boolean,
): FacetOptionView<T> {
  return { value, label, count, selected, disabled: isOptionDisabled(count, selected) };
}

export function buildFacetsView(
  counts: FacetInput,
  labels: OptionLabels,
  criteria: SearchCriteria,
  starLabel: (count: number) => string,
  scoreLabel: (value: number) => string,
): FacetsView {
  const named = (list: { value: string; label: string }[], map: Map<string, number>, selected: string[]) =>
    list.map((o) => option(o.value, o.label, map.get(o.value) ?? 0, selected.includes(o.value)));
  const selectedFacilities = [...criteria.facilities, ...(criteria.petsAllowed ? ['pets'] : [])];
  return {
    stars: STAR_OPTIONS.map((s) =>
      option(s, starLabel(s), counts.stars.get(s) ?? 0, criteria.stars.includes(s)),
    ),
    score: SCORE_OPTIONS.map((s) =>
      option(s, scoreLabel(s), counts.score.get(s) ?? 0, criteria.minScore === s),
    ),
    facilities: named(labels.facilities, counts.facilities, selectedFacilities),
    hotelTypes: named(labels.hotelTypes, counts.hotelTypes, criteria.hotelTypes),
    hotelEnvironments: named(labels.hotelEnvironments, counts.hotelEnvironments, criteria.hotelEnvironments),
    hotelStyles: named(labels.hotelStyles, counts.hotelStyles, criteria.hotelStyles),
    activityGroups: labels.activityGroups
      .map((g) => ({
        key: g.key,
        name: g.name,
        activities: g.activities.map((a) =>
          option(a.value, a.label, counts.tags.get(a.value) ?? 0, criteria.tags.includes(a.value)),
        ),
      }))
      // A group shows when one of its activities can be chosen or is chosen.
      .filter((g) => g.activities.some((a) => a.count > 0 || a.selected)),
    price: counts.price,
  };
}
