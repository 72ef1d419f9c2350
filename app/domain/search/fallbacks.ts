/**
 * Fallback searches: when the exact search is thin or empty, nearby
 * variants are proposed in blocks of 3. Variants expand the destination, remove the category
 * (theme) and remove the dates, alone and combined, closest first.
 */
import { DISTANCE, type PlaceCriterion, type SearchCriteria, type Sort } from './criteria';

export const FALLBACK_BLOCK_SIZE = 3;
export const MAX_FALLBACK_BLOCKS = 3;

/** What the server knows about the searched destination, needed to expand it. */
export interface DestinationContext {
  kind: PlaceCriterion | 'point' | 'country' | 'none';
  label?: string;
  lat?: number;
  lng?: number;
  /** the region holding a department */
  regionId?: number;
  /** the country holding a region or touristic region */
  countryCode?: string;
}

export type DestinationType = 'touristic' | 'latitude' | 'other' | 'none';

export interface FallbackKey {
  destination: { value: string; type: DestinationType; isAround: boolean; isExpanded: boolean };
  dates: boolean;
  category: boolean;
  value: string;
  order: number;
}

export interface FallbackVariant {
  key: FallbackKey;
  criteria: SearchCriteria;
  sort: Sort;
}

export function destinationType(context: DestinationContext): DestinationType {
  if (context.kind === 'none') return 'none';
  if (context.kind === 'touristicregion') return 'touristic';
  if (context.kind === 'point') return 'latitude';
  return 'other';
}

const AROUND_KINDS: readonly DestinationContext['kind'][] = [
  'city',
  'poi',
  'hotel',
  'searesort',
  'skiresort',
];

/** The expanded destination, or undefined when it cannot grow (a country, nothing). */
export function expandDestination(
  criteria: SearchCriteria,
  context: DestinationContext,
): SearchCriteria | undefined {
  const base = {
    ...criteria,
    place: undefined,
    q: undefined,
    country: undefined,
    lat: undefined,
    lng: undefined,
    distanceMin: undefined,
    distanceMax: undefined,
  };
  if (AROUND_KINDS.includes(context.kind) && context.lat !== undefined && context.lng !== undefined) {
    return { ...base, lat: context.lat, lng: context.lng, distanceMin: 0, distanceMax: DISTANCE.around };
  }
  if (context.kind === 'department' && context.regionId)
    return { ...base, place: { type: 'region', id: context.regionId } };
  if ((context.kind === 'region' || context.kind === 'touristicregion') && context.countryCode)
    return { ...base, country: context.countryCode };
  if (context.kind === 'point' && criteria.lat !== undefined && criteria.lng !== undefined) {
    const current = criteria.distanceMax ?? DISTANCE.nearbyDefault;
    if (current >= DISTANCE.max) return undefined;
    return {
      ...criteria,
      distanceMin: 0,
      distanceMax: Math.min(DISTANCE.max, Math.max(current * 2, DISTANCE.around)),
    };
  }
  return undefined;
}

function withoutCategory(c: SearchCriteria): SearchCriteria {
  return { ...c, theme: undefined, tags: [] };
}

function withoutDates(c: SearchCriteria): SearchCriteria {
  return { ...c, checkin: undefined, checkout: undefined };
}

/**
 * Every applicable variant, closest to the shopper's question first. The page shows the first
 * MAX_FALLBACK_BLOCKS that return results, each excluding hotels already shown.
 */
export function generateFallbacks(criteria: SearchCriteria, context: DestinationContext): FallbackVariant[] {
  const type = destinationType(context);
  const expanded = expandDestination(criteria, context);
  const hasCategory = criteria.theme !== undefined || criteria.tags.length > 0;
  const hasDates = Boolean(criteria.checkin && criteria.checkout) && criteria.flow !== 'gifting';
  const isAround = type === 'latitude' || (expanded?.lat !== undefined && expanded.lng !== undefined);

  const combos: { expand: boolean; category: boolean; dates: boolean }[] = [
    { expand: true, category: false, dates: false },
    { expand: false, category: true, dates: false },
    { expand: false, category: false, dates: true },
    { expand: true, category: true, dates: false },
    { expand: true, category: false, dates: true },
    { expand: false, category: true, dates: true },
    { expand: true, category: true, dates: true },
  ];

  const variants: FallbackVariant[] = [];
  for (const combo of combos) {
    if (combo.expand && !expanded) continue;
    if (combo.category && !hasCategory) continue;
    if (combo.dates && !hasDates) continue;
    let next = combo.expand && expanded ? expanded : criteria;
    if (combo.category) next = withoutCategory(next);
    if (combo.dates) next = withoutDates(next);
    next = { ...next, page: 1, sort: undefined };
    const aroundNow = next.lat !== undefined && next.lng !== undefined;
    const order = variants.length;
    variants.push({
      key: {
        destination: {
          value: context.label ?? '',
          type,
          isAround: combo.expand ? isAround : type === 'latitude',
          isExpanded: combo.expand,
        },
        dates: combo.dates,
        category: combo.category,
        value: [combo.expand && 'expand', combo.category && 'category', combo.dates && 'dates']
          .filter(Boolean)
          .join('+'),
        order,
      },
      criteria: next,
      sort: aroundNow && (combo.expand || type === 'latitude') ? 'distance' : 'priceQuality',
    });
  }
  return variants;
}
