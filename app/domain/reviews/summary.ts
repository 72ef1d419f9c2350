import type { ReviewLanguage, ReviewSort } from './review-options';

/** What product pages show of a hotel's reviews: the score, the sub-scores and the top positive reviews. */
export const SUB_SCORE_KEYS = [
  'welcoming',
  'comfort',
  'cleanliness',
  'food',
  'localization',
  'price_quality',
] as const;
export type SubScoreKey = (typeof SUB_SCORE_KEYS)[number];

export interface ReviewCard {
  id: number;
  customerName: string;
  travellerType: string;
  /** yyyy-MM */
  stayMonth: string;
  average: number;
  positive: string;
  language: string;
}

export interface ReviewSummary {
  hotelId: number;
  /** 0-10 with one decimal; null when the hotel has no score yet ('New') */
  average: number | null;
  count: number;
  subScores: { key: SubScoreKey; score: number }[];
  /** the top 4 positive reviews */
  top: ReviewCard[];
}

/** One review of the reviews view. */
export interface ReviewItem extends ReviewCard {
  /** yyyy-MM-dd, when it was written */
  date: string;
  negative: string;
}

/** A page of a hotel's reviews, as the reviews view and the JSON API show it. */
export interface ReviewsPage {
  hotelId: number;
  sort: ReviewSort;
  /** 1-based, within the pages that exist */
  page: number;
  pageCount: number;
  pageSize: number;
  /** the language asked for; null: every language */
  language: ReviewLanguage | null;
  /** true when the language had none and every language's reviews stand in */
  fallback: boolean;
  /** the reviews that match the language (or every review on a fallback) */
  totalCount: number;
  /** the languages the hotel has reviews in, the most reviewed first */
  languages: { language: ReviewLanguage; count: number }[];
  reviews: ReviewItem[];
}
