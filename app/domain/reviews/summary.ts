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
