/**
 * Calendar dates: yyyy-MM-dd days and yyyy-MM months, with no time zone (a stay's nights are calendar
 * days; "today" comes from the server clock in the market's zone). The shop's one place for day and
 * month arithmetic, on date-fns.
 *
 * A day is handled as its local midnight: date-fns then steps through the calendar (months of 28-31
 * days, leap years, daylight-saving days of 23 or 25 hours) whatever the host's time zone. The
 * yyyy-MM-dd text is read with `setFullYear`, which keeps years below 100 as they are (`new Date(50, …)`
 * and `Date.UTC(50, …)` mean 1950), and written back field by field: date-fns' parseISO and format
 * would cost the first page load 2 KB of JavaScript for what two lines do (ADR 026).
 */
import { addMonths as addCalendarMonths, differenceInCalendarDays, getDay, getDaysInMonth } from 'date-fns';

import { addDays, fromDate, toDate, type IsoDay } from './day';

export { addDays, fromDate, toDate, type IsoDay };
export type IsoMonth = string; // yyyy-MM

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A well-formed yyyy-MM-dd that names a real day (no 30 February: it would come back as 2 March). */
export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && fromDate(toDate(value)) === value;
}

export function isIsoMonth(value: string): boolean {
  return ISO_MONTH.test(value);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function diffDays(from: IsoDay, to: IsoDay): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

/** 0 = Sunday … 6 = Saturday */
export function weekday(day: IsoDay): number {
  return getDay(toDate(day));
}

export function monthOf(day: IsoDay): IsoMonth {
  return day.slice(0, 7);
}

export function firstDayOf(month: IsoMonth): IsoDay {
  return `${month}-01`;
}

export function addMonths(month: IsoMonth, count: number): IsoMonth {
  return monthOf(fromDate(addCalendarMonths(toDate(firstDayOf(month)), count)));
}

/** How many months from `from` to `to`, both counted ('2026-11' to '2026-12' is 2). */
export function monthSpan(from: IsoMonth, to: IsoMonth): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

export function daysInMonth(month: IsoMonth): number {
  return getDaysInMonth(toDate(firstDayOf(month)));
}

export function lastDayOf(month: IsoMonth): IsoDay {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

/** Every day of a month, in order. */
export function daysOfMonth(month: IsoMonth): IsoDay[] {
  return Array.from({ length: daysInMonth(month) }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The weeks of a month as rows of 7 cells (Monday first), null outside the month. */
export function monthGrid(month: IsoMonth): (IsoDay | null)[][] {
  const offset = (weekday(firstDayOf(month)) + 6) % 7; // Monday = 0
  const cells: (IsoDay | null)[] = [...Array.from({ length: offset }, () => null), ...daysOfMonth(month)];
  while (cells.length % 7 !== 0) cells.push(null);
  const rows: (IsoDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}

// --- Formatting ------------------------------------------------------------------------------

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter costs far more than using one: one per market and options, kept. */
function dateFormatter(bcp47: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${bcp47}:${JSON.stringify(options)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(bcp47, options);
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A calendar date (yyyy-MM-dd, no time zone) formatted for a market: the day's local midnight in the
 * host's own zone, so the day shown is the day given wherever the page renders.
 */
export function formatIsoDate(
  isoDate: string,
  bcp47: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return dateFormatter(bcp47, options).format(toDate(isoDate));
}

/** Two calendar dates as one range for a market: '12–14 Dec', '28 Nov – 2 Dec', '12–14 déc.'. */
export function formatIsoDateRange(
  from: string,
  to: string,
  bcp47: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
): string {
  return dateFormatter(bcp47, options).formatRange(toDate(from), toDate(to));
}
