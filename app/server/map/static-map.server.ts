/**
 * The static map of `?panel=map` without JavaScript (ADR 007): the countries around the results
 * as SVG paths, projected with Web Mercator into a viewBox fitted to the results, numbered markers
 * for the hotels of the page (in the order of the list) and a dot for every other matching hotel.
 */
import type { CardView } from '~/domain/search/card';
import type { SearchCriteria } from '~/domain/search/criteria';
import {
  boundsOf,
  centredView,
  destinationTypeOf,
  FALLBACK_CENTRE,
  fitBounds,
  isLatLng,
  numberMarkers,
  toViewBox,
  viewBoxOf,
  zoomFor,
  type LatLng,
  type Located,
  type MercatorView,
  type StaticMapView,
} from '~/domain/map';

export type { StaticMapView };
import type { Db } from '../db/db.server';
import type { ResolvedDestination } from '../search/destination.server';
import { searchMapLocations } from '../search/offer-search.server';
import { projectedCountries } from './atlas.server';

/**
 * The SVG's own size: it scales to its container (4:3 reads well on a phone and a desktop); a small
 * viewBox keeps the numbers short and the markers legible once scaled down on a phone.
 */
export const STATIC_MAP_SIZE = { width: 480, height: 360 } as const;
/**
 * Never closer than a city's zoom (12): hotels in one city still stand apart, and there are no
 * streets to see closer.
 */
export const STATIC_MAP_MAX_ZOOM = 12;
/** Shapes are clipped a little outside the view, so the cut edges never show. */
const CLIP_MARGIN = 6;
/** Points closer than this (viewBox units) to the previous one are dropped. */
const MIN_STEP = 0.6;
/** Islands smaller than this (square viewBox units) are not drawn. */
const MIN_RING_AREA = 0.8;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A number with at most one decimal and no redundant characters: 12, 3.5, -.4 */
function num(n: number): string {
  const s = (Math.round(n * 10) / 10).toString();
  return s.replace(/^(-?)0\./, '$1.');
}

/** Sutherland-Hodgman clipping of a closed ring (viewBox coordinates) to a rectangle. */
export function clipRing(points: number[], minX: number, minY: number, maxX: number, maxY: number): number[] {
  type Edge = [
    inside: (x: number, y: number) => boolean,
    cut: (ax: number, ay: number, bx: number, by: number) => [number, number],
  ];
  const edges: Edge[] = [
    [(x) => x >= minX, (ax, ay, bx, by) => [minX, ay + ((by - ay) * (minX - ax)) / (bx - ax)]],
    [(x) => x <= maxX, (ax, ay, bx, by) => [maxX, ay + ((by - ay) * (maxX - ax)) / (bx - ax)]],
    [(_, y) => y >= minY, (ax, ay, bx, by) => [ax + ((bx - ax) * (minY - ay)) / (by - ay), minY]],
    [(_, y) => y <= maxY, (ax, ay, bx, by) => [ax + ((bx - ax) * (maxY - ay)) / (by - ay), maxY]],
  ];
  let input = points;
  for (const [inside, cut] of edges) {
    if (input.length < 6) return [];
    const output: number[] = [];
    const n = input.length / 2;
    for (let i = 0; i < n; i++) {
      const ax = input[((i + n - 1) % n) * 2];
      const ay = input[((i + n - 1) % n) * 2 + 1];
      const bx = input[i * 2];
      const by = input[i * 2 + 1];
      const aIn = inside(ax, ay);
      const bIn = inside(bx, by);
      if (bIn) {
        if (!aIn) output.push(...cut(ax, ay, bx, by));
        output.push(bx, by);
      } else if (aIn) output.push(...cut(ax, ay, bx, by));
    }
    input = output;
  }
  return input;
}

function ringArea(points: number[]): number {
  let area = 0;
  const n = points.length / 2;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    area += points[i * 2] * points[j * 2 + 1] - points[j * 2] * points[i * 2 + 1];
  }
  return Math.abs(area / 2);
}

/** One ring as a relative path ('M x y l dx dy … z'), rounded to one decimal and thinned. */
function ringPath(points: number[]): string {
  const kept: number[] = [];
  for (let i = 0; i < points.length; i += 2) {
    const x = round1(points[i]);
    const y = round1(points[i + 1]);
    const n = kept.length;
    if (n >= 2 && Math.abs(x - kept[n - 2]) < MIN_STEP && Math.abs(y - kept[n - 1]) < MIN_STEP) continue;
    kept.push(x, y);
  }
  if (kept.length < 6 || ringArea(kept) < MIN_RING_AREA) return '';
  let d = `M${num(kept[0])} ${num(kept[1])}l`;
  for (let i = 2; i < kept.length; i += 2) {
    const dx = num(kept[i] - kept[i - 2]);
    const dy = num(kept[i + 1] - kept[i - 1]);
    d += `${i > 2 && !dx.startsWith('-') ? ' ' : ''}${dx}${dy.startsWith('-') ? '' : ' '}${dy}`;
  }
  return `${d}z`;
}

