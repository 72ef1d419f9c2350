/**
 * The interactive results map (ADR 007). This module is its own chunk, imported only when the map
 * opens: it brings maplibre-gl (prepared by map-assets.ts) and draws a local basemap, so no tile,
 * glyph or sprite request leaves the site.
 */
import { useNavigate } from '@remix-run/react';
import { useCallback, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '~/domain/format';
import { destinationTypeOf, searchInAreaHref, withDatesHref } from '~/domain/map';
import { DEFAULT_MARKET, findMarket } from '~/domain/market';
import type { CardView } from '~/domain/search/card';
import type { SearchPageData } from '~/domain/search/page-data';
import { numberedHotels } from './hotels';
import { HotelCard } from './hotel-card';
import { MapToolbar } from './map-toolbar';
import * as css from './map-view.css';
import { useHotelSelection, useMapHotels } from './use-map-hotels';
import { useMapInstance, type SelectHotel } from './use-map-instance';
import type { PlacedMarker } from './map-style';
import { useMarkers } from './use-markers';

export { prepareMapView } from './map-assets';

export interface MapViewProps {
  data: SearchPageData;
  cards: CardView[];
}

/**
 * The map, its tools (dates, filters, 'Search in this area') and the info card of the chosen hotel.
 * Every matching hotel comes from the map search: the page's hotels as numbered marker buttons (in
 * the order of the list), the others as a circle layer.
 */
export function MapView({ data, cards }: MapViewProps) {
  const { t } = useTranslation('map');
  const navigate = useNavigate();
  const market = findMarket(data.marketCode) ?? DEFAULT_MARKET;
  const { results, criteria } = data;
  const query = results.query;
  const listed = useMemo(() => numberedHotels(cards), [cards]);
  const money = useCallback((cents: number) => formatMoney(cents, market.bcp47), [market.bcp47]);
  const cardId = useId();
  const cardHeadingRef = useRef<HTMLHeadingElement>(null);
  const markersRef = useRef<PlacedMarker[]>([]);
  const selectRef = useRef<SelectHotel>(() => {});

  const destination = useMemo(
    () => ({
      type: destinationTypeOf(criteria),
      lat: data.destination.lat,
      lng: data.destination.lng,
      radiusKm: criteria.lat !== undefined ? (criteria.distanceMax ?? null) : null,
    }),
    [criteria, data.destination.lat, data.destination.lng],
  );

  const instance = useMapInstance(destination, selectRef, markersRef);
  const chosen = useHotelSelection({ data, listed, query, locale: market.locale });
  selectRef.current = chosen.select;
  const { hotels, failed } = useMapHotels(query, market.locale, chosen.clear);
  useMarkers({
    instance,
    markersRef,
    hotels,
    listed,
    money,
    selection: chosen.selection,
    selectRef,
    cardHeadingRef,
  });

  const searchInArea = () => {
    const map = instance.mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    const bounds = { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() };
    navigate(searchInAreaHref(results.basePath, query, bounds, { panel: 'map' }), {
      preventScrollReset: true,
    });
  };

  return (
    <div className={css.root}>
      <MapToolbar
        criteria={criteria}
        results={results}
        today={data.today}
        bcp47={market.bcp47}
        canSearchArea={instance.loaded}
        onSearchArea={searchInArea}
        onDates={(dates) =>
          navigate(withDatesHref(results.basePath, query, dates, { panel: 'map' }), {
            preventScrollReset: true,
          })
        }
      />
      <div className={css.mapArea}>
        <div className={css.mapFrame}>
          <div
            ref={instance.containerRef}
            className={css.map}
            aria-busy={!instance.loaded || hotels === null}
          />
        </div>
        <p className="visually-hidden" role="status">
          {hotels ? t('dialog.status', { count: hotels.length }) : ''}
        </p>
        {failed ? (
          <p className={css.notice} role="alert">
            {t('dialog.error')}
          </p>
        ) : null}
      </div>
      {chosen.selection ? (
        <HotelCard
          id={cardId}
          selection={chosen.selection}
          headingRef={cardHeadingRef}
          money={money}
          onClose={chosen.closeCard}
        />
      ) : null}
    </div>
  );
}
