/**
 * Availability per offer and day, 365 days from today: nightly price for 2 adults (season, weekday,
 * holidays), reference price (promos), minimum stay, rooms left, closed days (no row). Also the
 * cheapest bookable stay (offers.from_price_cents) and the price percentiles of the gift buckets.
 */
import { addDays, weekday } from '../../app/domain/calendar/dates';
import type { Random } from './random';

export const AVAILABILITY_DAYS = 365;

export interface Calendar {
  days: string[];
  /** 1-12 */
  month: Uint8Array;
  /** 0 Sunday - 6 Saturday */
  weekday: Uint8Array;
  holiday: Uint8Array;
}

const HOLIDAYS = new Set([
  '01-01',
  '05-01',
  '05-08',
  '07-14',
  '08-15',
  '11-01',
  '11-11',
  '12-24',
  '12-25',
  '12-26',
  '12-31',
  '06-02',
  '04-25',
  '10-12',
  '12-06',
  '12-08',
]);

/** Days of the window starting at `today` (yyyy-MM-dd). */
export function buildCalendar(today: string, length = AVAILABILITY_DAYS): Calendar {
  const cal: Calendar = {
    days: [],
    month: new Uint8Array(length),
    weekday: new Uint8Array(length),
    holiday: new Uint8Array(length),
  };
  for (let i = 0; i < length; i++) {
    const iso = addDays(today, i);
    cal.days.push(iso);
    cal.month[i] = Number(iso.slice(5, 7));
    cal.weekday[i] = weekday(iso);
    cal.holiday[i] = HOLIDAYS.has(iso.slice(5)) ? 1 : 0;
  }
  return cal;
}

export interface DayPlan {
  open: Uint8Array;
  sell: Int32Array;
  ref: Int32Array;
  minLos: Uint8Array;
  roomsLeft: Uint8Array;
}

export interface PricingInput {
  /** room night for 2 adults, before season and weekday */
  roomNightCents: number;
  /** activities of the package spread over the nights */
  packageNightCents: number;
  resort: 'sea' | 'ski' | null;
  /** promo rate (0 = none) and the share of days it applies to */
  promoRate: number;
  promoCoverage: number;
  /** days the hotel is closed (1 = closed) */
  closed: Uint8Array;
  /** Friday check-ins need 2 nights */
  weekendMinLos: boolean;
  /** holiday check-ins need 2 nights */
  holidayMinLos: boolean;
  maxRooms: number;
}

function seasonFactor(month: number, resort: 'sea' | 'ski' | null): number {
  if (resort === 'sea') return [0, 0.8, 0.8, 0.88, 0.95, 1.05, 1.3, 1.5, 1.5, 1.15, 0.95, 0.82, 0.9][month];
  if (resort === 'ski')
    return [0, 1.4, 1.5, 1.35, 1.0, 0.85, 0.95, 1.05, 1.05, 0.85, 0.82, 0.95, 1.45][month];
  return [0, 0.88, 0.9, 0.97, 1.05, 1.08, 1.12, 1.2, 1.15, 1.08, 1.0, 0.93, 1.05][month];
}

/** Whole euros: prices end in ,00 like the shop's. */
const euros = (cents: number) => Math.max(100, Math.round(cents / 100) * 100);

export function planDays(cal: Calendar, input: PricingInput, rng: Random): DayPlan {
  const n = cal.days.length;
  const plan: DayPlan = {
    open: new Uint8Array(n),
    sell: new Int32Array(n),
    ref: new Int32Array(n),
    minLos: new Uint8Array(n),
    roomsLeft: new Uint8Array(n),
  };
  for (let i = 0; i < n; i++) {
    const weekday = cal.weekday[i];
    const holiday = cal.holiday[i] === 1;
    if (input.closed[i] === 1 || rng.chance(0.015)) continue; // closed: no row
    const weekend = weekday === 5 || weekday === 6;
    const dayFactor = weekend ? 1.18 : weekday === 0 ? 0.92 : 1;
    const noise = 0.96 + rng.next() * 0.08;
    const room =
      input.roomNightCents *
      seasonFactor(cal.month[i], input.resort) *
      dayFactor *
      (holiday ? 1.15 : 1) *
      noise;
    const sell = euros(room + input.packageNightCents);
    const promo = input.promoRate > 0 && rng.next() < input.promoCoverage ? input.promoRate : 0;
    plan.open[i] = 1;
    plan.sell[i] = sell;
    plan.ref[i] = promo > 0 ? euros(sell / (1 - promo)) : sell;
    if (plan.ref[i] < sell) plan.ref[i] = sell;
    plan.minLos[i] = (input.weekendMinLos && weekday === 5) || (input.holidayMinLos && holiday) ? 2 : 1;
    const fullChance =
      (weekend ? 0.12 : 0.04) + (input.resort && seasonFactor(cal.month[i], input.resort) > 1.2 ? 0.08 : 0);
    plan.roomsLeft[i] = rng.next() < fullChance ? 0 : 1 + Math.floor(rng.next() * input.maxRooms);
  }
  return plan;
}

