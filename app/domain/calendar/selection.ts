/**
 * The availability calendar's rules, on search and product pages alike:
 * which days can be chosen, what a click does, what each day shows, how months page.
 * Pure functions of the state, the availability data and the clock's reading in the market's zone.
 */
import { addMonths, diffDays, lastDayOf, monthOf, type IsoDay, type IsoMonth } from './dates';
import { firstSelectableDay, type ClockReading } from './first-day';

export { firstSelectableDay, TODAY_CUTOFF_HOUR, type ClockReading } from './first-day';

/** Without availability data, a check-out further than this after the check-in cannot be chosen. */
export const NO_DATA_MAX_DAYS = 20;
export const CLOSE_DELAY_MS = 1000;
export const MOBILE_MONTHS_PER_LOAD = 3;
export const MOBILE_LOAD_MORE_PX = 200;
export const DESKTOP_MONTHS = 2;
export const MAX_MONTHS_AHEAD = 12;

export interface AvailabilityDay {
  /** price shown on the day, already formatted for the market */
  price: string;
  /** cents, for the stay starting that day */
  amount: number;
  minLos: number;
  promo: number;
  bestPriceOfTheMonth: boolean;
}

export type AvailabilityMap = Record<IsoDay, AvailabilityDay>;

export interface Selection {
  checkin?: IsoDay;
  checkout?: IsoDay;
}

export interface CalendarContext {
  clock: ClockReading;
  selection: Selection;
  /** availability by check-in day; undefined when none is loaded (e.g. the search box) */
  availability?: AvailabilityMap;
  /** on product pages: the night counts allowed for the chosen check-in */
  allowedNights?: number[];
  /** min and max nights after the check-in */
  possibleNights?: { start: number; end: number };
}

/** The first day a stay can start: today, or tomorrow once it is 20:00 in the market. */
/** Whether the next click chooses a check-out (a check-in is set and no check-out yet). */
export function choosingCheckout(selection: Selection): boolean {
  return Boolean(selection.checkin && !selection.checkout);
}

export function isUnselectable(day: IsoDay, ctx: CalendarContext): boolean {
  const { clock, selection, availability, allowedNights, possibleNights } = ctx;
  if (day < firstSelectableDay(clock)) return true; // the past, and today after 20:00
  const checkout = choosingCheckout(selection);
  if (checkout && day === selection.checkin) return true;
  const hasData = availability !== undefined;
  const available = hasData && availability[day] !== undefined;

  if (!checkout) {
    // choosing a check-in, or both dates already set: only days with availability (when known)
    return hasData && !available;
  }
  const nights = diffDays(selection.checkin!, day);
  if (nights <= 0) return false; // a date not after the check-in restarts the selection
  if (allowedNights && allowedNights.length > 0 && !allowedNights.includes(nights)) return true;
  if (possibleNights && (nights < possibleNights.start || nights > possibleNights.end)) return true;
  if (!hasData && nights > NO_DATA_MAX_DAYS) return true;
  return false;
}

export interface ClickResult {
  selection: Selection;
  /** the calendar closes after a check-out is chosen (after CLOSE_DELAY_MS on desktop) */
  close: boolean;
}

/**
 * First click sets the check-in and clears the check-out; a later date sets the check-out and
 * closes; a date not after the check-in becomes the new check-in.
 */
export function clickDay(selection: Selection, day: IsoDay): ClickResult {
  if (!selection.checkin || selection.checkout) return { selection: { checkin: day }, close: false };
  if (day <= selection.checkin) return { selection: { checkin: day }, close: false };
  return { selection: { checkin: selection.checkin, checkout: day }, close: true };
}

/**
 * Closing without a check-out restores what the address holds; its check-in only when it is a
 * valid future date.
 */
