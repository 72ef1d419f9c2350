/** What a stay or hotel results page renders: the loader returns it, the ui components take it. */
import type { SearchSuggestions, SeoText } from '../content';
import type { StaticMapView } from '../map';
import type { Flow } from '../flows';
import type { SearchCriteria } from './criteria';
import type { FacetsView } from './facets';
import type { PlaceType } from './places';
import {
  compactResultsView,
  expandResultsView,
  type CompactResultsView,
  type ResultsView,
} from './results-view';

export interface DestinationView {
  label: string | null;
  hierarchy: { type: PlaceType; id: number; label: string }[];
  /** free text that matched several places: offered as links */
  candidates:
    | { id: number; type: string; criterion: string; label: string; context: string; countryCode: string }[]
    | null;
  /** free text that matched nothing */
  unmatchedText: string | null;
  /** a place id that does not exist */
  unknown: boolean;
  lat: number | null;
  lng: number | null;
}

export interface SearchPageData {
  marketCode: string;
  /** the document's title: what was searched, the dates, the count, the shop */
  documentTitle: string;
  today: string;
  /** the hour in the market's time zone (today is not selectable from 20:00) */
  hour: number;
  criteria: SearchCriteria;
  /** the flows the search box offers */
  flows: Flow[];
  canonicalQuery: string;
  results: ResultsView;
  /**
   * The filter forms' options and counts: only on a page whose address opens a filter form
   * (`?panel=filters|filter-…`), null otherwise; with JavaScript a form opened in place loads them then.
   */
  facets: FacetsView | null;
  /** which optional filters the bar offers, known without the facets */
  filterGroups: { activities: boolean; facilities: boolean };
  themes: { id: number; name: string; reduced: boolean }[];
  themeLabel: string | null;
  destination: DestinationView;
  seoText: SeoText | null;
  suggestions: SearchSuggestions | null;
  /** the server-rendered static map of `?panel=map` (ADR 007), null otherwise */
  map?: StaticMapView | null;
}

/** The page's data as the loader sends it: the results view without what follows from the criteria. */
export type SearchPageWireData = Omit<SearchPageData, 'results'> & { results: CompactResultsView };

export function toWireData(page: SearchPageData): SearchPageWireData {
  return { ...page, results: compactResultsView(page.results) };
}

export function fromWireData(wire: SearchPageWireData): SearchPageData {
  return { ...wire, results: expandResultsView(wire.results, wire.criteria) };
}
