/**
 * Guest reviews: about 8 per hotel, in fr/es/nl/it/en/de weighted by the hotel's country (and the
 * shop's audiences), with sub-scores around each review's average and the hotel's figures recomputed
 * from them (no reviews = 'New', review_average null).
 */
import type { Insertable } from 'kysely';
import type { ReviewsTable } from '../../app/server/db/schema';
import {
  REVIEW_FIRST_NAMES,
  REVIEW_NEGATIVES,
  REVIEW_POSITIVES,
  type ReviewLanguage,
} from './data/vocabulary';
import type { HotelInfo } from './hotels';
import type { Random } from './random';
import { addDays } from '../../app/domain/calendar/dates';
import { round1 } from './util';

const LANGUAGE_WEIGHTS: Record<string, [ReviewLanguage, number][]> = {
  FR: [
    ['fr', 58],
    ['nl', 11],
    ['en', 10],
    ['de', 8],
    ['es', 6],
    ['it', 7],
  ],
  ES: [
    ['es', 50],
    ['fr', 16],
    ['en', 14],
    ['de', 8],
    ['nl', 6],
    ['it', 6],
  ],
  BE: [
    ['fr', 36],
    ['nl', 38],
    ['en', 10],
    ['de', 9],
    ['es', 3],
    ['it', 4],
  ],
  NL: [
    ['nl', 58],
    ['en', 15],
    ['de', 13],
    ['fr', 9],
    ['es', 2],
    ['it', 3],
  ],
  IT: [
    ['it', 50],
    ['fr', 15],
    ['en', 13],
    ['de', 12],
    ['es', 6],
    ['nl', 4],
  ],
};

const TRAVELLERS: [ReviewsTable['traveller_type'], number][] = [
  ['couple', 55],
  ['family', 18],
  ['friends', 12],
  ['solo', 8],
  ['business', 7],
];

const clampScore = (x: number) => Math.min(10, Math.max(2, round1(x)));

export interface HotelReviews {
  rows: Insertable<ReviewsTable>[];
  count: number;
  average: number | null;
}

export function generateReviews(hotel: HotelInfo, firstId: number, today: string, rng: Random): HotelReviews {
  // ~5% of hotels are new (no review); the others 1-18, about 8 on average.
  const isNew = rng.chance(0.05);
  const size = rng.among([
    [3, 15],
    [5, 18],
    [7, 18],
    [9, 16],
    [11, 14],
    [14, 11],
    [18, 8],
  ] as const);
  const count = isNew ? 0 : Math.max(1, Math.round(size * (0.8 + rng.next() * 0.4)));
  // The hotel's level: 6.3-9.5, better with stars and quality.
  const target = Math.min(
    9.5,
    Math.max(6.3, 6.4 + hotel.quality * 2.2 + (hotel.stars - 3) * 0.3 + rng.gaussian() * 0.35),
  );
  const rows: Insertable<ReviewsTable>[] = [];
  for (let i = 0; i < count; i++) {
    const language = rng.among(LANGUAGE_WEIGHTS[hotel.city.countryCode] ?? LANGUAGE_WEIGHTS.FR);
    const level = target + rng.gaussian() * 0.7;
    const sub = () => clampScore(level + rng.gaussian() * 0.6);
    const scores = {
      welcoming: sub(),
      comfort: sub(),
      cleanliness: sub(),
      food: sub(),
      localization: sub(),
      price_quality: sub(),
    };
    const average = round1(Object.values(scores).reduce((s, x) => s + x, 0) / 6);
    const created = addDays(today, -rng.int(3, 720));
    const stay = addDays(created, -rng.int(2, 40)).slice(0, 7);
    const name = rng.pick(REVIEW_FIRST_NAMES[language]);
    const initial = String.fromCharCode(65 + rng.int(0, 25));
    rows.push({
      id: firstId + i,
      hotel_id: hotel.id,
      language,
      customer_name: `${name} ${initial}.`,
      traveller_type: rng.among(TRAVELLERS),
      stay_month: stay,
      created_on: created,
      average,
      ...scores,
      positive: rng.pick(REVIEW_POSITIVES[language]),
      negative: average >= 9 && rng.chance(0.6) ? '' : rng.pick(REVIEW_NEGATIVES[language]),
    });
  }
  rows.sort((a, b) => (a.created_on < b.created_on ? 1 : a.created_on > b.created_on ? -1 : 0));
  rows.forEach((r, i) => (r.id = firstId + i));
  const mean = count > 0 ? rows.reduce((s, r) => s + (r.average as number), 0) / count : null;
  return { rows, count, average: mean === null ? null : Math.min(9.8, Math.max(6.0, round1(mean))) };
}
