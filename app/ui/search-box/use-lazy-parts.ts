/**
 * The search box's JavaScript-only parts load on first use (focus, pointer, scroll): the
 * destination combobox, the travellers popover and the sticky summary come together in one chunk;
 * the calendar, larger, comes with its strings when a date field opens it.
 */
import { useState, type ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import type { CalendarPopupProps } from '../calendar/calendar-popup';
import type { DestinationComboboxProps } from './destination-combobox';
import type { PaxPopoverProps } from './pax-popover';
import type { StickySummaryProps } from './sticky-summary';

export interface LazyParts {
  combobox?: ComponentType<DestinationComboboxProps>;
  calendar?: ComponentType<CalendarPopupProps>;
  pax?: ComponentType<PaxPopoverProps>;
  sticky?: ComponentType<StickySummaryProps>;
}

export type LoadPart = (name: keyof LazyParts) => void;

export function useLazyParts(i18n: I18n): { parts: LazyParts; load: LoadPart } {
  const [parts, setParts] = useState<LazyParts>({});

  function load(name: keyof LazyParts) {
    if (parts[name]) return;
    (name === 'calendar'
      ? // The calendar's strings come with its code, so it never shows before they are here.
        Promise.all([import('../calendar/calendar-popup'), i18n.loadNamespaces('calendar')]).then(([m]) => ({
          calendar: m.CalendarPopup,
        }))
      : import('./enhancements').then((m) => ({
          combobox: m.DestinationCombobox,
          pax: m.PaxPopover,
          sticky: m.StickySummary,
        }))
    ).then((loaded) => setParts((l) => ({ ...l, ...loaded })), console.error);
  }

  return { parts, load };
}
