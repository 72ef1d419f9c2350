/**
 * Availability data for the calendar, loaded on demand from the JSON API: the check-in prices
 * (packageCheckinPrices) for the months the shopper reaches (monthsToLoad), and on a product page
 * the night counts a chosen check-in allows (packageCheckoutNights). Without an offer (the search
 * box) nothing is fetched and the calendar has no prices.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { monthSpan, type IsoDay, type IsoMonth } from '~/domain/calendar/dates';
import { PAX_LIMITS } from '~/domain/travellers';
import { monthsToLoad, type AvailabilityMap } from '~/domain/calendar/selection';
import { apiGet } from '../api-client';

export interface AvailabilityRequest {
  offerId: number;
  /** the market's locale id, e.g. fr_FR */
  locale: string;
  /** nights of the stay priced on each check-in day (default 1) */
  nights?: number;
  adults?: number;
  children?: number;
  babies?: number;
}

export interface AvailabilityState {
  /** undefined without an offer: the calendar then shows no prices and no availability */
  availability: AvailabilityMap | undefined;
  loading: boolean;
  /** make sure `count` months from `first` are loaded or loading */
  ensureMonths: (first: IsoMonth, count: number) => void;
}

export function useAvailability(request: AvailabilityRequest | undefined): AvailabilityState {
  const key = request ? JSON.stringify(request) : '';
  const [state, setState] = useState<{ key: string; days: AvailabilityMap; pending: number }>({
    key,
    days: {},
    pending: 0,
  });
  const requested = useRef({ key, months: new Set<IsoMonth>() });
  const requestRef = useRef(request);
  requestRef.current = request;

  if (requested.current.key !== key) requested.current = { key, months: new Set() };

  useEffect(() => {
    setState((s) => (s.key === key ? s : { key, days: {}, pending: 0 }));
  }, [key]);

  const ensureMonths = useCallback(
    (first: IsoMonth, count: number) => {
      const req = requestRef.current;
      if (!req) return;
      const tracker = requested.current;
      const missing = monthsToLoad(first, tracker.months, count);
      if (missing.length === 0) return;
      missing.forEach((m) => tracker.months.add(m));
      const mine = (s: { key: string }) => s.key === key;
      setState((s) => (mine(s) ? { ...s, pending: s.pending + 1 } : s));
      apiGet('checkinPrices', {
        params: { id: req.offerId },
        query: {
          locale: req.locale,
          month: missing[0],
          length: monthSpan(missing[0], missing[missing.length - 1]),
          nights: req.nights ?? 1,
          adult: req.adults ?? PAX_LIMITS.adults.default,
          child: req.children ?? PAX_LIMITS.children.default,
          baby: req.babies ?? PAX_LIMITS.babies.default,
        },
      }).then((result) => {
        if (result.ok) {
          const { days } = result.data;
          setState((s) => (mine(s) ? { ...s, days: { ...s.days, ...days }, pending: s.pending - 1 } : s));
          return;
        }
        console.error('availability', result.failure);
        missing.forEach((m) => tracker.months.delete(m));
        setState((s) => (mine(s) ? { ...s, pending: s.pending - 1 } : s));
      });
    },
    [key],
  );

  return {
    availability: request ? (state.key === key ? state.days : {}) : undefined,
    loading: Boolean(request) && state.key === key && state.pending > 0,
    ensureMonths,
  };
}

/**
 * The night counts a check-in allows on a product page (packageCheckoutNights). A failure silently
 * clears them: the calendar then limits nothing.
 */
export function useCheckoutNights(
  request: AvailabilityRequest | undefined,
  checkin: IsoDay | undefined,
): number[] | undefined {
  const [nights, setNights] = useState<{ for: string; nights: number[] }>();
  const key =
    request && checkin
      ? `${request.offerId}|${checkin}|${request.adults ?? PAX_LIMITS.adults.default}|${request.children ?? PAX_LIMITS.children.default}|${request.babies ?? PAX_LIMITS.babies.default}`
      : '';
  useEffect(() => {
    if (!request || !checkin) return;
    const controller = new AbortController();
    apiGet('checkoutNights', {
      params: { id: request.offerId },
      query: {
        checkin,
        adult: request.adults ?? PAX_LIMITS.adults.default,
        child: request.children ?? PAX_LIMITS.children.default,
        baby: request.babies ?? PAX_LIMITS.babies.default,
      },
      signal: controller.signal,
    }).then((result) => {
      setNights(result.ok ? { for: key, nights: result.data } : undefined);
    });
    return () => controller.abort();
    // the key holds every input of the request
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return nights && nights.for === key ? nights.nights : undefined;
}
