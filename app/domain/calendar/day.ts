/**
 * A calendar day's text and its local midnight, and stepping by days: the part of the dates module
 * that the first page load needs (the search box's first selectable day), without date-fns.
 * The yyyy-MM-dd text is read with `setFullYear`, which keeps years below 100 as they are.
 */
export type IsoDay = string; // yyyy-MM-dd

/** The day's local midnight. */
export function toDate(day: IsoDay): Date {
  const [year, month, date] = day.split('-').map(Number);
  const midnight = new Date(2000, 0, 1);
  midnight.setFullYear(year, month - 1, date);
  return midnight;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The calendar day of a date, in the host's calendar. */
export function fromDate(date: Date): IsoDay {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** The day `count` days after `day` (before it when negative); local dates step over DST changes. */
export function addDays(day: IsoDay, count: number): IsoDay {
  const date = toDate(day);
  date.setDate(date.getDate() + count);
  return fromDate(date);
}
