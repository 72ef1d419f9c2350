/**
 * The maplibre map, created once: a new search (this area, other dates) keeps the visitor's view.
 * It opens on the destination (or its area), without rotation or pitch, with zoom buttons named in
 * the visitor's language; the countries are drawn once the atlas is here. A click on a hotel dot
 * chooses that hotel.
 */
import type { GeoJSONSource } from 'maplibre-gl';
import { Map as MapLibreMap, NavigationControl } from 'maplibre-gl';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { initialView, type MapDestination } from '~/domain/map';
import { loadCountries } from './map-assets';
import { baseStyle, toLngLat, type PlacedMarker } from './map-style';

export type SelectHotel = (hotelId: number, opener: HTMLElement | null) => void;

export interface MapInstance {
  containerRef: MutableRefObject<HTMLDivElement | null>;
  mapRef: MutableRefObject<MapLibreMap | null>;
  /** the style has loaded: sources can take data */
  loaded: boolean;
  /** the view already fits what the visitor searched (a destination, or the results once) */
  fittedRef: MutableRefObject<boolean>;
  /** the visitor moved the map: the results no longer refit it */
  movedRef: MutableRefObject<boolean>;
}

export function useMapInstance(
  destination: MapDestination,
  selectRef: MutableRefObject<SelectHotel>,
  markersRef: MutableRefObject<PlacedMarker[]>,
): MapInstance {
  const { t } = useTranslation('map');
  const containerRef = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const movedRef = useRef(false);
  const fittedRef = useRef(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const view = initialView(destination, []);
    const map = new MapLibreMap({
      container,
      style: baseStyle(),
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      renderWorldCopies: false,
      minZoom: 1,
      maxZoom: 16,
      locale: {
        'Map.Title': t('controls.canvas'),
        'NavigationControl.ZoomIn': t('controls.zoomIn'),
        'NavigationControl.ZoomOut': t('controls.zoomOut'),
      },
      ...(view.kind === 'centre'
        ? { center: [view.centre.lng, view.centre.lat] as [number, number], zoom: view.zoom }
        : { bounds: toLngLat(view.bounds), fitBoundsOptions: { padding: 40 } }),
    });
    fittedRef.current = view.kind === 'bounds' || destination.lat !== null;
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('movestart', (event) => {
      if ((event as { originalEvent?: unknown }).originalEvent) movedRef.current = true;
    });
    map.on('load', () => {
      setLoaded(true);
      loadCountries()
        .then((fc) => (map.getSource('countries') as GeoJSONSource | undefined)?.setData(fc))
        .catch(() => {});
    });
    map.on('click', 'hotels', (event) => {
      const id = Number(event.features?.[0]?.properties?.hotelId);
      if (id) selectRef.current(id, map.getCanvas());
    });
    map.on('mouseenter', 'hotels', () => {
      map.getCanvas().style.cursor = 'pointer';
    });
    map.on('mouseleave', 'hotels', () => {
      map.getCanvas().style.cursor = '';
    });
    mapRef.current = map;
    return () => {
      markersRef.current.forEach((m) => m.marker.remove());
      markersRef.current = [];
      map.remove();
      mapRef.current = null;
    };
    // The map is created once; later criteria only change its data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { containerRef, mapRef, loaded, fittedRef, movedRef };
}
