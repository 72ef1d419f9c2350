/**
 * Popular-date shortcuts (ADR 012): the current weekend (hidden on Sunday),
 * next weekend, and the long weekends that each country's public holidays make in the coming months,
 * computed from the calendar instead of the original shop's fixed 2024 ranges.
 * Offered for es_ES, fr_FR, fr_BE and nl_BE.
 */
import { addDays, weekday, type IsoDay } from './dates';

export type HolidayCountry = 'FR' | 'ES' | 'BE' | 'NL' | 'IT';

export const POPULAR_DATES_LOCALES = ['es_ES', 'fr_FR', 'fr_BE', 'nl_BE'] as const;
export const HOLIDAY_HORIZON_DAYS = 183;
export const MAX_HOLIDAY_SHORTCUTS = 6;

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): IsoDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface Holiday {
  day: IsoDay;
  key: string;
}

/** National public holidays of a country in a year (regional ones are left out). */
export function publicHolidays(country: HolidayCountry, year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (mmdd: string, key: string): Holiday => ({ day: `${year}-${mmdd}`, key });
  const moving = (offset: number, key: string): Holiday => ({ day: addDays(easter, offset), key });
  const list: Record<HolidayCountry, Holiday[]> = {
    FR: [
      fixed('01-01', 'newYear'),
      moving(1, 'easterMonday'),
      fixed('05-01', 'labourDay'),
      fixed('05-08', 'victoryDay'),
      moving(39, 'ascension'),
      moving(50, 'whitMonday'),
      fixed('07-14', 'nationalDay'),
      fixed('08-15', 'assumption'),
      fixed('11-01', 'allSaints'),
      fixed('11-11', 'armistice'),
      fixed('12-25', 'christmas'),
    ],
    BE: [
      fixed('01-01', 'newYear'),
      moving(1, 'easterMonday'),
      fixed('05-01', 'labourDay'),
      moving(39, 'ascension'),
      moving(50, 'whitMonday'),
      fixed('07-21', 'nationalDay'),
      fixed('08-15', 'assumption'),
      fixed('11-01', 'allSaints'),
      fixed('11-11', 'armistice'),
      fixed('12-25', 'christmas'),
    ],
    ES: [
      fixed('01-01', 'newYear'),
      fixed('01-06', 'epiphany'),
      moving(-2, 'goodFriday'),
      fixed('05-01', 'labourDay'),
      fixed('08-15', 'assumption'),
      fixed('10-12', 'nationalDay'),
      fixed('11-01', 'allSaints'),
      fixed('12-06', 'constitutionDay'),
      fixed('12-08', 'immaculateConception'),
      fixed('12-25', 'christmas'),
    ],
    NL: [
      fixed('01-01', 'newYear'),
      moving(-2, 'goodFriday'),
      moving(1, 'easterMonday'),
      { day: weekday(`${year}-04-27`) === 0 ? `${year}-04-26` : `${year}-04-27`, key: 'kingsDay' },
      moving(39, 'ascension'),
      moving(50, 'whitMonday'),
      fixed('12-25', 'christmas'),
      fixed('12-26', 'boxingDay'),
    ],
    IT: [
      fixed('01-01', 'newYear'),
      fixed('01-06', 'epiphany'),
      moving(1, 'easterMonday'),
      fixed('04-25', 'liberationDay'),
      fixed('05-01', 'labourDay'),
      fixed('06-02', 'republicDay'),
      fixed('08-15', 'assumption'),
      fixed('11-01', 'allSaints'),
      fixed('12-08', 'immaculateConception'),
      fixed('12-25', 'christmas'),
      fixed('12-26', 'stStephen'),
    ],
  };
  return list[country].sort((x, y) => x.day.localeCompare(y.day));
}

export interface PopularDate {
  kind: 'currentWeekend' | 'nextWeekend' | 'holiday';
  /** the holiday's key (translated by the ui) */
  holiday?: string;
  checkin: IsoDay;
  checkout: IsoDay;
}

/** The Saturday of the weekend holding `day` (Saturday or Sunday), else the coming Saturday. */
function saturdayOnOrBefore(day: IsoDay): IsoDay {
  const wd = weekday(day);
  if (wd === 6) return day;
  if (wd === 0) return addDays(day, -1);
  return addDays(day, 6 - wd);
}

/**
 * A holiday's long weekend: a Monday holiday gives Saturday to Monday, Tuesday Saturday to Tuesday,
 * Thursday Thursday to Sunday, Friday Friday to Sunday; other weekdays make none.
 */
export function longWeekend(holiday: IsoDay): { checkin: IsoDay; checkout: IsoDay } | undefined {
  switch (weekday(holiday)) {
    case 1:
      return { checkin: addDays(holiday, -2), checkout: holiday };
    case 2:
      return { checkin: addDays(holiday, -3), checkout: holiday };
    case 4:
      return { checkin: holiday, checkout: addDays(holiday, 3) };
    case 5:
      return { checkin: holiday, checkout: addDays(holiday, 2) };
    default:
      return undefined;
  }
}

export function popularDates(country: HolidayCountry, today: IsoDay): PopularDate[] {
  const dates: PopularDate[] = [];
  const thisSaturday = saturdayOnOrBefore(today);
  // The current weekend is hidden on Sunday (only the Sunday night would remain).
  if (weekday(today) !== 0)
    dates.push({ kind: 'currentWeekend', checkin: thisSaturday, checkout: addDays(thisSaturday, 1) });
  const nextSaturday = weekday(today) === 0 ? addDays(today, 6) : addDays(thisSaturday, 7);
  dates.push({ kind: 'nextWeekend', checkin: nextSaturday, checkout: addDays(nextSaturday, 1) });

  const year = Number(today.slice(0, 4));
  const horizon = addDays(today, HOLIDAY_HORIZON_DAYS);
  const holidays = [...publicHolidays(country, year), ...publicHolidays(country, year + 1)];
  for (const h of holidays) {
    if (dates.filter((d) => d.kind === 'holiday').length >= MAX_HOLIDAY_SHORTCUTS) break;
    const range = longWeekend(h.day);
    if (!range || range.checkin <= today || range.checkin > horizon) continue;
    if (dates.some((d) => d.checkin === range.checkin)) continue;
    dates.push({ kind: 'holiday', holiday: h.key, ...range });
  }
  return dates;
}