export function restoreOnClose(current: Selection, fromAddress: Selection, clock: ClockReading): Selection {
  if (current.checkin && current.checkout) return current;
  const validCheckin =
    fromAddress.checkin && fromAddress.checkin >= firstSelectableDay(clock) ? fromAddress.checkin : undefined;
  if (!validCheckin) return {};
  const validCheckout =
    fromAddress.checkout && fromAddress.checkout > validCheckin ? fromAddress.checkout : undefined;
  return { checkin: validCheckin, checkout: validCheckout };
}

export type DayStatus = 'included' | 'supplement' | 'notAvailable';

/**
 * What a day shows: not available without data for it, or when its minimum stay exceeds the chosen
 * stay; otherwise included when its total is within the gift value, a supplement above it.
 */
export function dayStatus(
  day: IsoDay,
  availability: AvailabilityMap | undefined,
  stayNights: number,
  giftValueCents?: number,
): DayStatus {
  const data = availability?.[day];
  if (!data) return 'notAvailable';
  if (data.minLos > stayNights) return 'notAvailable';
  if (giftValueCents !== undefined && data.amount > giftValueCents) return 'supplement';
  return 'included';
}

/** The minimum-stay hint of a day, when its minimum stay is more than one night. */
export function minimumStayHint(day: IsoDay, availability: AvailabilityMap | undefined): number | undefined {
  const minLos = availability?.[day]?.minLos;
  return minLos && minLos > 1 ? minLos : undefined;
}

/** Paging never goes before the current month, nor past a year ahead. */
export function canGoToPreviousMonth(shownMonth: IsoMonth, clock: ClockReading): boolean {
  return shownMonth > monthOf(clock.today);
}

export function canGoToNextMonth(
  shownMonth: IsoMonth,
  clock: ClockReading,
  monthsShown = DESKTOP_MONTHS,
): boolean {
  return addMonths(shownMonth, monthsShown - 1) < addMonths(monthOf(clock.today), MAX_MONTHS_AHEAD - 1);
}

/** The month a calendar opens on: the check-in's, or the first selectable day's. */
export function initialMonth(selection: Selection, clock: ClockReading): IsoMonth {
  const first = firstSelectableDay(clock);
  return monthOf(selection.checkin && selection.checkin >= first ? selection.checkin : first);
}

/**
 * The desktop calendar moves forward one month when the check-in sits on the last day of the
 * first shown month, or when the second shown month has no availability at all.
 */
export function shouldAutoAdvance(
  firstShownMonth: IsoMonth,
  selection: Selection,
  availability: AvailabilityMap | undefined,
): boolean {
  if (selection.checkin && selection.checkin === lastDayOf(firstShownMonth) && !selection.checkout)
    return true;
  if (!availability) return false;
  const nextMonth = addMonths(firstShownMonth, 1);
  const anyNext = Object.keys(availability).some((d) => monthOf(d) === nextMonth);
  const anyLoadedLater = Object.keys(availability).some((d) => monthOf(d) > nextMonth);
  return !anyNext && anyLoadedLater;
}

/** Months to request when the shopper moves to a month not loaded yet. */
export function monthsToLoad(target: IsoMonth, loaded: Set<IsoMonth>, count: number): IsoMonth[] {
  const months: IsoMonth[] = [];
  for (let i = 0; i < count; i++) {
    const m = addMonths(target, i);
    if (!loaded.has(m)) months.push(m);
  }
  return months;
}

/** The cheapest day of each month is flagged bestPriceOfTheMonth. */
export function flagBestPrices(
  days: Record<IsoDay, Omit<AvailabilityDay, 'bestPriceOfTheMonth'>>,
): AvailabilityMap {
  const best = new Map<IsoMonth, number>();
  for (const [day, d] of Object.entries(days)) {
    const m = monthOf(day);
    best.set(m, Math.min(best.get(m) ?? Infinity, d.amount));
  }
  const result: AvailabilityMap = {};
  for (const [day, d] of Object.entries(days))
    result[day] = { ...d, bestPriceOfTheMonth: d.amount === best.get(monthOf(day)) };
  return result;
}
