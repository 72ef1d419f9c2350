/**
 * Filter rules: the price and distance sliders, option states and
 * the two filter-count badges.
 */
import { DISTANCE, priceSliderBounds, type SearchCriteria } from './criteria';

/**
 * Turns slider values (whole euros) into criteria cents: at or below the minimum means no minimum,
 * at or above 250 means no maximum.
 */
export function priceFromSlider(
  min: number | undefined,
  max: number | undefined,
  flow: SearchCriteria['flow'],
) {
  const bounds = priceSliderBounds(flow);
  const lo =
    min !== undefined && Number.isFinite(min) && min > bounds.min ? Math.round(min) * 100 : undefined;
  const hi =
    max !== undefined && Number.isFinite(max) && max < bounds.max ? Math.round(max) * 100 : undefined;
  if (lo !== undefined && hi !== undefined && lo > hi) return { priceMin: hi, priceMax: lo };
  return { priceMin: lo, priceMax: hi };
}

/** Range inputs accept digits only and are capped at the maximum. */
export function sanitizeSliderInput(raw: string, max: number): number | undefined {
  const digits = raw.replace(/\D/g, '');
  if (!digits) return undefined;
  return Math.min(Number(digits), max);
}

/** The distance slider snaps to its bounds (step 1). */
export function snapDistance(value: number, bounds: { min: number; max: number } = DISTANCE): number {
  if (!Number.isFinite(value) || value <= bounds.min) return bounds.min;
  if (value >= bounds.max) return bounds.max;
  return Math.round(value);
}

/** Options with count 0 are disabled unless already selected. */
export function isOptionDisabled(count: number, selected: boolean): boolean {
  return count === 0 && !selected;
}

/** Score is single-choice: choosing the current value again resets it. */
export function toggleScore(current: number | undefined, clicked: number): number | undefined {
  return current === clicked ? undefined : clicked;
}

export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function distanceActive(c: SearchCriteria): boolean {
  return c.distanceMin !== undefined || c.distanceMax !== undefined;
}

function priceActive(c: SearchCriteria): boolean {
  return c.priceMin !== undefined || c.priceMax !== undefined;
}

/**
 * The filter bar's badge: one per selected activity, star, facility (pets counts as one), one for
 * score, one if the budget differs from the fixed bounds, one if distance differs.
 */
export function filterBarCount(c: SearchCriteria): number {
  return (
    c.tags.length +
    c.stars.length +
    c.facilities.length +
    (c.petsAllowed ? 1 : 0) +
    (c.minScore !== undefined ? 1 : 0) +
    (priceActive(c) ? 1 : 0) +
    (distanceActive(c) ? 1 : 0)
  );
}

/**
 * The mobile Filter button's count: selected hotel types, environments and styles, one for score,
 * one for stars, and price, facilities, distance and activities.
 */
export function mobileFilterCount(c: SearchCriteria): number {
  return (
    c.hotelTypes.length +
    c.hotelEnvironments.length +
    c.hotelStyles.length +
    (c.minScore !== undefined ? 1 : 0) +
    (c.stars.length > 0 ? 1 : 0) +
    (priceActive(c) ? 1 : 0) +
    c.facilities.length +
    (c.petsAllowed ? 1 : 0) +
    (distanceActive(c) ? 1 : 0) +
    c.tags.length
  );
}

/** Removes every filter and keeps destination, dates, travellers, theme and flow ('Remove all filters'). */
export function withoutFilters(c: SearchCriteria): SearchCriteria {
  return {
    ...c,
    hotelTypes: [],
    hotelEnvironments: [],
    hotelStyles: [],
    stars: [],
    minScore: undefined,
    priceMin: undefined,
    priceMax: undefined,
    facilities: [],
    petsAllowed: false,
    tags: [],
    distanceMin: undefined,
    distanceMax: undefined,
    page: 1,
  };
}