/** A sibling offer with extra activities: the same days and stock, each night dearer by `extraNightCents`. */
export function derivePlan(base: DayPlan, extraNightCents: number): DayPlan {
  const plan: DayPlan = {
    open: base.open.slice(),
    sell: new Int32Array(base.sell.length),
    ref: new Int32Array(base.ref.length),
    minLos: base.minLos.slice(),
    roomsLeft: base.roomsLeft.slice(),
  };
  for (let i = 0; i < plan.open.length; i++) {
    if (!plan.open[i]) continue;
    plan.sell[i] = euros(base.sell[i] + extraNightCents);
    plan.ref[i] = Math.max(plan.sell[i], euros(base.ref[i] + extraNightCents));
  }
  return plan;
}

/** Whether a stay of `nights` nights can start on day index `start`. */
export function bookable(plan: DayPlan, start: number, nights: number): boolean {
  if (start + nights > plan.open.length) return false;
  if (!plan.open[start] || plan.minLos[start] > nights) return false;
  for (let j = start; j < start + nights; j++) if (!plan.open[j] || plan.roomsLeft[j] === 0) return false;
  return true;
}

export interface Stay {
  start: number;
  sell: number;
  ref: number;
}

/** The cheapest bookable stay of `nights` nights starting in [from, to). */
export function cheapestStay(
  plan: DayPlan,
  nights: number,
  from = 0,
  to = plan.open.length,
): Stay | undefined {
  let best: Stay | undefined;
  for (let i = from; i < to; i++) {
    if (!bookable(plan, i, nights)) continue;
    let sell = 0;
    let ref = 0;
    for (let j = i; j < i + nights; j++) {
      sell += plan.sell[j];
      ref += plan.ref[j];
    }
    if (!best || sell < best.sell) best = { start: i, sell, ref };
  }
  return best;
}

/** Totals of every bookable stay of `nights` nights starting in [from, to), ascending. */
export function stayTotals(plan: DayPlan, nights: number, from = 0, to = plan.open.length): number[] {
  const totals: number[] = [];
  for (let i = from; i < to; i++) {
    if (!bookable(plan, i, nights)) continue;
    let sell = 0;
    for (let j = i; j < i + nights; j++) sell += plan.sell[j];
    totals.push(sell);
  }
  return totals.sort((a, b) => a - b);
}

/** The value at a percentile (0-1) of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

/** Hotel closing days: a winter break, an off-season for resorts, or none. */
export function hotelClosures(cal: Calendar, resort: 'sea' | 'ski' | null, rng: Random): Uint8Array {
  const closed = new Uint8Array(cal.days.length);
  const closeRange = (month: number, fromDay: number, length: number) => {
    const start = cal.days.findIndex((d, i) => cal.month[i] === month && Number(d.slice(8, 10)) >= fromDay);
    if (start < 0) return;
    for (let i = start; i < Math.min(cal.days.length, start + length); i++) closed[i] = 1;
  };
  if (resort === 'ski' && rng.chance(0.7)) closeRange(rng.pick([5, 10]), rng.int(1, 10), rng.int(30, 50));
  else if (resort === 'sea' && rng.chance(0.35))
    closeRange(rng.pick([1, 2, 11]), rng.int(1, 10), rng.int(14, 40));
  else if (rng.chance(0.15)) closeRange(rng.pick([1, 2, 11]), rng.int(1, 20), rng.int(7, 21));
  return closed;
}
