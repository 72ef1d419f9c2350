/**
 * What one calendar day shows and how assistive technology names it, from the domain rules
 * (isUnselectable, dayStatus, minimumStayHint). Shared by the interactive calendar and the
 * server-rendered month of links, so both say the same thing about a day.
 */
import { firstDayOf, formatIsoDate, type IsoDay, type IsoMonth } from '~/domain/calendar/dates';
import { isPromo } from '~/domain/pricing';
import {
  choosingCheckout,
  dayStatus,
  isUnselectable,
  minimumStayHint,
  type CalendarContext,
} from '~/domain/calendar/selection';

export type DayStatusLabel = 'available' | 'included' | 'supplement' | 'notAvailable';

export interface DayView {
  day: IsoDay;
  unselectable: boolean;
  status: DayStatusLabel;
  /** formatted price of a stay starting that day (availability data only) */
  price?: string;
  /** promo percent, shown from 10 % */
  promo?: number;
  bestPrice: boolean;
  minStay?: number;
  /** the day is the chosen check-in or check-out */
  edge?: 'checkin' | 'checkout';
  /** strictly between check-in and check-out (or the previewed check-out) */
  inRange: boolean;
}

export interface DayViewOptions {
  /** nights of the stay used for the minimum-stay status (default 1) */
  stayNights?: number;
  /** gift value in cents: days above it show a supplement */
  giftValueCents?: number;
  /** a day the pointer or focus rests on while a check-out is being chosen */
  preview?: IsoDay;
}

export function dayView(day: IsoDay, ctx: CalendarContext, options: DayViewOptions = {}): DayView {
  const { selection, availability } = ctx;
  const unselectable = isUnselectable(day, ctx);
  const data = availability?.[day];
  let status: DayStatusLabel;
  if (unselectable) status = 'notAvailable';
  else if (!availability || (choosingCheckout(selection) && day > selection.checkin!)) status = 'available';
  else {
    const s = dayStatus(day, availability, options.stayNights ?? 1, options.giftValueCents);
    status = s === 'included' && options.giftValueCents === undefined ? 'available' : s;
  }
  const end =
    selection.checkout ??
    (options.preview && choosingCheckout(selection) && options.preview > selection.checkin!
      ? options.preview
      : undefined);
  return {
    day,
    unselectable,
    status,
    price: data && status !== 'notAvailable' ? data.price : undefined,
    promo: data && status !== 'notAvailable' && isPromo(data.promo) ? data.promo : undefined,
    bestPrice: Boolean(data?.bestPriceOfTheMonth && status !== 'notAvailable'),
    minStay: minimumStayHint(day, availability),
    edge: day === selection.checkin ? 'checkin' : day === selection.checkout ? 'checkout' : undefined,
    inRange: Boolean(selection.checkin && end && day > selection.checkin && day < end),
  };
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** A calendar day formatted for a locale (BCP 47), without time zone drift. */
export function formatDay(day: IsoDay, locale: string, options: Intl.DateTimeFormatOptions): string {
  return formatIsoDate(day, locale, options);
}

export const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
export const SHORT_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

export function monthTitle(month: IsoMonth, locale: string): string {
  return formatDay(firstDayOf(month), locale, { month: 'long', year: 'numeric' });
}

/** Monday-first weekday names: short for the column header, long for its abbr. */
export function weekdays(locale: string): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = `2024-01-0${i + 1}`;
    return {
      short: formatDay(day, locale, { weekday: 'short' }),
      long: formatDay(day, locale, { weekday: 'long' }),
    };
  });
}

/**
 * The accessible name of a day: 'Saturday 5 December 2026, 129 €, available' plus, when they apply,
 * the promo, best price, minimum stay and whether it is the chosen check-in or check-out.
 */
export function dayName(view: DayView, locale: string, t: T): string {
  return [
    formatDay(view.day, locale, LONG_DATE),
    view.price,
    t(`status.${view.status}`),
    view.promo ? t('promoLabel', { percent: view.promo }) : undefined,
    view.bestPrice ? t('bestPrice') : undefined,
    view.minStay && !view.unselectable ? t('minimumStay', { count: view.minStay }) : undefined,
    view.edge ? t(`edge.${view.edge}`) : undefined,
  ]
    .filter(Boolean)
    .join(', ');
}
