/**
 * Availability data for the calendar, loaded on demand from the JSON API (search-and-discovery §7):
 * GET /api/weekend/{offerId}/packageCheckinPrices.json for the months the shopper reaches
 * (monthsToLoad), and on a product page GET …/packageCheckoutNights.json for the night counts a
 * chosen check-in allows. Without an offer (the search box) nothing is fetched and the calendar has
 * no prices.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { IsoDay, IsoMonth } from '~/domain/calendar/dates';
import { monthsToLoad, type AvailabilityMap } from '~/domain/calendar/selection';

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

function monthSpan(from: IsoMonth, to: IsoMonth): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
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
      const query = new URLSearchParams({
        locale: req.locale,
        month: missing[0],
        length: String(monthSpan(missing[0], missing[missing.length - 1])),
        nights: String(req.nights ?? 1),
        adult: String(req.adults ?? 2),
        child: String(req.children ?? 0),
        baby: String(req.babies ?? 0),
      });
      const mine = (s: { key: string }) => s.key === key;
      setState((s) => (mine(s) ? { ...s, pending: s.pending + 1 } : s));
      fetch(`/api/weekend/${req.offerId}/packageCheckinPrices.json?${query}`)
        .then((response) =>
          response.ok
            ? response.json()
            : Promise.reject(new Error(`${response.status} ${response.statusText}`)),
        )
        .then(
          (data: { days: AvailabilityMap }) =>
            setState((s) =>
              mine(s) ? { ...s, days: { ...s.days, ...data.days }, pending: s.pending - 1 } : s,
            ),
          (error: unknown) => {
            console.error('availability', error);
            missing.forEach((m) => tracker.months.delete(m));
            setState((s) => (mine(s) ? { ...s, pending: s.pending - 1 } : s));
          },
        );
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
 * The night counts a check-in allows on a product page (packageCheckoutNights.json). A failure
 * silently clears them (§7): the calendar then limits nothing.
 */
export function useCheckoutNights(
  request: AvailabilityRequest | undefined,
  checkin: IsoDay | undefined,
): number[] | undefined {
  const [nights, setNights] = useState<{ for: string; nights: number[] }>();
  const key =
    request && checkin
      ? `${request.offerId}|${checkin}|${request.adults ?? 2}|${request.children ?? 0}|${request.babies ?? 0}`
      : '';
  useEffect(() => {
    if (!request || !checkin) return;
    const controller = new AbortController();
    const query = new URLSearchParams({
      checkin,
      adult: String(request.adults ?? 2),
      child: String(request.children ?? 0),
      baby: String(request.babies ?? 0),
      locale: request.locale,
    });
    fetch(`/api/weekend/${request.offerId}/packageCheckoutNights.json?${query}`, {
      signal: controller.signal,
    })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then(
        (list: number[]) => setNights({ for: key, nights: Array.isArray(list) ? list : [] }),
        () => setNights(undefined),
      );
    return () => controller.abort();
    // the key holds every input of the request
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return nights && nights.for === key ? nights.nights : undefined;
}
