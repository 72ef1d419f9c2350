/**
 * The stay page's address: the flow, the stay criteria (checkin, checkout, nights, a, c, b), the gift
 * parameters kept for the gifting panel (giftNights, giftFormat, giftAdult, bucket, sleeves, offerId,
 * upsell) and the page's URL states (`dates` opens the calendar, `month` pages it, `priceInfo`
 * explains the price banner). Bad values are dropped, never an error: the page shows without them.
 */
import { addDays, diffDays, isIsoDay, isIsoMonth } from '../calendar/dates';
import { parsePax, type Pax } from '../search/criteria';
import { PAX_LIMITS } from '../travellers';

/** A stay lasts at most this many nights (the calendar's window after a check-in). */
export const MAX_STAY_NIGHTS = 30;
/** Check-ins are sold up to a year ahead. */
export const MAX_DAYS_AHEAD = 366;
export const GIFT_BUCKETS = [1, 2, 3] as const;
export const GIFT_FORMATS = ['digital', 'physical'] as const;
export type GiftFormat = (typeof GIFT_FORMATS)[number];

export interface GiftParams {
  giftNights?: number;
  giftFormat?: GiftFormat;
  giftAdult?: number;
  bucket?: number;
  sleeves?: number;
  offerId?: number;
  upsell?: 'none' | 'availability';
}

export interface StayQuery {
  flow: 'booking' | 'gifting';
  checkin?: string;
  checkout?: string;
  /** nights between checkin and checkout, when both are set */
  nights?: number;
  pax: Pax;
  gift: GiftParams;
  /** the calendar is open: `dates=1` or a check-in without a check-out, until both dates are chosen */
  calendarOpen: boolean;
  month?: string;
  priceInfo: boolean;
}

function int(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** The page's query as the page reads it. `today` is the first day a stay may start. */
export function parseStayQuery(params: URLSearchParams, today: string): StayQuery {
  const flow = params.get('flow') === 'gifting' ? 'gifting' : 'booking';
  let checkin = params.get('checkin') ?? undefined;
  if (checkin && (!isIsoDay(checkin) || checkin < today || diffDays(today, checkin) > MAX_DAYS_AHEAD))
    checkin = undefined;
  let checkout = params.get('checkout') ?? undefined;
  const nightsParam = int(params.get('nights'), 1, MAX_STAY_NIGHTS);
  // `checkin` with `nights` (the original's links) stands for the same check-out.
  if (checkin && !checkout && nightsParam) checkout = addDays(checkin, nightsParam);
  if (checkout && (!checkin || !isIsoDay(checkout))) checkout = undefined;
  if (checkin && checkout) {
    const n = diffDays(checkin, checkout);
    if (n < 1 || n > MAX_STAY_NIGHTS) checkout = undefined;
  }
  // Gifts are undated.
  if (flow === 'gifting') checkin = checkout = undefined;
  const upsell = params.get('upsell');
  const format = params.get('giftFormat');
  const gift: GiftParams = {
    giftNights: int(params.get('giftNights'), 1, MAX_STAY_NIGHTS),
    giftFormat: (GIFT_FORMATS as readonly string[]).includes(format ?? '')
      ? (format as GiftFormat)
      : undefined,
    giftAdult: int(params.get('giftAdult'), PAX_LIMITS.adults.min, PAX_LIMITS.adults.max),
    bucket: int(params.get('bucket'), 1, GIFT_BUCKETS.length),
    sleeves: int(params.get('sleeves'), 1, 999_999),
    offerId: int(params.get('offerId'), 1, 999_999),
    upsell: upsell === 'none' || upsell === 'availability' ? upsell : undefined,
  };
  const month = params.get('month') ?? undefined;
  return {
    flow,
    checkin,
    checkout,
    nights: checkin && checkout ? diffDays(checkin, checkout) : undefined,
    pax: parsePax(params),
    gift,
    // Once both dates are chosen the calendar closes: its links keep `dates=1` until then.
    calendarOpen:
      flow === 'booking' && !(checkin && checkout) && (params.get('dates') === '1' || Boolean(checkin)),
    month: month && isIsoMonth(month) ? month : undefined,
    priceInfo: params.get('priceInfo') === '1' && flow === 'booking',
  };
}

export type StayQueryChanges = Partial<{
  checkin: string | null;
  checkout: string | null;
  dates: boolean;
  priceInfo: boolean;
}>;

/**
 * The page's query in its canonical order, with `changes` applied: every link of the page keeps the
 * flow, the stay criteria and the gift parameters. URL states (calendar, price info) are only kept
 * when `changes` asks for them.
 */
export function stayQueryString(q: StayQuery, changes: StayQueryChanges = {}): string {
  const p = new URLSearchParams();
  const set = (name: string, value: string | number | undefined | null) => {
    if (value !== undefined && value !== null && value !== '') p.set(name, String(value));
  };
  if (q.flow === 'gifting') set('flow', 'gifting');
  const checkin = 'checkin' in changes ? changes.checkin : q.checkin;
  const checkout = 'checkout' in changes ? changes.checkout : q.checkout;
  set('checkin', checkin);
  if (checkin && checkout) {
    set('checkout', checkout);
    set('nights', diffDays(checkin, checkout));
  }
  if (q.pax.adults !== PAX_LIMITS.adults.default) set('a', q.pax.adults);
  if (q.pax.children) set('c', q.pax.children);
  if (q.pax.babies) set('b', q.pax.babies);
  for (const [name, value] of Object.entries(q.gift)) set(name, value as string | number | undefined);
  if (changes.dates) set('dates', 1);
  if (changes.priceInfo) set('priceInfo', 1);
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The query that the page's travellers form and calendar links start from (without the states). */
export function criteriaParams(q: StayQuery): URLSearchParams {
  return new URLSearchParams(stayQueryString(q));
}
