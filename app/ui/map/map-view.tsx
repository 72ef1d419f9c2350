/**
 * The interactive results map (search-and-discovery §2, ADR 007). This module is its own chunk,
 * imported only when the map opens: it brings maplibre-gl, whose worker URL Vite cannot see
 * (`?url` + setWorkerUrl), whose stylesheet becomes a <link> (CSP `style-src 'self'`), and the
 * world-atlas countries (a hashed asset under /assets/) drawn as a GeoJSON source with fill and
 * line layers. No tile, glyph or sprite server: no request leaves the site, so no symbol layers.
 */
import { Link, useNavigate } from '@remix-run/react';
import type { Feature, FeatureCollection, Point } from 'geojson';
import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  setWorkerUrl,
  type GeoJSONSource,
  type StyleSpecification,
} from 'maplibre-gl';
import stylesheetUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlasUrl from 'world-atlas/countries-50m.json?url';
import { formatIsoDate, formatMoney } from '~/domain/format';
import { destinationTypeOf, initialView, searchInAreaHref, withDatesHref, type Bounds } from '~/domain/map';
import { DEFAULT_MARKET, findMarket } from '~/domain/market';
import type { CardView } from '~/domain/search/card';
import type { SearchPageData } from '~/domain/search/page-data';
import { button } from '../button.css';
import { CloseIcon } from '../icons';
import { mapColors } from './colors';
import {
  cardContextOf,
  hotelOfferUrl,
  infoFromCard,
  infoFromOffers,
  mapSearchUrl,
  numberedHotels,
  parseMapSearch,
  type HotelInfo,
  type MapHotel,
} from './hotels';
import * as css from './map-view.css';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

let countries: Promise<FeatureCollection> | null = null;

/** The atlas, fetched once per page and converted with topojson-client's feature(). */
function loadCountries(): Promise<FeatureCollection> {
  countries ??= fetch(atlasUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`atlas ${response.status}`);
      return response.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((topology) => feature(topology, topology.objects.countries) as FeatureCollection)
    .catch((error: unknown) => {
      countries = null;
      throw error;
    });
  return countries;
}

/** maplibre's stylesheet as a <link> (not injected style text), resolved once it applies. */
function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][data-maplibre]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.maplibre = '';
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.appendChild(link);
  });
}

/** Before the first render: the worker URL, the stylesheet, and the atlas request under way. */
export async function prepareMapView(): Promise<void> {
  setWorkerUrl(workerUrl);
  void loadCountries().catch(() => {});
  await loadStylesheet(stylesheetUrl);
}

function baseStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: EMPTY },
      hotels: { type: 'geojson', data: EMPTY },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': mapColors.sea } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': mapColors.land } },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': mapColors.border, 'line-width': 0.8 },
      },
      {
        id: 'hotels',
        type: 'circle',
        source: 'hotels',
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 3.5, 10, 7],
          'circle-color': mapColors.dot,
          'circle-opacity': 0.7,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        },
      },
    ],
  };
}

/**
 * Numbered markers never overlap each other or the zoom buttons (WCAG 2.2 target size): a marker
 * that would is drawn as a dot of the circle layer until the map zooms in. The chosen hotel and
 * the lower numbers come first. Markers are 30 px wide; this leaves a little room around them.
 */
const MARKER_CLEARANCE = 34;

type PlacedMarker = { marker: Marker; n: number; hotelId: number; lngLat: [number, number] };

const pointFeature = (hotelId: number, [lng, lat]: [number, number]): Feature<Point> => ({
  type: 'Feature',
  id: hotelId,
  properties: { hotelId },
  geometry: { type: 'Point', coordinates: [lng, lat] },
});

const toLngLat = (b: Bounds): [[number, number], [number, number]] => [
  [b.west, b.south],
  [b.east, b.north],
];

type Selection =
  | { hotelId: number; status: 'loading' | 'error' | 'none' }
  | { hotelId: number; status: 'ready'; info: HotelInfo };

export interface MapViewProps {
  data: SearchPageData;
  cards: CardView[];
}

/**
 * The map, its tools (dates, filters, 'Search in this area') and the info card of the chosen hotel.
 * Every matching hotel comes from offers.json?performMapSearch=true: the page's hotels as numbered
 * marker buttons (in the order of the list), the others as a circle layer.
 */
