/** What the reviews modules read of a review row, and how a row becomes what the pages show. */
import type { ReviewCard, ReviewItem } from '~/domain/reviews/summary';
import type { Db } from '../db/db.server';

export const REVIEW_COLUMNS = [
  'id',
  'language',
  'customer_name',
  'traveller_type',
  'stay_month',
  'created_on',
  'average',
  'positive',
  'negative',
] as const;

type ReviewRow = {
  id: number;
  language: string;
  customer_name: string;
  traveller_type: string;
  stay_month: string;
  created_on: string;
  average: number | string;
  positive: string;
  negative: string;
};

export function toReviewCard(row: ReviewRow): ReviewCard {
  return {
    id: row.id,
    customerName: row.customer_name,
    travellerType: row.traveller_type,
    stayMonth: row.stay_month,
    average: Number(row.average),
    positive: row.positive,
    language: row.language,
  };
}

export function toReviewItem(row: ReviewRow): ReviewItem {
  return { ...toReviewCard(row), date: row.created_on, negative: row.negative };
}

/** One decimal, as scores are shown; pg answers `avg` as text. */
export function round1(value: number | string | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n * 10) / 10 : null;
}

/** The hotel's id when it exists. */
export async function hotelExists(db: Db, hotelId: number): Promise<boolean> {
  const row = await db.selectFrom('hotels').select('id').where('id', '=', hotelId).executeTakeFirst();
  return row !== undefined;
}
