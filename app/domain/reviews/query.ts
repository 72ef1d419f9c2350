/**
 * Which reviews a visitor asks for: the sort, the page (1-based, pages of 10), the language (or every
 * language) and whether other languages stand in when the language has none. Read leniently: a page
 * address never fails on it, a wrong value falls back to its default and a page is clamped.
 */
import { z } from 'zod';

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
