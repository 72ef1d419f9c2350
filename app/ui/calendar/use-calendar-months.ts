/**
 * The months a calendar popup shows: two side by side with previous/next paging on desktop, a list
 * from the current month that grows as it scrolls on mobile. Paging limits, the opening month and
 * the auto-advance are the calendar domain's; the months shown are asked of `ensureMonths`.
 */
import { useEffect, useState } from 'react';
import { addMonths, monthOf, monthSpan, type IsoDay, type IsoMonth } from '~/domain/calendar/dates';
import {
  canGoToNextMonth,
  canGoToPreviousMonth,
  initialMonth,
  MAX_MONTHS_AHEAD,
  MOBILE_LOAD_MORE_PX,
  MOBILE_MONTHS_PER_LOAD,
  shouldAutoAdvance,
  type AvailabilityMap,
  type ClockReading,
  type Selection,
} from '~/domain/calendar/selection';

export interface CalendarMonths {
  months: IsoMonth[];
  /** the month the popup opened on */
  start: IsoMonth;
  thisMonth: IsoMonth;
  canPrevious: boolean;
  canNext: boolean;
  /** desktop: one month back (-1) or on (1), within the limits */
  page: (step: -1 | 1) => void;
  /** keyboard moves to a day outside the months shown: show its month */
  navigate: (day: IsoDay) => void;
  /** mobile: near the end of the list, load the next months */
  onListScroll: (list: HTMLElement | null) => void;
}

export function useCalendarMonths(options: {
  mobile: boolean;
  clock: ClockReading;
  selection: Selection;
  availability: AvailabilityMap | undefined;
  ensureMonths: (first: IsoMonth, count: number) => void;
}): CalendarMonths {
  const { mobile, clock, selection, availability, ensureMonths } = options;
  const thisMonth = monthOf(clock.today);
  const [start] = useState(() => initialMonth(selection, clock));
  const [first, setFirst] = useState(start);
  const [count, setCount] = useState(() =>
    Math.min(MAX_MONTHS_AHEAD, monthSpan(thisMonth, start) + MOBILE_MONTHS_PER_LOAD - 1),
  );
  const months = mobile
    ? Array.from({ length: count }, (_, i) => addMonths(thisMonth, i))
    : [first, addMonths(first, 1)];

  useEffect(() => {
    ensureMonths(months[0], months.length);
  }, [ensureMonths, months[0], months.length]); // eslint-disable-line react-hooks/exhaustive-deps

  // Desktop: move on when the check-in ends the first month or the second has nothing.
  useEffect(() => {
    if (!mobile && shouldAutoAdvance(first, selection, availability) && canGoToNextMonth(first, clock))
      setFirst(addMonths(first, 1));
  }, [mobile, first, selection, availability, clock]);

  const canPrevious = canGoToPreviousMonth(first, clock);
  const canNext = canGoToNextMonth(first, clock);

  return {
    months,
    start,
    thisMonth,
    canPrevious,
    canNext,
    page: (step) => {
      if (step < 0 ? canPrevious : canNext) setFirst(addMonths(first, step));
    },
    navigate: (day) => {
      const month = monthOf(day);
      if (mobile) setCount((c) => Math.max(c, Math.min(MAX_MONTHS_AHEAD, monthSpan(thisMonth, month))));
      else if (month < first) setFirst(month);
      else setFirst(addMonths(month, -1));
    },
    onListScroll: (list) => {
      if (!list || count >= MAX_MONTHS_AHEAD) return;
      if (list.scrollHeight - list.scrollTop - list.clientHeight < MOBILE_LOAD_MORE_PX) {
        setCount((c) => Math.min(MAX_MONTHS_AHEAD, c + MOBILE_MONTHS_PER_LOAD));
      }
    },
  };
}
