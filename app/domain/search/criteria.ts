/**
 * Search criteria read from and written to the query string, the names the shop's links keep (ADR 005).
 * Parsing never throws: an invalid value is dropped (distances and prices clamped to their sliders), unknown
 * parameters are ignored. Multi-valued criteria accept repeated (`stars=4&stars=5`, what an HTML
 * form sends) and comma-joined (`stars=4,5`) forms; links the shop writes use the repeated form.
 */
import { diffDays, isIsoDay } from '../calendar/dates';
import { parseFlow, type Flow } from '../flows';
import { PAX_LIMITS, type TravellerKind } from '../travellers';
import {
  distinctValues,
  isCriterionCode,
  listValues as values,
  type CriteriaVocabulary,
} from './list-criteria';

/** The price slider's bounds in whole euros: at or below 9 means no minimum, at or above 250 no maximum. */
export const PRICE_SLIDER = { min: 9, max: 250, fallbackMin: 0, fallbackMax: 1000 } as const;

export interface PriceBounds {
  /** whole euros */
  min: number;
  max: number;
}

/** The slider's fixed bounds; the activity flow's minimum is 1. */
export function priceSliderBounds(flow: Flow): PriceBounds {
  return { min: flow === 'activity' ? 1 : PRICE_SLIDER.min, max: PRICE_SLIDER.max };
}
/** Distance options in km; 30 km around a city or point of interest (fallbacks), nearby default 200. */
export const DISTANCE = {
  min: 0,
  max: 300,
  around: 30,
  nearbyDefault: 200,
  options: [100, 200, 300],
} as const;

export const SORTS = [
  'priceQuality',
  'distance',
  'promo',
  'priceAsc',
  'popularity',
  'svPriceDesc',
  'svPriceAsc',
] as const;
export type Sort = (typeof SORTS)[number];

export const SCORE_OPTIONS = [9, 8, 7] as const;
export const STAR_OPTIONS = [5, 4, 3] as const;

export type PlaceCriterion =
  | 'city'
  | 'hotel'
  | 'poi'
  | 'department'
  | 'region'
  | 'touristicregion'
  | 'searesort'
  | 'skiresort';
export const PLACE_CRITERIA: readonly PlaceCriterion[] = [
  'hotel',
  'poi',
  'city',
  'searesort',
  'skiresort',
  'department',
  'touristicregion',
  'region',
];

export interface Pax {
  adults: number;
  children: number;
  babies: number;
  /** single room: forced true when children or babies travel */
  singleRoom: boolean;
}

export interface SearchCriteria {
  flow: Flow;
  /** free destination text typed without autocomplete, resolved on the server */
  q?: string;
  /** at most one place criterion is kept (the most precise); country may accompany none */
  place?: { type: PlaceCriterion; id: number };
  country?: string;
  lat?: number;
  lng?: number;
  distanceMin?: number;
  distanceMax?: number;
  theme?: number;
  hotelTypes: string[];
  hotelEnvironments: string[];
  hotelStyles: string[];
  stars: number[];
  /** score single choice (hotelScore / minHotelReviewScore): results score at least this */
  minScore?: number;
  /** cents */
  priceMin?: number;
  priceMax?: number;
  facilities: string[];
  petsAllowed: boolean;
  /** activity ids */
  tags: number[];
  checkin?: string;
  checkout?: string;
  pax: Pax;
  upsell?: 'availability';
  giftFormat?: 'digital' | 'physical';
  giftNights?: number;
  activityDates: string[];
  hotelId?: number;
  sort?: Sort;
  page: number;
  from?: string;
}

function first(params: URLSearchParams, name: string): string | undefined {
  const v = params.get(name);
  return v === null ? undefined : v.trim() || undefined;
}

