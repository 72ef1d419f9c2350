/**
 * The options of a reviews query (sorts, languages, pages) and their small rules, without the
 * parsing: the reviews view in the browser reads these, the server parses with query.ts.
 */
export const REVIEW_SORTS = ['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'DATE_DESC';

/** The languages guests write reviews in. */
export const REVIEW_LANGUAGES = ['fr', 'es', 'nl', 'it', 'en', 'de'] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];
/** Every language at once. */
export const ALL_LANGUAGES = 'all';

export const REVIEWS_PAGE_SIZE = 10;
/** The furthest page an address may ask for (about 10,000 reviews): bounds the offset of the query. */
export const MAX_REVIEWS_PAGE = 1_000;

export interface ReviewsQuery {
  sort: ReviewSort;
  /** 1-based */
  page: number;
  /** null: every language */
  language: ReviewLanguage | null;
  /** when the language has no review, answer every language's instead (and say so) */
  withOtherLanguageFallback: boolean;
}

/** How many pages `total` reviews fill (at least 1, so an empty list is page 1 of 1). */
export function reviewPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
}

/** A page number within the pages that exist. */
export function clampReviewPage(page: number, total: number): number {
  return Math.min(Math.max(1, page), reviewPageCount(total));
}

export function isReviewLanguage(value: string): value is ReviewLanguage {
  return (REVIEW_LANGUAGES as readonly string[]).includes(value);
}
