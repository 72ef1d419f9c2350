/**
 * A shoppers' mix of search URLs: what the results page receives from real traffic rather than one
 * fixed URL. Pure (no I/O): the catalogue comes in as counts (mix-catalogue.ts reads them), so the
 * same seed and catalogue always give the same URLs, in the same order.
 *
 * Each URL is drawn from independent choices (market, destination, dates, travellers, filters,
 * sort, page) and carries the product of their probabilities as its weight; requests then sample
 * the pool by that weight, so popular destinations on near weekends recur and the tail stays rare.
 */
import { RESULTS_PAGE_SIZE } from '../../app/domain/search/pagination';
import { addDays, weekday } from '../../app/domain/calendar/dates';
import type { PlaceParam } from '../../app/domain/search/places';

/** Place parameters the results page accepts, as the autocomplete writes them. */
export type DestinationParam = PlaceParam;

export interface MixDestination {
  param: DestinationParam;
  /** Place id, or the country code for `country`. */
  value: string;
  /** Published offers in (or, for a point of interest, next to) the place: its popularity. */
  offers: number;
}

export interface MixCatalogue {
  destinations: MixDestination[];
  /** Themes with their number of offers. */
  themes: { id: number; offers: number }[];
  /** Facility codes shoppers filter by (the highlighted ones). */
  facilities: string[];
}

export interface MixOptions {
  /** The server's today (yyyy-MM-dd), so every check-in is in its future. */
  today: string;
  seed: number;
  /** Distinct URLs in the pool. */
  distinct: number;
}

export interface MixUrl {
  path: string;
  /** Probability of this URL among all the generator can draw (not normalised over the pool). */
  weight: number;
}

/** mulberry32: small, fast and deterministic; good enough to shuffle traffic. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Choice<T> = readonly [T, number];

/** Picks one of weighted choices; returns it with its probability. */
function pick<T>(random: () => number, choices: readonly Choice<T>[]): { value: T; p: number } {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let point = random() * total;
  for (const [value, weight] of choices) {
    if (point < weight) return { value, p: weight / total };
    point -= weight;
  }
  const [value, weight] = choices[choices.length - 1];
  return { value, p: weight / total };
}

/** Shares of traffic per market: France first, then Spain and Italy (the shop's audience). */
const MARKETS: readonly Choice<string>[] = [
  ['fr-fr', 50],
  ['es-es', 15],
  ['it-it', 12],
  ['fr-be', 10],
  ['nl-nl', 8],
  ['nl-be', 5],
];

/** How shoppers name a destination: mostly a city, then a region, a country… */
const DESTINATION_KINDS: Readonly<Record<DestinationParam, number>> = {
  city: 34,
  searesort: 6,
  skiresort: 3,
  region: 20,
  department: 10,
  country: 12,
  touristicregion: 8,
  poi: 7,
};

/** Weekend stays dominate; the nearer the weekend, the more searches (a weekly decay). */
const WEEKS_AHEAD = 17;
const WEEK_DECAY = 0.82;
/** Check-in days of a weekend stay (5 = Friday) and, for other stays, any day this far ahead. */
const WEEKEND_DAYS: readonly Choice<number>[] = [
  [5, 45],
  [6, 45],
  [4, 10],
];
const OTHER_STAY_DAYS = 120;
const NIGHTS: readonly Choice<number>[] = [
  [1, 30],
  [2, 55],
  [3, 15],
];
const ADULTS: readonly Choice<number>[] = [
  [2, 72],
  [1, 8],
  [3, 6],
  [4, 14],
];
const CHILDREN: readonly Choice<number>[] = [
  [0, 78],
  [1, 12],
  [2, 10],
];
const STARS: readonly Choice<readonly number[]>[] = [
  [[], 85],
  [[4, 5], 6],
  [[5], 3],
  [[4], 3],
  [[3, 4, 5], 3],
];
const SORTS: readonly Choice<string | null>[] = [
  [null, 80],
  ['priceAsc', 9],
  ['promo', 5],
  ['popularity', 3],
  ['distance', 3],
];

/** The catalogue as weighted choices, prepared once for the whole pool. */
interface Choices {
  kinds: Choice<DestinationParam>[];
  byKind: Map<DestinationParam, Choice<MixDestination>[]>;
  themes: Choice<number>[];
  facilities: Choice<string>[];
  weeks: Choice<number>[];
  otherDays: Choice<number>[];
}