function int(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !/^-?\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

function float(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !/^-?\d{1,3}(\.\d{1,10})?$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

function uniqueInts(list: string[], min: number, max: number, known?: ReadonlySet<number>): number[] {
  return distinctValues(list, (v) => int(v, min, max), known).sort((a, b) => a - b);
}

function uniqueCodes(list: string[], known?: ReadonlySet<string>): string[] {
  return distinctValues(
    list,
    (v) => (isCriterionCode(v.toLowerCase()) ? v.toLowerCase() : undefined),
    known,
  ).sort();
}

export interface ParseOptions {
  /** the results route decides the flow: /search/activities is 'activity', /search/hotels 'hotel' */
  routeFlow?: Flow;
  /** today in the market's time zone; past check-ins are dropped */
  today?: string;
  /** when given, list values the catalogue does not know are dropped */
  vocabulary?: CriteriaVocabulary;
}

/** The travellers of a query (a, c, b): out of range means the default; children or babies mean a single room. */
export function parsePax(params: URLSearchParams): Pax {
  const count = (name: string, kind: TravellerKind) => {
    const { min, max } = PAX_LIMITS[kind];
    return int(first(params, name), min, max) ?? PAX_LIMITS[kind].default;
  };
  const adults = count('a', 'adults');
  const children = count('c', 'children');
  const babies = count('b', 'babies');
  const s = first(params, 's');
  const singleRoom = children > 0 || babies > 0 || s === 'true' || s === '1';
  return { adults, children, babies, singleRoom };
}

export function parseSearchCriteria(params: URLSearchParams, options: ParseOptions = {}): SearchCriteria {
  const routeFlow = options.routeFlow ?? 'booking';
  // Only the stay results page switches between booking and gifting with ?flow=.
  const flow =
    routeFlow === 'booking' && parseFlow(first(params, 'flow')) === 'gifting' ? 'gifting' : routeFlow;

  let place: SearchCriteria['place'];
  for (const type of PLACE_CRITERIA) {
    const id = int(first(params, type), 1, 2_000_000_000);
    if (id !== undefined) {
      place = { type, id };
      break;
    }
  }
  const country = first(params, 'country')?.toUpperCase();

  const lat = float(first(params, 'lat'), -90, 90);
  const lng = float(first(params, 'lng'), -180, 180);
  const hasPoint = lat !== undefined && lng !== undefined;

  let distanceMin = int(first(params, 'distanceMin'), 0, 10_000);
  let distanceMax = int(first(params, 'distanceMax'), 0, 10_000);
  if (distanceMin !== undefined) distanceMin = Math.min(Math.max(distanceMin, DISTANCE.min), DISTANCE.max);
  if (distanceMax !== undefined) distanceMax = Math.min(Math.max(distanceMax, DISTANCE.min), DISTANCE.max);
  if (distanceMin !== undefined && distanceMax !== undefined && distanceMin > distanceMax)
    [distanceMin, distanceMax] = [distanceMax, distanceMin];

  // Prices in cents; the slider's ends mean "no bound". Forms without JavaScript send whole euros
  // as budgetMin/budgetMax, which the same rule turns into cents.
  const euros = (name: string) => {
    const v = int(first(params, name), 0, 1_000_000);
    return v === undefined ? undefined : v * 100;
  };
  let priceMin =
    int(
      first(params, flow === 'gifting' ? 'singleVoucherPriceMin' : 'priceMin') ?? first(params, 'priceMin'),
      0,
      100_000_000,
    ) ?? euros('budgetMin');
  let priceMax =
    int(
      first(params, flow === 'gifting' ? 'singleVoucherPriceMax' : 'priceMax') ?? first(params, 'priceMax'),
      0,
      100_000_000,
    ) ?? euros('budgetMax');
  const slider = priceSliderBounds(flow);
  if (priceMin !== undefined && priceMin <= slider.min * 100) priceMin = undefined;
  if (priceMax !== undefined && priceMax >= slider.max * 100) priceMax = undefined;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];

  const known = options.vocabulary;
  // 'pets' is a facility of the filter (petsAllowed), whatever the catalogue's facility list holds.
  const facilitiesRaw = uniqueCodes(
    values(params, 'facilities'),
    known && new Set([...known.facilities, 'pets']),
  );
  const petsAllowed = first(params, 'petsAllowed') === 'true' || facilitiesRaw.includes('pets');
  const facilities = facilitiesRaw.filter((f) => f !== 'pets');

  const minScore = int(first(params, 'minHotelReviewScore') ?? first(params, 'hotelScore'), 1, 10);

  let checkin = first(params, 'checkin');
  let checkout = first(params, 'checkout');
  if (checkin && !isIsoDay(checkin)) checkin = undefined;
  if (checkout && !isIsoDay(checkout)) checkout = undefined;
  if (checkin && options.today && checkin < options.today) checkin = undefined;
  if (!checkin || !checkout || diffDays(checkin, checkout) < 1 || diffDays(checkin, checkout) > 30)
    checkout = undefined;
  if (checkin && diffDays(options.today ?? checkin, checkin) > 366) checkin = checkout = undefined;

  const sortRaw = first(params, 'sort');
  const sort = (SORTS as readonly string[]).includes(sortRaw ?? '') ? (sortRaw as Sort) : undefined;

  const q = first(params, 'q')?.slice(0, 100);
  const upsell = first(params, 'upsell') === 'availability' ? 'availability' : undefined;
  const giftFormatRaw = first(params, 'giftFormat');
  const giftFormat = giftFormatRaw === 'digital' || giftFormatRaw === 'physical' ? giftFormatRaw : undefined;
  const from = first(params, 'from');

  return {
    flow,
    q: place || hasPoint ? undefined : q,
    place,
    country: country && /^(FR|ES|BE|NL|IT)$/.test(country) ? country : undefined,
    lat: hasPoint ? lat : undefined,
    lng: hasPoint ? lng : undefined,
    distanceMin: hasPoint || place ? distanceMin : undefined,
    distanceMax: hasPoint || place ? distanceMax : undefined,
    theme: int(first(params, 'theme'), 1, 10_000),
    hotelTypes: uniqueCodes(values(params, 'hotelTypes'), known?.hotelTypes),
    hotelEnvironments: uniqueCodes(values(params, 'hotelEnvironments'), known?.hotelEnvironments),
    hotelStyles: uniqueCodes(values(params, 'hotelStyles'), known?.hotelStyles),
    stars: uniqueInts(values(params, 'stars'), 1, 5),
    minScore,
    priceMin,
    priceMax,
    facilities,
    petsAllowed,
    tags: uniqueInts(values(params, 'tags'), 1, 1_000_000, known?.tags),
    checkin,
    checkout,
    pax: parsePax(params),
    upsell,
    giftFormat,
    giftNights: int(first(params, 'giftNights'), 1, 3),
    activityDates: [...new Set(values(params, 'activityDates').filter(isIsoDay))].slice(0, 10),
    hotelId: int(first(params, 'hotelId'), 1, 2_000_000_000),
    sort,
    page: int(first(params, 'page'), 1, 10_000) ?? 1,
    from: from && /^[a-zA-Z_-]{1,30}$/.test(from) ? from : undefined,
  };
}

/** Nights of a dated search, undefined when undated. */
export function nightsOf(criteria: Pick<SearchCriteria, 'checkin' | 'checkout'>): number | undefined {
  return criteria.checkin && criteria.checkout ? diffDays(criteria.checkin, criteria.checkout) : undefined;
}

type Overrides = Partial<SearchCriteria> & { page?: number };

/**
 * The canonical query string of a criteria set: fixed parameter order, repeated multi-values,
 * defaults omitted. `overrides` lets links change one thing (sort, page, a filter) and keep the rest.
 */
export function criteriaToSearchParams(criteria: SearchCriteria, overrides: Overrides = {}): URLSearchParams {
  const c = { ...criteria, ...overrides };
  const p = new URLSearchParams();
  const set = (k: string, v: string | number | undefined | false) => {
    if (v !== undefined && v !== false && v !== '') p.set(k, String(v));
  };
  const setAll = (k: string, list: (string | number)[]) => list.forEach((v) => p.append(k, String(v)));
  if (c.flow === 'gifting') set('flow', 'gifting');
  set('q', c.q);
  if (c.place) set(c.place.type, c.place.id);
  set('country', c.country);
  set('lat', c.lat);
  set('lng', c.lng);
  set('distanceMin', c.distanceMin);
  set('distanceMax', c.distanceMax);
  set('theme', c.theme);
  if (c.flow !== 'gifting') {
    set('checkin', c.checkin);
    set('checkout', c.checkin ? c.checkout : undefined);
  }
  if (c.pax.adults !== PAX_LIMITS.adults.default) set('a', c.pax.adults);
  if (c.pax.children) set('c', c.pax.children);
  if (c.pax.babies) set('b', c.pax.babies);
  if (c.pax.singleRoom && !c.pax.children && !c.pax.babies) set('s', 'true');
  setAll('hotelTypes', c.hotelTypes);
  setAll('hotelEnvironments', c.hotelEnvironments);
  setAll('hotelStyles', c.hotelStyles);
  setAll('stars', c.stars);
  set('minHotelReviewScore', c.minScore);
  set('priceMin', c.priceMin);
  set('priceMax', c.priceMax);
  setAll('facilities', c.facilities);
  if (c.petsAllowed) set('petsAllowed', 'true');
  setAll('tags', c.tags);
  set('upsell', c.upsell);
  set('giftFormat', c.giftFormat);
  set('giftNights', c.giftNights);
  setAll('activityDates', c.activityDates);
  set('hotelId', c.hotelId);
  set('sort', c.sort);
  if (c.page > 1) set('page', c.page);
  set('from', c.from);
  return p;
}

export function criteriaQuery(criteria: SearchCriteria, overrides: Overrides = {}): string {
  const qs = criteriaToSearchParams(criteria, overrides).toString();
  return qs ? `?${qs}` : '';
}

/** Hash criteria of the original shop (`#a=2&checkin=…`) translated to the query form (ADR 005). */
export function queryFromLegacyHash(hash: string, search: string): string | undefined {
  const fragment = hash.replace(/^#/, '');
  if (!fragment.includes('=')) return undefined;
  const merged = new URLSearchParams(search);
  for (const [k, v] of new URLSearchParams(fragment)) merged.append(k, v);
  return `?${merged.toString()}`;
}

export interface FieldError {
  field: string;
  message: string;
}
