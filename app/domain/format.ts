/** Money is integer cents everywhere; Intl formats it in euros with the market's locale. */
import { toDate } from './calendar/dates';

const moneyFormatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, bcp47: string, options: { fractionDigits?: 0 | 2 } = {}): string {
  const digits = options.fractionDigits ?? (cents % 100 === 0 ? 0 : 2);
  const key = `${bcp47}:${digits}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(bcp47, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

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
