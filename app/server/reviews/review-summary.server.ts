import { sql } from 'kysely';
import { SUB_SCORE_KEYS, type ReviewSummary } from '~/domain/reviews/summary';
import type { Db } from '../db/db.server';
import { logServerError } from '../log.server';
import type { CatalogueLanguage } from '../db/schema';
import { REVIEW_COLUMNS, round1, toReviewCard } from './review-rows.server';

/** The block shows the hotel's 4 best reviews that say something positive. */
export const TOP_REVIEWS = 4;

/**
 * The reviews block of a stay or hotel page; null when the hotel is unknown. The score and count are
 * the hotel's own figures (what search cards show); the sub-scores average its reviews; the top
 * reviews are the best rated in the page's language, others filling up when it has fewer than 4.
 */
export async function loadReviewSummary(
  db: Db,
  hotelId: number,
  language: CatalogueLanguage,
): Promise<ReviewSummary | null> {
  const hotel = await db
    .selectFrom('hotels')
    .select(['id', 'review_average', 'review_count'])
    .where('id', '=', hotelId)
    .executeTakeFirst();
  if (!hotel) return null;
  if (hotel.review_count === 0) {
    return { hotelId, average: hotel.review_average, count: 0, subScores: [], top: [] };
  }

  const [averages, top] = await Promise.all([
    db
      .selectFrom('reviews')
      .select((eb) => SUB_SCORE_KEYS.map((key) => eb.fn.avg<number | string | null>(key).as(key)))
      .where('hotel_id', '=', hotelId)
      .executeTakeFirst(),
    db
      .selectFrom('reviews')
      .select([...REVIEW_COLUMNS])
      .where('hotel_id', '=', hotelId)
      .where('positive', '<>', '')
      // The page's language first, then the best rated, the newest, a stable order.
      .orderBy(sql`case when language = ${language} then 0 else 1 end`)
      .orderBy('average', 'desc')
      .orderBy('created_on', 'desc')
      .orderBy('id', 'desc')
      .limit(TOP_REVIEWS)
      .execute(),
  ]);

  const subScores = SUB_SCORE_KEYS.flatMap((key) => {
    const score = round1(averages?.[key] ?? null);
    return score === null ? [] : [{ key, score }];
  });
  return {
    hotelId,
    average: hotel.review_average,
    count: hotel.review_count,
    subScores,
    top: top.map(toReviewCard),
  };
}

/**
 * The block's summary, or null when it cannot be read: a failure loading reviews hides the block and
 * the page still renders (logged, like every server error).
 */
export async function loadReviewSummaryOrHide(
  db: Db,
  hotelId: number,
  language: CatalogueLanguage,
  request?: Request,
): Promise<ReviewSummary | null> {
  try {
    return await loadReviewSummary(db, hotelId, language);
  } catch (error) {
    logServerError(error, request);
    return null;
  }
}
