/**
 * GET /api/hotel/{hotelId}/reviews.json: a page of 10 of a hotel's reviews with the hotel's score and
 * sub-scores. Unlike a page's address, a wrong value here is refused by name (400).
 */
import { z } from 'zod';
import { ALL_LANGUAGES, MAX_REVIEWS_PAGE, reviewLanguageSchema, reviewSortSchema } from '../reviews/query';
import { SUB_SCORE_KEYS } from '../reviews/summary';
import { apiLocale, intParam } from './query';

const ID_MAX = 2_000_000_000;

export const hotelReviewsQuery = z.object({
  /** the market's locale: its language is the reviews' unless `language` says otherwise */
  locale: apiLocale('fr_FR'),
  sort: reviewSortSchema.default('DATE_DESC'),
  /** 1-based */
  page: intParam(1, MAX_REVIEWS_PAGE).default(1),
  /** a review language (fr es nl it en de) or `all` */
  language: z.union([reviewLanguageSchema, z.literal(ALL_LANGUAGES)]).optional(),
  withOtherLanguageFallback: z.enum(['true', 'false']).default('false'),
});

export const hotelReviewsRequest = z.object({
  hotelId: intParam(1, ID_MAX, 'invalid hotel id'),
  ...hotelReviewsQuery.shape,
});

export const hotelReviewsResponse = z.object({
  list: z.array(
    z.object({
      id: z.number(),
      /** the review's language */
      locale: z.string(),
      customer: z.string(),
      /** couple, family, friends, solo, business */
      type: z.string(),
      /** yyyy-MM-dd */
      date: z.string(),
      stayMonth: z.string(),
      average: z.number(),
      positive: z.string(),
      negative: z.string(),
    }),
  ),
  totalCount: z.number(),
  /** the hotel's 0-10 score; null: 'New' */
  score: z.number().nullable(),
  details: z.array(z.object({ label: z.enum(SUB_SCORE_KEYS), score: z.number() })),
  page: z.number(),
  pageCount: z.number(),
  pageSize: z.number(),
  /** the language answered; null: every language */
  language: reviewLanguageSchema.nullable(),
  /** the language had no review: every language's stand in */
  fallback: z.boolean(),
  languages: z.array(z.object({ language: reviewLanguageSchema, count: z.number() })),
});
export type HotelReviewsResponse = z.infer<typeof hotelReviewsResponse>;
