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

/** Whether the page of this panel shows a filter form (and so needs the facets). */
export function panelShowsFilters(panel: ResultsPanel | null): boolean {
  return panel === 'filters' || openDropdown(panel) !== null;
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

/** The links of a results page: all of them follow from its address, its criteria and its sort. */
type ResultsLinks = Pick<ResultsView, 'panelHrefs' | 'removeAllFiltersHref' | 'familyPromoHref'> & {
  pages: Record<number, string>;
  sortHref: (value: Sort) => string;
};

function resultsLinks(
  basePath: string,
  criteria: SearchCriteria,
  sort: Sort,
  pagination: PaginationView,
): ResultsLinks {
  const withSort = sort === 'priceQuality' ? undefined : sort;
  const query = criteriaQuery({ ...criteria, sort: withSort });
  const pages: Record<number, string> = {};
  for (let p = 1; p <= pagination.pageCount; p++) {
    if (pagination.items.includes(p) || p === pagination.previous || p === pagination.next)
      pages[p] = `${basePath}${criteriaQuery({ ...criteria, sort: withSort }, { page: p })}`;
  }
  const { children, babies } = criteria.pax;
  return {
    pages,
    sortHref: (value) =>
      `${basePath}${criteriaQuery(criteria, { sort: value === 'priceQuality' ? undefined : value, page: 1 })}`,
    removeAllFiltersHref: `${basePath}${criteriaQuery(withoutFilters(criteria))}`,
    panelHrefs: {
      filters: panelHref(basePath, query, 'filters'),
      sort: panelHref(basePath, query, 'sort'),
      map: panelHref(basePath, query, 'map'),
      closed: panelHref(basePath, query, null),
    },
    familyPromoHref:
      (children > 0 || babies > 0) && criteria.theme !== FAMILY_THEME_ID && criteria.flow !== 'activity'
        ? `${basePath}${criteriaQuery(criteria, { theme: FAMILY_THEME_ID, page: 1 })}`
        : null,
  };
}

export function buildResultsView(input: ResultsInput): ResultsView {
  const { criteria, basePath } = input;
  const withSort = input.sort === 'priceQuality' ? undefined : input.sort;
  const pagination = paginate(input.total, criteria.page, input.pageSize);
  const links = resultsLinks(basePath, criteria, input.sort, pagination);
  const cards = input.offers.map((o) => toCardView(o, input.cardContext));
  const query = criteriaQuery({ ...criteria, sort: withSort });
  const fallbacks = input.fallbacks.map((f) => ({
    key: f.key,
    cards: f.offers.map((o) => toCardView(o, input.cardContext)),
    href: `${basePath}${criteriaQuery({ ...f.criteria, sort: f.sort === 'priceQuality' ? undefined : f.sort })}`,
    total: f.total,
  }));
  return {
    flow: criteria.flow,
    basePath,
    query,
    total: input.total,
    cards,
    cardGroups: splitIntoRowGroups(cards),
    pagination: { ...pagination, hrefs: links.pages },
    sort: {
      current: input.sort,
      options: sortOptions(criteria.flow, hasLocation(criteria)).map((value) => ({
        value,
        href: links.sortHref(value),
        selected: value === input.sort,
      })),
    },
    filterBarCount: filterBarCount(criteria),
    mobileFilterCount: mobileFilterCount(criteria),
    removeAllFiltersHref: links.removeAllFiltersHref,
    panel: input.panel,
    panelHrefs: links.panelHrefs,
    fallbacks,
    fallbackBanner: fallbacks.length === 0 ? null : input.total === 0 ? 'noExact' : 'suggestion',
    familyPromoHref: links.familyPromoHref,
  };
}

const queryOf = (href: string) => {
  const at = href.indexOf('?');
  return at < 0 ? '' : href.slice(at);
};

/**
 * A results view as the page's data carries it: without the links that follow from the criteria
 * (`resultsLinks`), and, when every card link ends with the same query (the dates and travellers),
 * with each card's path and that query once. They were a tenth of the page.
 */
export type CompactResultsView = Omit<
  ResultsView,
  'pagination' | 'sort' | 'panelHrefs' | 'removeAllFiltersHref' | 'familyPromoHref'
> & {
  pagination: PaginationView;
  sort: { current: Sort; options: { value: Sort; selected: boolean }[] };
  /** the query every card link ends with, left out of each */
  cardQuery: string;
};

export function compactResultsView(results: ResultsView): CompactResultsView {
  const {
    pagination: { hrefs: _pages, ...pagination },
    panelHrefs: _panels,
    removeAllFiltersHref: _removeAll,
    familyPromoHref: _family,
    ...rest
  } = results;
  const sort = {
    current: results.sort.current,
    options: results.sort.options.map(({ href: _href, ...o }) => o),
  };
  const shared = results.cards.length > 0 ? queryOf(results.cards[0].href) : '';
  const cardQuery = shared && results.cards.every((card) => queryOf(card.href) === shared) ? shared : '';
  const compact = { ...rest, pagination, sort, cardQuery };
  if (!cardQuery) return compact;
  return {
    ...compact,
    ...mapCards(compact, (card) => ({ ...card, href: card.href.slice(0, -cardQuery.length) })),
  };
}

/** The whole view back from the page's data and the criteria it was built for. */
export function expandResultsView(compact: CompactResultsView, criteria: SearchCriteria): ResultsView {
  const { cardQuery, ...rest } = compact;
  const links = resultsLinks(compact.basePath, criteria, compact.sort.current, compact.pagination);
  const cards = cardQuery
    ? mapCards(compact, (card) => ({ ...card, href: card.href + cardQuery }))
    : { cards: compact.cards, cardGroups: compact.cardGroups };
  return {
    ...rest,
    ...cards,
    pagination: { ...compact.pagination, hrefs: links.pages },
    sort: {
      current: compact.sort.current,
      options: compact.sort.options.map((o) => ({ ...o, href: links.sortHref(o.value) })),
    },
    panelHrefs: links.panelHrefs,
    removeAllFiltersHref: links.removeAllFiltersHref,
    familyPromoHref: links.familyPromoHref,
  };
}

function mapCards(
  results: Pick<ResultsView, 'cards' | 'cardGroups'>,
  change: (card: CardView) => CardView,
): Pick<ResultsView, 'cards' | 'cardGroups'> {
  const changed = new Map<CardView, CardView>();
  const once = (card: CardView) => {
    let next = changed.get(card);
    if (!next) changed.set(card, (next = change(card)));
    return next;
  };
  return { cards: results.cards.map(once), cardGroups: results.cardGroups.map((group) => group.map(once)) };
}