function prepare(catalogue: MixCatalogue): Choices {
  const byKind = new Map<DestinationParam, Choice<MixDestination>[]>();
  for (const destination of catalogue.destinations) {
    const list = byKind.get(destination.param) ?? [];
    list.push([destination, destination.offers]);
    byKind.set(destination.param, list);
  }
  return {
    kinds: (Object.entries(DESTINATION_KINDS) as Choice<DestinationParam>[]).filter(([kind]) =>
      byKind.has(kind),
    ),
    byKind,
    themes: catalogue.themes.map((theme) => [theme.id, theme.offers]),
    facilities: catalogue.facilities.map((code) => [code, 1]),
    weeks: Array.from({ length: WEEKS_AHEAD }, (_, week) => [week, WEEK_DECAY ** week]),
    otherDays: Array.from({ length: OTHER_STAY_DAYS }, (_, day) => [day, 1]),
  };
}

/** One URL and its probability. */
function draw(random: () => number, choices: Choices, today: string): MixUrl {
  let p = 1;
  const take = <T>(options: readonly Choice<T>[]): T => {
    const chosen = pick(random, options);
    p *= chosen.p;
    return chosen.value;
  };
  const chance = (share: number) => take([[true, share] as const, [false, 1 - share] as const]);

  const market = take(MARKETS);
  const destination = take(choices.byKind.get(take(choices.kinds))!);

  let checkin: string;
  if (chance(0.85)) {
    const week = take(choices.weeks);
    const day = take(WEEKEND_DAYS);
    checkin = addDays(today, ((day - weekday(today) + 7) % 7) + 7 * week);
  } else {
    checkin = addDays(today, take(choices.otherDays));
  }
  const nights = take(NIGHTS);
  const adults = take(ADULTS);
  const children = take(CHILDREN);
  const babies = chance(0.04) ? 1 : 0;

  const params = new URLSearchParams();
  params.set(destination.param, destination.value);
  if (chance(0.2)) params.set('theme', String(take(choices.themes)));
  params.set('checkin', checkin);
  params.set('checkout', addDays(checkin, nights));
  if (adults !== 2) params.set('a', String(adults));
  if (children) params.set('c', String(children));
  if (babies) params.set('b', String(babies));
  for (const stars of take(STARS)) params.append('stars', String(stars));
  if (choices.facilities.length > 0 && chance(0.15)) params.set('facilities', take(choices.facilities));
  // Sorting by distance is offered only around a place with coordinates.
  const aroundPlace = ['city', 'searesort', 'skiresort', 'poi'].includes(destination.param);
  const sort = take(SORTS.filter(([value]) => value !== 'distance' || aroundPlace));
  if (sort) params.set('sort', sort);
  if (destination.offers > 2 * RESULTS_PAGE_SIZE && chance(0.1)) params.set('page', '2');
  return { path: `/${market}/search?${params.toString()}`, weight: p };
}

/** The pool of distinct URLs, in the order first drawn. */
export function buildMix(catalogue: MixCatalogue, options: MixOptions): MixUrl[] {
  if (catalogue.destinations.length === 0) throw new Error('the catalogue has no destination with offers');
  if (catalogue.themes.length === 0) throw new Error('the catalogue has no theme with offers');
  const random = seededRandom(options.seed);
  const choices = prepare(catalogue);
  const pool = new Map<string, MixUrl>();
  // The space of URLs is far larger than the pool; the bound only stops a tiny catalogue looping.
  for (let attempt = 0; pool.size < options.distinct && attempt < options.distinct * 100; attempt++) {
    const url = draw(random, choices, options.today);
    if (!pool.has(url.path)) pool.set(url.path, url);
  }
  return [...pool.values()];
}

/** Endless stream of paths from the pool, each picked with a probability proportional to its weight. */
export function createSampler(pool: readonly MixUrl[], seed: number): () => string {
  const cumulative: number[] = [];
  let total = 0;
  for (const url of pool) cumulative.push((total += url.weight));
  const random = seededRandom(seed ^ 0x5eed);
  return () => {
    const point = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] > point) high = middle;
      else low = middle + 1;
    }
    return pool[low].path;
  };
}
