/**
 * The date fields' calendar: which field opened it, whether it is the mobile full-screen form, and
 * focus. Focus opens the dropdown on desktop; on mobile the full-screen calendar waits for a tap or
 * a key. Opening from the keyboard moves focus into the grid; closing gives focus back to a trigger
 * (the check-out one once dates are chosen), except after a click outside.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { CalendarCloseReason } from '../calendar/calendar-popup';
import { isDesktop, type DateFieldName } from './search-box-model';
import type { LoadPart } from './use-lazy-parts';

export interface CalendarState {
  field: DateFieldName;
  mobile: boolean;
  /** opened because a search needs dates: it says so */
  ask?: boolean;
}

export interface DatePicker {
  calendar: CalendarState | null;
  /** changes each time the grid should take the focus */
  focusSignal: number;
  /** the dates' container: a click or focus outside it closes the dropdown */
  datesRef: RefObject<HTMLDivElement>;
  triggerRef: (field: DateFieldName) => RefObject<HTMLInputElement>;
  open: (field: DateFieldName, focusGrid: boolean, ask?: boolean) => void;
  close: (reason: CalendarCloseReason) => void;
  /** close at once, without moving focus (the form submits next) */
  hide: () => void;
  /** what a date trigger does on pointer, focus, click and keys */
  triggerEvents: (field: DateFieldName) => {
    onPointerEnter: () => void;
    onPointerDown: () => void;
    onFocus: () => void;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
}

export function useDatePicker(load: LoadPart): DatePicker {
  const datesRef = useRef<HTMLDivElement>(null);
  const checkinRef = useRef<HTMLInputElement>(null);
  const checkoutRef = useRef<HTMLInputElement>(null);
  const pointerFocus = useRef(false);
  const quietFocus = useRef(false);
  const returnFocus = useRef<RefObject<HTMLElement>>();
  const [calendar, setCalendar] = useState<CalendarState | null>(null);
  const [focusSignal, setFocusSignal] = useState(0);

  function open(field: DateFieldName, focusGrid: boolean, ask?: boolean) {
    load('calendar');
    setCalendar((c) => ({ field, mobile: c ? c.mobile : !isDesktop(), ask: ask ?? c?.ask }));
    if (focusGrid) setFocusSignal((n) => n + 1);
  }

  /** Moves focus without the focus opening anything again. */
  function quietlyFocus(ref: RefObject<HTMLElement>) {
    quietFocus.current = true;
    ref.current?.focus();
    quietFocus.current = false;
  }

  function close(reason: CalendarCloseReason) {
    // Focus goes back to a trigger once the popup is gone (a modal dialog must close first).
    if (reason !== 'outside')
      returnFocus.current = reason === 'done' || calendar?.field === 'checkout' ? checkoutRef : checkinRef;
    setCalendar(null);
  }

  useEffect(() => {
    if (calendar || !returnFocus.current) return;
    quietlyFocus(returnFocus.current);
    returnFocus.current = undefined;
  }, [calendar]);

  return {
    calendar,
    focusSignal,
    datesRef,
    triggerRef: (field) => (field === 'checkin' ? checkinRef : checkoutRef),
    open,
    close,
    hide: () => setCalendar(null),
    triggerEvents: (field) => ({
      onPointerEnter: () => load('calendar'),
      onPointerDown: () => {
        pointerFocus.current = true;
      },
      onFocus: () => {
        const pointer = pointerFocus.current;
        pointerFocus.current = false;
        if (!quietFocus.current && (pointer || isDesktop())) open(field, false);
      },
      onClick: () => open(field, false),
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          open(field, true);
        }
      },
    }),
  };
}
