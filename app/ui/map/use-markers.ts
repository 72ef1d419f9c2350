/**
 * The hotels on the map: the page's hotels as numbered marker buttons (in the order of the list),
 * every other hotel as a dot of the circle layer. Numbered markers never overlap each other or the
 * zoom buttons (WCAG 2.2 target size): a marker that would is drawn as a dot until the map zooms in,
 * the chosen hotel and the lower numbers first. The chosen marker stands out and the info card
 * takes the focus.
 */
import type { Feature, Point } from 'geojson';
import { Marker, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useRef, type MutableRefObject, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { initialView } from '~/domain/map';
import type { MapHotel, NumberedCard } from './hotels';
import * as css from './map-view.css';
import { pointFeature, toLngLat, type PlacedMarker } from './map-style';
import type { HotelSelection } from './use-map-hotels';
import type { MapInstance, SelectHotel } from './use-map-instance';

/** Markers are 30 px wide; this leaves a little room around them. */
const MARKER_CLEARANCE = 34;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The map's controls, in the container's coordinates. */
function controlBoxes(container: HTMLElement): Box[] {
  const origin = container.getBoundingClientRect();
  return [...container.querySelectorAll('.maplibregl-ctrl')].map((element) => {
    const r = element.getBoundingClientRect();
    return {
      left: r.left - origin.left,
      right: r.right - origin.left,
      top: r.top - origin.top,
      bottom: r.bottom - origin.top,
    };
  });
}

/** Shows the numbered markers that fit; the others join the circle layer. */
function declutter(
  map: MapLibreMap,
  container: HTMLElement,
  markers: readonly PlacedMarker[],
  others: readonly Feature<Point>[],
  chosen: number | null,
): void {
  const width = container.clientWidth;
  const height = container.clientHeight;
  const controls = controlBoxes(container);
  const half = MARKER_CLEARANCE / 2;
  const kept: { x: number; y: number }[] = [];
  const folded: Feature<Point>[] = [];
  const order = [...markers].sort(
    (a, b) => Number(b.hotelId === chosen) - Number(a.hotelId === chosen) || a.n - b.n,
  );
  for (const placed of order) {
    const { x, y } = map.project(placed.lngLat);
    const inView = x - half >= 0 && y - half >= 0 && x + half <= width && y + half <= height;
    const clearOfControls = controls.every(
      (c) => x + half <= c.left || x - half >= c.right || y + half <= c.top || y - half >= c.bottom,
    );
    const clearOfMarkers = kept.every(
      (k) => Math.abs(k.x - x) >= MARKER_CLEARANCE || Math.abs(k.y - y) >= MARKER_CLEARANCE,
    );
    const show = inView && clearOfControls && clearOfMarkers;
    placed.marker.getElement().classList.toggle(css.markerFolded, !show);
    if (show) kept.push({ x, y });
    else folded.push(pointFeature(placed.hotelId, placed.lngLat));
  }
  (map.getSource('hotels') as GeoJSONSource | undefined)?.setData({
    type: 'FeatureCollection',
    features: [...others, ...folded],
  });
}

/** A numbered marker button: its number, its hotel and price for screen readers; a click chooses it. */
function markerButton(card: NumberedCard, label: string, onChoose: (element: HTMLElement) => void) {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = css.marker;
  element.textContent = String(card.n);
  element.dataset.hotelId = String(card.hotel.id);
  element.setAttribute('aria-label', label);
  element.addEventListener('click', (event) => {
    event.stopPropagation();
    onChoose(element);
  });
  return element;
}

export function useMarkers(options: {
  instance: MapInstance;
  markersRef: MutableRefObject<PlacedMarker[]>;
  hotels: MapHotel[] | null;
  listed: NumberedCard[];
  money: (cents: number) => string;
  selection: HotelSelection | null;
  selectRef: MutableRefObject<SelectHotel>;
  cardHeadingRef: RefObject<HTMLHeadingElement>;
}): void {
  const { t } = useTranslation('map');
  const { instance, markersRef, hotels, listed, money, selection, selectRef, cardHeadingRef } = options;
  const { mapRef, containerRef, loaded, fittedRef, movedRef } = instance;
  const othersRef = useRef<Feature<Point>[]>([]);
  const selectedRef = useRef<number | null>(null);

  const redraw = useCallback(() => {
    const map = mapRef.current;
    const container = containerRef.current;
    if (!map || !container) return;
    declutter(map, container, markersRef.current, othersRef.current, selectedRef.current);
  }, [mapRef, containerRef, markersRef]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    map.on('moveend', redraw);
    map.on('resize', redraw);
    return () => {
      map.off('moveend', redraw);
      map.off('resize', redraw);
    };
  }, [mapRef, redraw]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !hotels) return;
    const byId = new Map(hotels.map((h) => [h.hotelId, h]));
    const listedIds = new Set(listed.map((c) => c.hotel.id));
    othersRef.current = hotels
      .filter((h) => !listedIds.has(h.hotelId))
      .map((h) => pointFeature(h.hotelId, [h.lng, h.lat]));

    markersRef.current.forEach((m) => m.marker.remove());
    // Added last to first, so that number 1 is drawn on top.
    markersRef.current = [...listed].reverse().flatMap((card) => {
      const at = byId.get(card.hotel.id);
      if (!at) return [];
      const label = t('marker.numbered', {
        n: card.n,
        hotel: card.hotel.label,
        price: money(card.priceCents),
      });
      const element = markerButton(card, label, (opener) => selectRef.current(card.hotel.id, opener));
      const lngLat: [number, number] = [at.lng, at.lat];
      const marker = new Marker({ element, anchor: 'center' }).setLngLat(lngLat).addTo(map);
      return [{ marker, n: card.n, hotelId: card.hotel.id, lngLat }];
    });

    // Without a destination to centre on, the view fits the results once (unless the visitor moved).
    if (!fittedRef.current && !movedRef.current) {
      fittedRef.current = true;
      const view = initialView(null, hotels);
      if (view.kind === 'bounds')
        map.fitBounds(toLngLat(view.bounds), { padding: 40, maxZoom: 12, animate: false });
    }
    redraw();
  }, [loaded, hotels, listed, money, t, redraw, mapRef, markersRef, fittedRef, movedRef, selectRef]);

  useEffect(() => {
    selectedRef.current = selection?.hotelId ?? null;
    for (const { marker, hotelId } of markersRef.current) {
      const element = marker.getElement();
      const chosen = selection !== null && hotelId === selection.hotelId;
      element.classList.toggle(css.markerSelected, chosen);
      if (chosen) element.setAttribute('aria-current', 'true');
      else element.removeAttribute('aria-current');
    }
    redraw();
    if (selection?.status === 'ready') cardHeadingRef.current?.focus();
  }, [selection, redraw, markersRef, cardHeadingRef]);
}
