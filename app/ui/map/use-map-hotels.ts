/**
 * The map's data: every hotel matching the page's criteria (the map search, again after 'Search in
 * this area' or new dates), and the hotel the visitor chose with its info card. A listed hotel's
 * card comes from the page's cards; another's is asked of the search API once per criteria.
 * Closing the card gives the focus back to the marker (or the map) that opened it.
 */
import { cardContextOf } from '~/domain/search/card';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchPageData } from '~/domain/search/page-data';
import { apiGet } from '../api-client';
import {
  apiCriteria,
  infoFromCard,
  infoFromOffers,
  mapHotelsOf,
  type HotelInfo,
  type MapHotel,
  type NumberedCard,
} from './hotels';

export type HotelSelection =
  | { hotelId: number; status: 'loading' | 'error' | 'none' }
  | { hotelId: number; status: 'ready'; info: HotelInfo };

export function useHotelSelection(options: {
  data: SearchPageData;
  listed: NumberedCard[];
  query: string;
  locale: string;
}) {
  const { data, listed, query, locale } = options;
  const [selection, setSelection] = useState<HotelSelection | null>(null);
  const offerCache = useRef(new Map<number, HotelInfo | null>());
  const openerRef = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);

  const select = useCallback(
    (hotelId: number, opener: HTMLElement | null) => {
      openerRef.current = opener;
      const card = listed.find((c) => c.hotel.id === hotelId);
      if (card) return setSelection({ hotelId, status: 'ready', info: infoFromCard(card) });
      const cached = offerCache.current.get(hotelId);
      if (cached !== undefined)
        return setSelection(
          cached ? { hotelId, status: 'ready', info: cached } : { hotelId, status: 'none' },
        );
      setSelection({ hotelId, status: 'loading' });
      apiGet('searchOffers', {
        query: { ...apiCriteria(query, locale), hotelId: String(hotelId), limit: '1' },
      }).then((result) => {
        if (!result.ok)
          return setSelection((current) =>
            current?.hotelId === hotelId ? { hotelId, status: 'error' } : current,
          );
        const info = infoFromOffers(result.data, cardContextOf(data.marketCode, data.today, data.criteria));
        offerCache.current.set(hotelId, info);
        setSelection((current) =>
          current?.hotelId === hotelId
            ? info
              ? { hotelId, status: 'ready', info }
              : { hotelId, status: 'none' }
            : current,
        );
      });
    },
    [listed, query, locale, data],
  );

  useEffect(() => {
    offerCache.current.clear();
  }, [query]);

  useEffect(() => {
    if (selection || !returnFocus.current) return;
    returnFocus.current = false;
    const opener = openerRef.current;
    if (opener?.isConnected) opener.focus();
  }, [selection]);

  return {
    selection,
    select,
    /** a new search: no hotel chosen */
    clear: () => setSelection(null),
    /** the visitor closes the card */
    closeCard: () => {
      returnFocus.current = true;
      setSelection(null);
    },
  };
}

/** Every matching hotel's position; null while loading. A failure shows an empty map and says so. */
export function useMapHotels(query: string, locale: string, onNewSearch: () => void) {
  const [hotels, setHotels] = useState<MapHotel[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setHotels(null);
    setFailed(false);
    onNewSearch();
    apiGet('mapSearch', {
      query: { ...apiCriteria(query, locale), performMapSearch: 'true' },
      signal: controller.signal,
    }).then((result) => {
      if (result.ok) return setHotels(mapHotelsOf(result.data));
      if (result.failure.kind === 'aborted') return;
      setHotels([]);
      setFailed(true);
    });
    return () => controller.abort();
    // a new search is a new query; the reset callback changes every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, locale]);
  return { hotels, failed };
}
