/**
 * Where a calendar popup lives. Desktop: a dropdown that a click or a focus move outside it (and
 * outside its triggers' container) closes, as does Escape on a trigger. Mobile: a modal dialog,
 * opened scrolled to the month it starts on.
 */
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { IsoMonth } from '~/domain/calendar/dates';
import type { CalendarCloseReason } from './use-calendar-closing';

/** Mobile: a month scrolled into view sits this far below the top of the list. */
export const MOBILE_SCROLL_OFFSET_PX = 56;

export function useDropdownDismiss(
  enabled: boolean,
  containerRef: RefObject<HTMLElement> | undefined,
  dialogRef: RefObject<HTMLDialogElement>,
  latestDismiss: { current: (reason?: CalendarCloseReason) => void },
): void {
  useEffect(() => {
    if (!enabled) return;
    const container = containerRef?.current ?? dialogRef.current;
    if (!container) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.contains(event.target as Node)) latestDismiss.current('outside');
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !container.contains(next)) latestDismiss.current('outside');
    };
    // Escape on a trigger closes too (inside the dropdown the grid and the dialog handle it).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !dialogRef.current?.contains(event.target as Node))
        latestDismiss.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    container.addEventListener('focusout', onFocusOut);
    container.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      container.removeEventListener('focusout', onFocusOut);
      container.removeEventListener('keydown', onKeyDown);
    };
  }, [enabled, containerRef, dialogRef, latestDismiss]);
}

export function useModalSheet(
  mobile: boolean,
  dialogRef: RefObject<HTMLDialogElement>,
  listRef: RefObject<HTMLElement>,
  months: { start: IsoMonth; thisMonth: IsoMonth },
): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !mobile) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const list = listRef.current;
    const section = list?.querySelector<HTMLElement>(`[data-month="${months.start}"]`);
    if (list && section && months.start !== months.thisMonth)
      list.scrollTop = Math.max(0, section.offsetTop - MOBILE_SCROLL_OFFSET_PX);
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, [mobile]); // eslint-disable-line react-hooks/exhaustive-deps
}
