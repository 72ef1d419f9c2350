/**
 * How a hotel's review score reads: its label, its figure out of 10 in the market's number format,
 * the stars of a 0-5 rating and the width of a sub-score's bar.
 */

/** The label thresholds, highest first: 'Perfect' from 9.5 down to 'Good' from 7; none under 7. */
const LABEL_THRESHOLDS = [
  [9.5, 'perfect'],
  [9, 'fantastic'],
  [8.5, 'excellent'],
  [8, 'veryGood'],
  [7, 'good'],
] as const;
export type ScoreLabel = (typeof LABEL_THRESHOLDS)[number][1];

/** Labels are shown only from this score, unless every label is wanted (all-incentive mode). */
export const LABEL_SHOWN_FROM = 9;

/** The score's label key (`label.{key}` in the reviews strings), or null when none is shown. */
export function scoreLabel(score: number | null, showEveryLabel = false): ScoreLabel | null {
  if (score === null || !Number.isFinite(score)) return null;
  if (!showEveryLabel && score < LABEL_SHOWN_FROM) return null;
  for (const [from, label] of LABEL_THRESHOLDS) if (score >= from) return label;
  return null;
}

const scoreFormats = new Map<string, Intl.NumberFormat>();

/** A 0-10 score with one decimal in the locale's format (`8,4` in every market of the shop). */
export function formatScore(score: number, bcp47: string): string {
  let format = scoreFormats.get(bcp47);
  if (!format) {
    format = new Intl.NumberFormat(bcp47, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    scoreFormats.set(bcp47, format);
  }
  return format.format(score);
}

/** A 0-5 rating rounded to the nearest half star, within 0-5. */
export function halfStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/** A sub-score bar's width in percent: the 0-10 score times 10, within 0-100. */
export function subScoreBarPercent(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score * 10)));
}
