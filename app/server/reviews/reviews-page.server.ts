import {
  isReviewLanguage,
  clampReviewPage,
  reviewPageCount,
  REVIEWS_PAGE_SIZE,
  type ReviewsQuery,
} from '~/domain/reviews/query';
import type { ReviewsPage } from '~/domain/reviews/summary';
import type { Db } from '../db/db.server';
import { logServerError } from '../log.server';
import { hotelExists, REVIEW_COLUMNS, toReviewItem } from './review-rows.server';

export interface ReviewsPageInput extends ReviewsQuery {
  hotelId: number;
}

/**
 * A page of 10 of a hotel's reviews in a language (or every language), sorted; the page is clamped
 * to the pages that exist. With `withOtherLanguageFallback`, a language without any review answers
 * every language's and says so (`fallback`). Null when the hotel is unknown.
 */
export async function loadReviewsPage(db: Db, input: ReviewsPageInput): Promise<ReviewsPage | null> {
  const { hotelId, sort } = input;
  if (!(await hotelExists(db, hotelId))) return null;

  const languageRows = await db
    .selectFrom('reviews')
    .select(['language', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('hotel_id', '=', hotelId)
    .groupBy('language')
    .execute();
  const languages = languageRows
    .map((row) => ({ language: row.language, count: Number(row.count) }))
    .filter((row): row is ReviewsPage['languages'][number] => isReviewLanguage(row.language))
    .sort((a, b) => b.count - a.count || a.language.localeCompare(b.language));

  const all = languages.reduce((sum, l) => sum + l.count, 0);
  const inLanguage =
    input.language === null ? all : (languages.find((l) => l.language === input.language)?.count ?? 0);
  const fallback = input.language !== null && inLanguage === 0 && input.withOtherLanguageFallback && all > 0;
  const language = fallback ? null : input.language;
  const totalCount = fallback ? all : inLanguage;
  const page = clampReviewPage(input.page, totalCount);

  let query = db
    .selectFrom('reviews')
    .select([...REVIEW_COLUMNS])
    .where('hotel_id', '=', hotelId);
  if (language !== null) query = query.where('language', '=', language);
  const direction = sort.endsWith('_ASC') ? 'asc' : 'desc';
  // Ties fall back on the date, then the id, in the same direction: every page is stable.
  if (sort.startsWith('SCORE')) query = query.orderBy('average', direction);
  query = query.orderBy('created_on', direction).orderBy('id', direction);
  const rows =
    totalCount === 0
      ? []
      : await query
          .limit(REVIEWS_PAGE_SIZE)
          .offset((page - 1) * REVIEWS_PAGE_SIZE)
          .execute();

  return {
    hotelId,
    sort,
    page,
    pageCount: reviewPageCount(totalCount),
    pageSize: REVIEWS_PAGE_SIZE,
    language: input.language,
    fallback,
    totalCount,
    languages,
    reviews: rows.map(toReviewItem),
  };
}

/** The reviews view's page, or null when it cannot be read: the view is not shown, the page renders. */
export async function loadReviewsPageOrHide(
  db: Db,
  input: ReviewsPageInput,
  request?: Request,
): Promise<ReviewsPage | null> {
  try {
    return await loadReviewsPage(db, input);
  } catch (error) {
    logServerError(error, request);
    return null;
  }
}
