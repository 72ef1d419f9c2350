/**
 * The box's values while the shopper edits them: the destination, the dates, the travellers
 * (clamped to their bounds) and the theme, starting from the values a results page prefills.
 * `useEnhanced` says when JavaScript has taken over the fields that change shape.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { Selection } from '~/domain/calendar/selection';
import type { PaxValue } from './pax-popover';
import {
  clamp,
  isDesktop,
  PAX_LIMITS,
  STICKY_AFTER_PX,
  type Destination,
  type SearchBoxValues,
} from './search-box-model';
import type { LoadPart } from './use-lazy-parts';

export function useBoxValues(values: SearchBoxValues, maxAdults: number) {
  const [dest, setDest] = useState<Destination>({
    text: values.place?.label ?? values.q ?? '',
    place: values.place,
  });
  const [dates, setDates] = useState<Selection>({ checkin: values.checkin, checkout: values.checkout });
  const [pax, setPax] = useState<PaxValue>({
    a: clamp(values.a ?? PAX_LIMITS.a.default, PAX_LIMITS.a.min, maxAdults),
    c: clamp(values.c ?? PAX_LIMITS.c.default, PAX_LIMITS.c.min, PAX_LIMITS.c.max),
    b: clamp(values.b ?? PAX_LIMITS.b.default, PAX_LIMITS.b.min, PAX_LIMITS.b.max),
  });
  const [theme, setTheme] = useState(values.theme ? String(values.theme) : '');
  return { dest, setDest, dates, setDates, pax, setPax, theme, setTheme };
}

/**
 * True once the page is interactive. What was typed into the date fields before that is kept, and
 * with a sticky summary, its code loads the first time a mobile page scrolls past the threshold.
 */
export function useEnhanced(options: {
  formRef: RefObject<HTMLFormElement>;
  showDates: boolean;
  stickySummary: boolean;
  setDates: (update: (dates: Selection) => Selection) => void;
  load: LoadPart;
}): boolean {
  const { formRef, showDates, stickySummary, setDates, load } = options;
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    const field = (name: string) =>
      (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value || undefined;
    if (showDates)
      setDates((d) => ({
        checkin: field('checkin') ?? d.checkin,
        checkout: field('checkout') ?? d.checkout,
      }));
    setEnhanced(true);
    if (!stickySummary) return;
    const onScroll = () => {
      if (window.scrollY <= STICKY_AFTER_PX || isDesktop()) return;
      window.removeEventListener('scroll', onScroll);
      load('sticky');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showDates, stickySummary]);
  return enhanced;
}
