/**
 * Which reviews a visitor asks for: the sort, the page (1-based, pages of 10), the language (or every
 * language) and whether other languages stand in when the language has none. Read leniently: a page
 * address never fails on it, a wrong value falls back to its default and a page is clamped.
 */
import { z } from 'zod';
import {
  ALL_LANGUAGES,
  DEFAULT_REVIEW_SORT,
  MAX_REVIEWS_PAGE,
  REVIEW_LANGUAGES,
  REVIEW_SORTS,
  type ReviewLanguage,
  type ReviewsQuery,
} from './review-options';
import { REVIEWS_VIEW_PARAMS, type ReviewsViewState } from './view-state';

export * from './review-options';

export const reviewSortSchema = z.enum(REVIEW_SORTS);
export const reviewLanguageSchema = z.enum(REVIEW_LANGUAGES);

/** A page number: text or number, rounded down and clamped to 1..MAX_REVIEWS_PAGE; 1 when unreadable. */
export const lenientPage = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value) => {
    const n = Math.floor(Number(value));
    if (value === undefined || value === '' || !Number.isFinite(n)) return 1;
    return Math.min(MAX_REVIEWS_PAGE, Math.max(1, n));
  });

const lenientQuery = z.object({
  sort: reviewSortSchema.catch(DEFAULT_REVIEW_SORT),
  page: lenientPage.catch(1),
  language: z
    .union([reviewLanguageSchema, z.literal(ALL_LANGUAGES)])
    .optional()
    .catch(undefined),
  withOtherLanguageFallback: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1')
    .catch(false),
});

/**
 * The reviews query from loose input (an address's parameters): never throws. An absent or unknown
 * language is `defaultLanguage` (the page's), `all` is every language.
 */
export function parseReviewsQuery(input: unknown, defaultLanguage: ReviewLanguage | null): ReviewsQuery {
  const parsed = lenientQuery.safeParse(input && typeof input === 'object' ? input : {});
  const data = parsed.success
    ? parsed.data
    : { sort: DEFAULT_REVIEW_SORT, page: 1, language: undefined, withOtherLanguageFallback: false };
  return {
    sort: data.sort,
    page: data.page,
    language: data.language === ALL_LANGUAGES ? null : (data.language ?? defaultLanguage),
    withOtherLanguageFallback: data.withOtherLanguageFallback,
  };
}

/** The view's state from the page's address, or null when the view is closed. */
export function parseReviewsView(
  params: URLSearchParams,
  pageLanguage: ReviewLanguage,
): ReviewsViewState | null {
  if (params.get(REVIEWS_VIEW_PARAMS.open) !== '1') return null;
  const { sort, page, language } = parseReviewsQuery(
    {
      sort: params.get(REVIEWS_VIEW_PARAMS.sort) ?? undefined,
      page: params.get(REVIEWS_VIEW_PARAMS.page) ?? undefined,
      language: params.get(REVIEWS_VIEW_PARAMS.language) ?? undefined,
    },
    pageLanguage,
  );
  return { sort, page, language };
}
