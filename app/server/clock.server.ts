import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * The one clock of the shop: every "today" and the 20:00 rule come from here. `SHOP_NOW` freezes "now" for tests and demos;
 * every "today" is computed in the market's time zone from here.
 */
export function now(): Date {
  const frozen = process.env.SHOP_NOW;
  if (frozen) {
    const parsed = Date.parse(frozen);
    if (!Number.isNaN(parsed)) return new Date(parsed);
  }
  return new Date();
}

/** Today's calendar date (yyyy-MM-dd) in a time zone. */
export function todayIn(timeZone: string, at: Date = now()): string {
  return format(new TZDate(at.getTime(), timeZone), 'yyyy-MM-dd');
}

/** Hours and minutes of the wall clock in a time zone (the 20:00 rule needs it). */
export function wallClockIn(
  timeZone: string,
  at: Date = now(),
): { isoDate: string; hour: number; minute: number } {
  const zoned = new TZDate(at.getTime(), timeZone);
  return { isoDate: format(zoned, 'yyyy-MM-dd'), hour: zoned.getHours(), minute: zoned.getMinutes() };
}
