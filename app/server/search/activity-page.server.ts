/** The activity-only results page's data: the same shape as the stay search, with activity facets only. */
import type { SearchCriteria, Sort } from '~/domain/search/criteria';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage } from '../db/schema';
import { searchActivities } from './activity-search.server';
import { resolveDestination } from './destination.server';
import type { FacetCounts } from './facets.server';
import { getFilterOptions } from './filter-options.server';
import { RESULTS_PAGE_SIZE } from '~/domain/search/pagination';
import type { StaySearchData } from './search-page.server';

export async function activitySearch(
  db: Db,
  criteria: SearchCriteria,
  sort: Sort,
  language: CatalogueLanguage,
): Promise<StaySearchData> {
  const destination = await resolveDestination(db, criteria, language);
  const [result, options] = await Promise.all([
    searchActivities(db, {
      criteria,
      destination,
      sort,
      page: criteria.page,
      pageSize: RESULTS_PAGE_SIZE,
      language,
    }),
    getFilterOptions(db, language),
  ]);
  const facets: FacetCounts = {
    total: result.total,
    stars: new Map(),
    score: new Map(),
    hotelTypes: new Map(),
    hotelEnvironments: new Map(),
    hotelStyles: new Map(),
    facilities: new Map(),
    tags: result.tagCounts,
    price: { min: null, max: null },
  };
  return {
    destination,
    total: result.total,
    page: criteria.page,
    pageSize: RESULTS_PAGE_SIZE,
    offers: result.products,
    facets,
    options: { ...options, facilities: [], hotelTypes: [], hotelEnvironments: [], hotelStyles: [] },
    fallbacks: [],
  };
}