/** The country shapes of one view as SVG paths, clipped to it; countries outside it are left out. */
export function countryPaths(view: MercatorView): { id: string; d: string }[] {
  const minX = -CLIP_MARGIN;
  const minY = -CLIP_MARGIN;
  const maxX = view.width + CLIP_MARGIN;
  const maxY = view.height + CLIP_MARGIN;
  // The view in unit-square coordinates, to skip polygons that cannot show.
  const ux0 = view.x0 + minX / view.scale;
  const uy0 = view.y0 + minY / view.scale;
  const ux1 = view.x0 + maxX / view.scale;
  const uy1 = view.y0 + maxY / view.scale;
  const paths: { id: string; d: string }[] = [];
  for (const country of projectedCountries()) {
    let d = '';
    for (const polygon of country.polygons) {
      const [bx0, by0, bx1, by1] = polygon.bbox;
      if (bx1 < ux0 || bx0 > ux1 || by1 < uy0 || by0 > uy1) continue;
      for (const ring of polygon.rings) {
        const points: number[] = new Array(ring.length);
        for (let i = 0; i < ring.length; i += 2) {
          points[i] = (ring[i] - view.x0) * view.scale;
          points[i + 1] = (ring[i + 1] - view.y0) * view.scale;
        }
        d += ringPath(clipRing(points, minX, minY, maxX, maxY));
      }
    }
    if (d) paths.push({ id: country.id, d });
  }
  return paths;
}

/** Projected paths per view, most recently used last; a view is the same for the same results' bounds. */
const pathCache = new Map<string, { id: string; d: string }[]>();
const PATH_CACHE_SIZE = 64;

export function viewKey(view: MercatorView): string {
  return `${view.width}x${view.height}@${view.x0.toFixed(7)},${view.y0.toFixed(7)}/${view.scale.toFixed(3)}`;
}

export function cachedCountryPaths(view: MercatorView): { id: string; d: string }[] {
  const key = viewKey(view);
  const hit = pathCache.get(key);
  if (hit) {
    pathCache.delete(key);
    pathCache.set(key, hit);
    return hit;
  }
  const paths = countryPaths(view);
  pathCache.set(key, paths);
  if (pathCache.size > PATH_CACHE_SIZE) pathCache.delete(pathCache.keys().next().value!);
  return paths;
}

export function clearCountryPathCache(): void {
  pathCache.clear();
}

export interface StaticMapInput {
  /** the page's hotels in the order of the list */
  listed: { hotelId: number; label: string; href: string; position?: LatLng | null }[];
  /** every matching hotel with its position (the map search) */
  locations: Located[];
  /** where to look when nothing has a position */
  destination?: { type?: string | null; lat?: number | null; lng?: number | null } | null;
}

/** The static map for a set of results (pure apart from the cached atlas). */
export function buildStaticMap({ listed, locations, destination }: StaticMapInput): StaticMapView {
  const { width, height } = STATIC_MAP_SIZE;
  // A listed hotel missing from the map search (it should not be) still gets its marker from the card.
  const known = new Set(locations.map((l) => l.hotelId));
  const extra = listed
    .filter((l) => !known.has(l.hotelId) && isLatLng(l.position ?? undefined))
    .map((l) => ({ hotelId: l.hotelId, ...l.position! }));
  const all = [...locations, ...extra];
  const { numbered, others } = numberMarkers(listed, all);
  const bounds = boundsOf(all);
  let view: MercatorView;
  if (bounds) view = fitBounds(bounds, { width, height, padding: 0.1, maxZoom: STATIC_MAP_MAX_ZOOM });
  else {
    const centre =
      destination && isLatLng({ lat: destination.lat ?? undefined, lng: destination.lng ?? undefined })
        ? { lat: destination.lat!, lng: destination.lng! }
        : FALLBACK_CENTRE;
    view = centredView(centre, Math.min(zoomFor(destination?.type), STATIC_MAP_MAX_ZOOM), width, height);
  }
  const inView = (p: { x: number; y: number }) => p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height;
  const at = (p: LatLng) => {
    const q = toViewBox(view, p);
    return { x: round1(q.x), y: round1(q.y) };
  };
  return {
    viewBox: viewBoxOf(view),
    width,
    height,
    countries: cachedCountryPaths(view),
    markers: numbered
      .filter((m) => m.position)
      .map((m) => ({ n: m.n, ...at(m.position!), hotelId: m.hotelId, label: m.label, href: m.href }))
      .filter(inView),
    dots: others.map(at).filter(inView),
    total: all.length,
  };
}

/** The page's cards as the list of the map: one entry per hotel, in the order of the cards. */
export function listedHotels(
  cards: readonly CardView[],
  positions: ReadonlyMap<number, LatLng> = new Map(),
): StaticMapInput['listed'] {
  return cards.map((c) => ({
    hotelId: c.hotel.id,
    label: c.hotel.label,
    href: c.href,
    position: positions.get(c.hotel.id) ?? null,
  }));
}

/** The static map of a results page: the map search for the same criteria, then buildStaticMap. */
export async function loadStaticMap(
  db: Db,
  input: {
    criteria: SearchCriteria;
    destination: ResolvedDestination;
    cards: readonly CardView[];
    /** the cards' offers, whose positions stand in for a hotel the map search missed */
    offers?: readonly { hotel: { id: number }; location?: LatLng }[];
  },
): Promise<StaticMapView> {
  const locations = await searchMapLocations(db, {
    criteria: input.criteria,
    destination: input.destination,
  });
  const positions = new Map<number, LatLng>();
  for (const o of input.offers ?? []) if (o.location) positions.set(o.hotel.id, o.location);
  return buildStaticMap({
    listed: listedHotels(input.cards, positions),
    locations: locations.map((l) => ({ hotelId: l.hotelId, lat: l.lat, lng: l.lng })),
    destination: {
      type: destinationTypeOf(input.criteria),
      lat: input.destination.lat,
      lng: input.destination.lng,
    },
  });
}
