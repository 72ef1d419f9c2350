/**
 * How a calendar popup picks days and closes: a click applies the domain's selection rule
 * (clickDay); a completed range closes it (at once on mobile, after a short delay on desktop so the
 * range shows); closing without a check-out goes back to the address's dates (restoreOnClose).
 * Each close is reported once, with its reason.
 */
import { useEffect, useRef } from 'react';
import type { IsoDay } from '~/domain/calendar/dates';
import {
  clickDay,
  CLOSE_DELAY_MS,
  restoreOnClose,
  type ClockReading,
  type Selection,
} from '~/domain/calendar/selection';

/**
 * 'done': dates chosen or validated; 'dismiss': Escape or the close button (focus goes back to the
 * trigger); 'outside': a click or focus outside the dropdown (focus stays where it went).
 */
export type CalendarCloseReason = 'done' | 'dismiss' | 'outside';

export interface CalendarClosing {
  select: (day: IsoDay) => void;
  /** report the close (dates chosen, validated, or a popular range picked) */
  finish: (reason: CalendarCloseReason) => void;
  /** close without completing: the selection goes back to the address's dates when unfinished */
  dismiss: (reason?: CalendarCloseReason) => void;
  /** the latest dismiss, for listeners registered once */
  latestDismiss: { current: (reason?: CalendarCloseReason) => void };
  /** clear the dates (a pending close is cancelled) */
  clear: () => void;
}

export function useCalendarClosing(options: {
  mobile: boolean;
  clock: ClockReading;
  selection: Selection;
  addressSelection?: Selection;
  onChange: (selection: Selection) => void;
  onClose: (reason: CalendarCloseReason) => void;
}): CalendarClosing {
  const { mobile, clock, selection, onChange } = options;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const closed = useRef(false);

  const finish = (reason: CalendarCloseReason) => {
    clearTimeout(timer.current);
    if (closed.current) return;
    closed.current = true;
    options.onClose(reason);
  };

  const dismiss = (reason: CalendarCloseReason = 'dismiss') => {
    if (closed.current) return;
    onChange(restoreOnClose(selection, options.addressSelection ?? {}, clock));
    finish(reason);
  };
  const latestDismiss = useRef(dismiss);
  latestDismiss.current = dismiss;

  function select(day: IsoDay) {
    clearTimeout(timer.current);
    const result = clickDay(selection, day);
    onChange(result.selection);
    if (!result.close) return;
    if (mobile) finish('done');
    else timer.current = setTimeout(() => finish('done'), CLOSE_DELAY_MS);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    select,
    finish,
    dismiss,
    latestDismiss,
    clear: () => {
      clearTimeout(timer.current);
      onChange({});
    },
  };
}
