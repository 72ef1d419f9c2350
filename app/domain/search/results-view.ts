/**
 * Shapes what a results page shows from the search data:
 * cards, pagination links, sort links, filter badges, fallback banners and the family promo.
 */
import type { Flow } from '../flows';
import { toCardView, type CardContext, type CardOfferInput, type CardView } from './card';
import { criteriaQuery, type SearchCriteria, type Sort } from './criteria';
import type { FallbackKey } from './fallbacks';
import { filterBarCount, mobileFilterCount, withoutFilters } from './filters';
import { paginate, type PaginationView } from './pagination';
import { hasLocation, sortOptions } from './sort';

export const FAMILY_THEME_ID = 39;
export const GRID_COLUMNS = 3;
/** Cards fill rows 1-3, then 4-9, then the rest; inline blocks sit between the groups. */
export const ROW_SPLITS = [3, 9] as const;

/** The desktop filter bar's dropdowns, each of which an address can open (`?panel=filter-price`). */
export const FILTER_DROPDOWNS = ['activities', 'price', 'distance', 'facilities', 'more'] as const;
export type FilterDropdownId = (typeof FILTER_DROPDOWNS)[number];

export type ResultsPanel = 'filters' | 'sort' | 'map' | `filter-${FilterDropdownId}`;

export interface FallbackBlockView {
  key: FallbackKey;
  cards: CardView[];
  href: string;
  total: number;
}

export interface ResultsView {
  flow: Flow;
  basePath: string;
  query: string;
  total: number;
  cards: CardView[];
  /** the card groups between which the inline blocks sit */
  cardGroups: CardView[][];
  pagination: PaginationView & { hrefs: Record<number, string> };
  sort: { current: Sort; options: { value: Sort; href: string; selected: boolean }[] };
  filterBarCount: number;
  mobileFilterCount: number;
  removeAllFiltersHref: string;
  panel: ResultsPanel | null;
  /** the page with a panel open (no-JavaScript drawers and dialogs), and closed */
  panelHrefs: Record<'filters' | 'sort' | 'map' | 'closed', string>;
  fallbacks: FallbackBlockView[];
  /** 'noExact' when only fallbacks answer, 'suggestion' when fallbacks follow results */
  fallbackBanner: 'noExact' | 'suggestion' | null;
  familyPromoHref: string | null;
}

export function parsePanel(value: string | null): ResultsPanel | null {
  if (value === 'filters' || value === 'sort' || value === 'map') return value;
  const dropdown = value?.startsWith('filter-') ? value.slice('filter-'.length) : null;
  return FILTER_DROPDOWNS.find((id) => id === dropdown) ? (value as ResultsPanel) : null;
}

/** The filter bar's dropdown an address opens, if any. */
export function openDropdown(panel: ResultsPanel | null): FilterDropdownId | null {
  return panel?.startsWith('filter-') ? (panel.slice('filter-'.length) as FilterDropdownId) : null;
}

/** The results page of `query` (the canonical criteria) with a panel open, or closed. */
export function panelHref(basePath: string, query: string, panel: ResultsPanel | null): string {
  const params = new URLSearchParams(query);
  if (panel) params.set('panel', panel);
  const qs = params.toString();
  return `${basePath}${qs ? `?${qs}` : ''}`;
}

/** Splits cards into row groups of 3 columns: rows 1-3, rows 4-9, then the rest. */
export function splitIntoRowGroups<T>(
  cards: T[],
  columns = GRID_COLUMNS,
  splits: readonly number[] = ROW_SPLITS,
): T[][] {
  const groups: T[][] = [];
  let start = 0;
  for (const rows of splits) {
    const end = rows * columns;
    if (start < cards.length) groups.push(cards.slice(start, end));
    start = end;
  }
  if (start < cards.length) groups.push(cards.slice(start));
  return groups;
}

export interface ResultsInput {
  basePath: string;
  criteria: SearchCriteria;
  sort: Sort;
  total: number;
  pageSize: number;
  offers: CardOfferInput[];
  fallbacks: {
    key: FallbackKey;
    criteria: SearchCriteria;
    sort: Sort;
    total: number;
    offers: CardOfferInput[];
  }[];
  panel: ResultsPanel | null;
  cardContext: CardContext;
}

export function buildResultsView(input: ResultsInput): ResultsView {
  const { criteria, basePath } = input;
  const withSort = input.sort === 'priceQuality' ? undefined : input.sort;
  const at = (overrides: Partial<SearchCriteria>) =>
    `${basePath}${criteriaQuery({ ...criteria, sort: withSort }, overrides)}`;
  const pagination = paginate(input.total, criteria.page, input.pageSize);
  const hrefs: Record<number, string> = {};
  for (let p = 1; p <= pagination.pageCount; p++) {
    if (pagination.items.includes(p) || p === pagination.previous || p === pagination.next)
      hrefs[p] = at({ page: p });
  }
  const cards = input.offers.map((o) => toCardView(o, input.cardContext));
  const query = criteriaQuery({ ...criteria, sort: withSort });
  const fallbacks = input.fallbacks.map((f) => ({
    key: f.key,
    cards: f.offers.map((o) => toCardView(o, input.cardContext)),
    href: `${basePath}${criteriaQuery({ ...f.criteria, sort: f.sort === 'priceQuality' ? undefined : f.sort })}`,
    total: f.total,
  }));
  const { children, babies } = criteria.pax;
  return {
    flow: criteria.flow,
    basePath,
    query,
    total: input.total,
    cards,
    cardGroups: splitIntoRowGroups(cards),
    pagination: { ...pagination, hrefs },
    sort: {
      current: input.sort,
      options: sortOptions(criteria.flow, hasLocation(criteria)).map((value) => ({
        value,
        href: `${basePath}${criteriaQuery(criteria, { sort: value === 'priceQuality' ? undefined : value, page: 1 })}`,
        selected: value === input.sort,
      })),
    },
    filterBarCount: filterBarCount(criteria),
    mobileFilterCount: mobileFilterCount(criteria),
    removeAllFiltersHref: `${basePath}${criteriaQuery(withoutFilters(criteria))}`,
    panel: input.panel,
    panelHrefs: {
      filters: panelHref(basePath, query, 'filters'),
      sort: panelHref(basePath, query, 'sort'),
      map: panelHref(basePath, query, 'map'),
      closed: panelHref(basePath, query, null),
    },
    fallbacks,
    fallbackBanner: fallbacks.length === 0 ? null : input.total === 0 ? 'noExact' : 'suggestion',
    familyPromoHref:
      (children > 0 || babies > 0) && criteria.theme !== FAMILY_THEME_ID && criteria.flow !== 'activity'
        ? `${basePath}${criteriaQuery(criteria, { theme: FAMILY_THEME_ID, page: 1 })}`
        : null,
  };
}
