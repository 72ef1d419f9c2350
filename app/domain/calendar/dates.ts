/**
 * Calendar dates: yyyy-MM-dd days and yyyy-MM months, with no time zone (a stay's nights are calendar
 * days; "today" comes from the server clock in the market's zone). The shop's one place for day and
 * month arithmetic, on date-fns.
 *
 * A day is handled as its local midnight: date-fns then steps through the calendar (months of 28-31
 * days, leap years, daylight-saving days of 23 or 25 hours) whatever the host's time zone, and reads
 * years below 100 as they are (`Date.UTC(50, …)` would mean 1950).
 */
import {
  addDays as addCalendarDays,
  addMonths as addCalendarMonths,
  differenceInCalendarDays,
  formatISO,
  getDay,
  getDaysInMonth,
  isValid,
  parseISO,
} from 'date-fns';

export type IsoDay = string; // yyyy-MM-dd
export type IsoMonth = string; // yyyy-MM

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The day's local midnight. */
export function toDate(day: IsoDay): Date {
  return parseISO(day);
}

/** The calendar day of a date, in the host's calendar. */
export function fromDate(date: Date): IsoDay {
  return formatISO(date, { representation: 'date' });
}

/** A well-formed yyyy-MM-dd that names a real day (no 30 February). */
export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && isValid(parseISO(value));
}

export function isIsoMonth(value: string): boolean {
  return ISO_MONTH.test(value);
}

export function addDays(day: IsoDay, count: number): IsoDay {
  return fromDate(addCalendarDays(toDate(day), count));
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
