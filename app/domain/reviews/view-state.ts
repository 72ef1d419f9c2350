/**
 * The reviews view of a stay or hotel page is a state of the page's address, so it opens, sorts,
 * filters and pages with plain links when JavaScript is off:
 * `?reviews=1&reviewsSort=SCORE_DESC&reviewsLang=nl&reviewsPage=2` (defaults left out).
 */
import {
  ALL_LANGUAGES,
  DEFAULT_REVIEW_SORT,
  type ReviewLanguage,
  type ReviewSort,
  type ReviewsQuery,
} from './review-options';

export const REVIEWS_VIEW_PARAMS = {
  open: 'reviews',
  sort: 'reviewsSort',
  language: 'reviewsLang',
  page: 'reviewsPage',
} as const;

export interface ReviewsViewState {
  sort: ReviewSort;
  /** null: every language */
  language: ReviewLanguage | null;
  /** 1-based */
  page: number;
}

/** What loadReviewsPage needs besides the hotel: the view shows a language's absence, not a fallback. */
export function reviewsViewQuery(state: ReviewsViewState): ReviewsQuery {
  return { ...state, withOtherLanguageFallback: false };
}

/** The view's element id: its links land on it without JavaScript; closing lands on the block. */
export const REVIEWS_VIEW_ID = 'reviews-view';
export const REVIEWS_BLOCK_ID = 'reviews';

/**
 * The page's own query ('' when none is left) with the view in `state` (its other parameters kept), or closed with null.
 * `pageLanguage` is the language the view shows when the address names none.
 */
export function reviewsViewSearch(
  search: string,
  state: ReviewsViewState | null,
  pageLanguage: ReviewLanguage,
): string {
  const params = new URLSearchParams(search);
  for (const name of Object.values(REVIEWS_VIEW_PARAMS)) params.delete(name);
  if (state) {
    params.set(REVIEWS_VIEW_PARAMS.open, '1');
    if (state.sort !== DEFAULT_REVIEW_SORT) params.set(REVIEWS_VIEW_PARAMS.sort, state.sort);
    if (state.language !== pageLanguage)
      params.set(REVIEWS_VIEW_PARAMS.language, state.language ?? ALL_LANGUAGES);
    if (state.page > 1) params.set(REVIEWS_VIEW_PARAMS.page, String(state.page));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A change of the view: sort or language go back to page 1; null closes it. */
export type ReviewsViewChange = Partial<ReviewsViewState> | null;

/**
 * The `hrefFor` of the reviews view: the address of each change of the view, from the page's path
 * and query. A new sort or language starts again at page 1 (the spec's "reset to the first page").
 */
export function reviewsViewHrefs(
  path: string,
  search: string,
  current: ReviewsViewState | null,
  pageLanguage: ReviewLanguage,
): (change: ReviewsViewChange) => string {
  const base: ReviewsViewState = current ?? { sort: DEFAULT_REVIEW_SORT, language: pageLanguage, page: 1 };
  return (change) => {
    if (change === null) return `${path}${reviewsViewSearch(search, null, pageLanguage)}#${REVIEWS_BLOCK_ID}`;
    const resets = change.sort !== undefined || change.language !== undefined;
    const next: ReviewsViewState = { ...base, ...(resets ? { page: 1 } : {}), ...change };
    return `${path}${reviewsViewSearch(search, next, pageLanguage)}#${REVIEWS_VIEW_ID}`;
  };
}
