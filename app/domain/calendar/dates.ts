/** Calendar-date arithmetic on yyyy-MM-dd strings (no time zone: a stay's nights are calendar days). */
export type IsoDay = string;

export function toUtc(day: IsoDay): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export function fromUtc(date: Date): IsoDay {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: IsoDay, count: number): IsoDay {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + count);
  return fromUtc(date);
}

export function diffDays(from: IsoDay, to: IsoDay): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** 0 = Sunday … 6 = Saturday */
export function weekday(day: IsoDay): number {
  return toUtc(day).getUTCDay();
}

export type IsoMonth = string; // yyyy-MM

export function monthOf(day: IsoDay): IsoMonth {
  return day.slice(0, 7);
}

export function addMonths(month: IsoMonth, count: number): IsoMonth {
  const [y, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

export function daysInMonth(month: IsoMonth): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function firstDayOf(month: IsoMonth): IsoDay {
  return `${month}-01`;
}

export function lastDayOf(month: IsoMonth): IsoDay {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

/** The weeks of a month as rows of 7 cells (Monday first), null outside the month. */
export function monthGrid(month: IsoMonth): (IsoDay | null)[][] {
  const first = firstDayOf(month);
  const offset = (weekday(first) + 6) % 7; // Monday = 0
  const cells: (IsoDay | null)[] = Array.from({ length: offset }, () => null);
  for (let d = 1; d <= daysInMonth(month); d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const rows: (IsoDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}
