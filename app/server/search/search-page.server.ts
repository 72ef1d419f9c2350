/**
 * Everything a results page asks the database for one criteria set: the destination, the page
 * of cards, the facets and, when the exact search is thin, the fallback blocks.
 */
import {
  FALLBACK_BLOCK_SIZE,
  MAX_FALLBACK_BLOCKS,
  generateFallbacks,
  type FallbackKey,
} from '~/domain/search/fallbacks';
import { itemCategoryOf, type CardOfferInput } from '~/domain/search/card';
import type { SearchCriteria, Sort } from '~/domain/search/criteria';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage } from '../db/schema';
import { resolveDestination, type ResolvedDestination } from './destination.server';
import type { FacetCounts } from './facets.server';
import { getFilterOptions, type FilterOptions } from './filter-options.server';
import { loadOfferCards } from './offer-cards.server';
import { RESULTS_PAGE_SIZE } from '~/domain/search/pagination';
import { searchOffers, searchOffersWithFacets } from './offer-search.server';

/** Fallbacks run when the exact search returns fewer cards than this (less than three rows). */
export const THIN_RESULTS = 9;

export interface FallbackBlock {
  key: FallbackKey;
  criteria: SearchCriteria;
  sort: Sort;
  total: number;
  offers: CardOfferInput[];
}

export interface StaySearchData {
  destination: ResolvedDestination;
  total: number;
  page: number;
  pageSize: number;
  offers: CardOfferInput[];
  facets: FacetCounts;
  options: FilterOptions;
  fallbacks: FallbackBlock[];
}

export async function runFallbacks(
  db: Db,
  criteria: SearchCriteria,
  destination: ResolvedDestination,
  language: CatalogueLanguage,
  shownHotelIds: number[],
): Promise<FallbackBlock[]> {
  const blocks: FallbackBlock[] = [];
  const seen = new Set(shownHotelIds);
  for (const variant of generateFallbacks(criteria, destination)) {
    if (blocks.length >= MAX_FALLBACK_BLOCKS) break;
    const variantDestination = await resolveDestination(db, variant.criteria, language);
    const result = await searchOffers(db, {
      criteria: variant.criteria,
      destination: variantDestination,
      excludeHotelIds: [...seen],
      sort: variant.sort,
      page: 1,
      pageSize: FALLBACK_BLOCK_SIZE,
    });
    if (result.offers.length === 0) continue;
    result.offers.forEach((o) => seen.add(o.hotelId));
    blocks.push({
      key: variant.key,
      criteria: variant.criteria,
      sort: variant.sort,
      total: result.total,
      offers: await loadOfferCards(db, result.offers, language, itemCategoryOf(criteria.flow)),
    });
  }
  return blocks;
}

export async function staySearch(
  db: Db,
  criteria: SearchCriteria,
  sort: Sort,
  language: CatalogueLanguage,
): Promise<StaySearchData> {
  const destination = await resolveDestination(db, criteria, language);
  const input = { criteria, destination };
  // The page of cards and the facets in one statement: the base rows are computed once.
  const [{ result, facets }, options] = await Promise.all([
    searchOffersWithFacets(db, { ...input, sort, page: criteria.page, pageSize: RESULTS_PAGE_SIZE }),
    getFilterOptions(db, language),
  ]);
  const offers = await loadOfferCards(db, result.offers, language, itemCategoryOf(criteria.flow));
  const thin = result.total < THIN_RESULTS && criteria.page === 1 && !destination.candidates;
  const fallbacks = thin
    ? await runFallbacks(
        db,
        criteria,
        destination,
        language,
        result.offers.map((o) => o.hotelId),
      )
    : [];
  return {
    destination,
    total: result.total,
    page: criteria.page,
    pageSize: RESULTS_PAGE_SIZE,
    offers,
    facets,
    options,
    fallbacks,
  };
}
