import { addDays, weekday } from '../../app/domain/calendar/dates';
import { todayIn } from '../../app/server/clock.server';

/** The markets' time zone (all of them keep Central European time): the search page's today. */
const SHOP_TIME_ZONE = 'Europe/Paris';

/**
 * The app's "today", from the shop's own clock: it honours SHOP_NOW, which the app under bench
 * inherits from this environment, so generated check-ins are never in the server's past.
 */
export const serverToday = (): string => todayIn(SHOP_TIME_ZONE);

/** A Saturday about three weeks after `today`, so a dated search finds rooms in a catalogue seeded that day. */
export function benchCheckin(today: string = serverToday()): string {
  let checkin = addDays(today, 21);
  while (weekday(checkin) !== 6) checkin = addDays(checkin, 1);
  return checkin;
}
