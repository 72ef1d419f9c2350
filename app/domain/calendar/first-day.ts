/**
 * The first day a stay can start: today, or tomorrow once the market's clock passes 20:00.
 * Its own small module: the search box uses it in the first page load, the calendar everywhere.
 */
import { addDays, type IsoDay } from './day';

/** Today is no longer selectable from this hour (market time zone). */
export const TODAY_CUTOFF_HOUR = 20;

export interface ClockReading {
  /** yyyy-MM-dd in the market's time zone */
  today: IsoDay;
  /** 0-23, the market's wall-clock hour */
  hour: number;
}

export function firstSelectableDay(clock: ClockReading): IsoDay {
  return clock.hour >= TODAY_CUTOFF_HOUR ? addDays(clock.today, 1) : clock.today;
}