export function MapView({ data, cards }: MapViewProps) {
  const { t } = useTranslation('map');
  const navigate = useNavigate();
  const market = findMarket(data.marketCode) ?? DEFAULT_MARKET;
  const { results, criteria } = data;
  const query = results.query;
  const listed = useMemo(() => numberedHotels(cards), [cards]);
  const money = useCallback((cents: number) => formatMoney(cents, market.bcp47), [market.bcp47]);

  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markersRef = useRef<PlacedMarker[]>([]);
  const othersRef = useRef<Feature<Point>[]>([]);
  const selectedRef = useRef<number | null>(null);
  const movedRef = useRef(false);
  const fittedRef = useRef(false);
  const openerRef = useRef<HTMLElement | null>(null);
  const cardHeadingRef = useRef<HTMLHeadingElement>(null);
  const offerCache = useRef(new Map<number, HotelInfo | null>());
  const [loaded, setLoaded] = useState(false);
  const [hotels, setHotels] = useState<MapHotel[] | null>(null);
  const [hotelsFailed, setHotelsFailed] = useState(false);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [datesOpen, setDatesOpen] = useState(false);
  const datesId = useId();
  const cardId = useId();

  const destination = useMemo(
    () => ({
      type: destinationTypeOf(criteria),
      lat: data.destination.lat,
      lng: data.destination.lng,
      radiusKm: criteria.lat !== undefined ? (criteria.distanceMax ?? null) : null,
    }),
    [criteria, data.destination.lat, data.destination.lng],
  );

  // The map itself, once: a new search (this area, other dates) keeps the visitor's view.
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

  // Every matching hotel for the page's criteria (again after 'Search in this area' or new dates).
  useEffect(() => {
    const controller = new AbortController();
    setHotels(null);
    setHotelsFailed(false);
    setSelection(null);
    fetch(mapSearchUrl(query, market.locale), {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((json: unknown) => setHotels(parseMapSearch(json)))
      .catch(() => {
        if (controller.signal.aborted) return;
        setHotels([]);
        setHotelsFailed(true);
      });
    return () => controller.abort();
  }, [query, market.locale]);

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
      fetch(hotelOfferUrl(query, market.locale, hotelId), { headers: { accept: 'application/json' } })
        .then((response) =>
          response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
        )
        .then((json: unknown) => {
          const info = infoFromOffers(json, cardContextOf(data));
          offerCache.current.set(hotelId, info);
          setSelection((current) =>
            current?.hotelId === hotelId
              ? info
                ? { hotelId, status: 'ready', info }
                : { hotelId, status: 'none' }
              : current,
          );
        })
        .catch(() =>
          setSelection((current) => (current?.hotelId === hotelId ? { hotelId, status: 'error' } : current)),
        );
    },
    [listed, query, market.locale, data],
  );
  const selectRef = useRef(select);
  selectRef.current = select;

  useEffect(() => {
    offerCache.current.clear();
  }, [query]);

  /** Shows the numbered markers that fit (see MARKER_CLEARANCE); the others join the circle layer. */
  const declutter = useCallback(() => {
    const map = mapRef.current;
    const container = containerRef.current;
    if (!map || !container) return;
    const width = container.clientWidth;
    const height = container.clientHeight;
    const origin = container.getBoundingClientRect();
    const controls = [...container.querySelectorAll('.maplibregl-ctrl')].map((element) => {
      const r = element.getBoundingClientRect();
      return {
        left: r.left - origin.left,
        right: r.right - origin.left,
        top: r.top - origin.top,
        bottom: r.bottom - origin.top,
      };
    });
    const half = MARKER_CLEARANCE / 2;
    const kept: { x: number; y: number }[] = [];
    const folded: Feature<Point>[] = [];
    const chosen = selectedRef.current;
    const order = [...markersRef.current].sort(
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
      features: [...othersRef.current, ...folded],
    });
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    map.on('moveend', declutter);
    map.on('resize', declutter);
    return () => {
      map.off('moveend', declutter);
      map.off('resize', declutter);
    };
  }, [declutter]);

  // Markers: the page's hotels as numbered buttons, every other hotel in the circle layer.
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
      const element = document.createElement('button');
      element.type = 'button';
      element.className = css.marker;
      element.textContent = String(card.n);
      element.dataset.hotelId = String(card.hotel.id);
      element.setAttribute(
        'aria-label',
        t('marker.numbered', { n: card.n, hotel: card.hotel.label, price: money(card.priceCents) }),
      );
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        selectRef.current(card.hotel.id, element);
      });
      const lngLat: [number, number] = [at.lng, at.lat];
      return [
        {
          marker: new Marker({ element, anchor: 'center' }).setLngLat(lngLat).addTo(map),
          n: card.n,
          hotelId: card.hotel.id,
          lngLat,
        },
      ];
    });

    // Without a destination to centre on, the view fits the results once (unless the visitor moved).
    if (!fittedRef.current && !movedRef.current) {
      fittedRef.current = true;
      const view = initialView(null, hotels);
      if (view.kind === 'bounds')
        map.fitBounds(toLngLat(view.bounds), { padding: 40, maxZoom: 12, animate: false });
    }
    declutter();
  }, [loaded, hotels, listed, money, t, declutter]);

  // The chosen marker stands out (and always shows); the info card takes the focus.
  useEffect(() => {
    selectedRef.current = selection?.hotelId ?? null;
    for (const { marker, hotelId } of markersRef.current) {
      const element = marker.getElement();
      const chosen = selection !== null && hotelId === selection.hotelId;
      element.classList.toggle(css.markerSelected, chosen);
      if (chosen) element.setAttribute('aria-current', 'true');
      else element.removeAttribute('aria-current');
    }
    declutter();
    if (selection?.status === 'ready') cardHeadingRef.current?.focus();
  }, [selection, declutter]);

  // Closing the card gives the focus back to the marker (or the map) that opened it.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (selection || !returnFocus.current) return;
    returnFocus.current = false;
    const opener = openerRef.current;
    if (opener?.isConnected) opener.focus();
  }, [selection]);

  const closeCard = () => {
    returnFocus.current = true;
    setSelection(null);
  };

  const searchInArea = () => {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    const href = searchInAreaHref(
      results.basePath,
      query,
      { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() },
      { panel: 'map' },
    );
    navigate(href, { preventScrollReset: true });
  };

  const applyDates = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checkin = String(form.get('checkin') ?? '') || undefined;
    let checkout = String(form.get('checkout') ?? '') || undefined;
    if (checkin && checkout && checkout <= checkin) checkout = undefined;
    setDatesOpen(false);
    navigate(withDatesHref(results.basePath, query, { checkin, checkout }, { panel: 'map' }), {
      preventScrollReset: true,
    });
  };

  const dateText = (iso: string) => formatIsoDate(iso, market.bcp47, { day: 'numeric', month: 'short' });
  const datesLabel =
    criteria.checkin && criteria.checkout
      ? t('toolbar.datesRange', {
          checkin: dateText(criteria.checkin),
          checkout: dateText(criteria.checkout),
        })
      : t('toolbar.dates');

  return (
    <div className={css.root}>
      <div className={css.toolbar} role="group" aria-label={t('toolbar.label')}>
        <button
          type="button"
          className={css.tool}
          aria-expanded={datesOpen}
          aria-controls={datesId}
          onClick={() => setDatesOpen((v) => !v)}
        >
          {datesLabel}
        </button>
        <Link className={css.tool} to={results.panelHrefs.filters} preventScrollReset>
          {t('toolbar.filters')}
          {results.mobileFilterCount > 0 ? ` (${results.mobileFilterCount})` : ''}
        </Link>
        <button
          type="button"
          className={`${button.primary} ${css.searchArea}`}
          onClick={searchInArea}
          disabled={!loaded}
        >
          {t('toolbar.searchArea')}
        </button>
      </div>
      <form
        id={datesId}
        className={css.dates}
        hidden={!datesOpen}
        onSubmit={applyDates}
        aria-label={t('toolbar.dates')}
      >
        <label className={css.field}>
          {t('toolbar.checkin')}
          <input
            className={css.input}
            type="date"
            name="checkin"
            min={data.today}
            defaultValue={criteria.checkin ?? ''}
          />
        </label>
        <label className={css.field}>
          {t('toolbar.checkout')}
          <input
            className={css.input}
            type="date"
            name="checkout"
            min={data.today}
            defaultValue={criteria.checkout ?? ''}
          />
        </label>
        <button type="submit" className={button.brand}>
          {t('toolbar.applyDates')}
        </button>
      </form>
      <div className={css.mapArea}>
        <div className={css.mapFrame}>
          <div ref={containerRef} className={css.map} aria-busy={!loaded || hotels === null} />
        </div>
        <p className="visually-hidden" role="status">
          {hotels ? t('dialog.status', { count: hotels.length }) : ''}
        </p>
        {hotelsFailed ? (
          <p className={css.notice} role="alert">
            {t('dialog.error')}
          </p>
        ) : null}
      </div>
      {selection ? (
        <section id={cardId} className={css.card} aria-label={t('card.label')}>
          <button type="button" className={css.cardClose} aria-label={t('card.close')} onClick={closeCard}>
            <CloseIcon size={20} />
          </button>
          {selection.status === 'ready' ? (
            <>
              <h3 className={css.cardTitle} ref={cardHeadingRef} tabIndex={-1}>
                {selection.info.n ? <span className={css.cardNumber}>{selection.info.n}</span> : null}
                {selection.info.name}
              </h3>
              {selection.info.stars > 0 ? (
                <p className={css.cardLine}>
                  <span className="visually-hidden">{t('card.stars', { count: selection.info.stars })}</span>
                  <span className={css.stars} aria-hidden="true">
                    {'★'.repeat(selection.info.stars)}
                  </span>
                </p>
              ) : null}
              {selection.info.place ? <p className={css.cardLine}>{selection.info.place}</p> : null}
              <p className={css.cardPrice}>
                {t('card.priceFrom', { price: money(selection.info.priceCents) })}
              </p>
              <a className={button.primary} href={selection.info.href}>
                {t('card.seeOffer')}
              </a>
            </>
          ) : (
            <p className={css.cardLine} role={selection.status === 'loading' ? 'status' : 'alert'}>
              {t(
                selection.status === 'loading'
                  ? 'card.loading'
                  : selection.status === 'none'
                    ? 'card.noOffer'
                    : 'card.error',
              )}
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
