import type { ReviewSummary } from '~/domain/reviews/summary';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage } from '../db/schema';

/** The reviews block of a stay or hotel page; null when the hotel is unknown. */
export async function loadReviewSummary(
  db: Db,
  hotelId: number,
  _language: CatalogueLanguage,
): Promise<ReviewSummary | null> {
  const hotel = await db
    .selectFrom('hotels')
    .select(['id', 'review_average', 'review_count'])
    .where('id', '=', hotelId)
    .executeTakeFirst();
  if (!hotel) return null;
  return { hotelId, average: hotel.review_average, count: hotel.review_count, subScores: [], top: [] };
}
