/**
 * The results map (ADR 007), as pure functions shared by the
 * server-rendered static map and the interactive one: zoom per destination type, the Barcelona
 * fallback centre, bounds of a set of points, Web Mercator for the static SVG, marker numbering
 * and the criteria of 'Search in this area'.
 */

import { boundsAround, distanceKm, type Bounds, type LatLng } from './geo';

export type { Bounds, LatLng } from './geo';

/** Map zoom per destination type. */
export const MAP_ZOOM = { hotel: 14, city: 12, department: 9, region: 8, large: 6 } as const;
export type ZoomLevel = keyof typeof MAP_ZOOM;

/** The map centre when there is nothing to show: Barcelona. */
export const FALLBACK_CENTRE: LatLng = { lat: 41.3874, lng: 2.1686 };

/** 'Search in this area' never asks for more than the largest distance option (300 km). */
export const MAX_AREA_KM = 300;

/** Web Mercator stops short of the poles. */
export const MAX_MERCATOR_LAT = 85.0511287798066;

const TILE_SIZE = 256;

/**
 * The zoom class of a destination type: a hotel 14; a city and what is as small as a city (point of
 * interest, sea or ski resort, a point searched around) 12; a department 9; a region or touristic
 * region 8; anything larger (a country, no destination) 6.
 */
export function zoomLevelFor(type: string | null | undefined): ZoomLevel {
  switch (type) {
    case 'hotel':
      return 'hotel';
    case 'city':
    case 'poi':
    case 'searesort':
    case 'skiresort':
    case 'point':
      return 'city';
    case 'department':
      return 'department';
    case 'region':
    case 'touristicregion':
      return 'region';
    default:
      return 'large';
  }
}

export function zoomFor(type: string | null | undefined): number {
  return MAP_ZOOM[zoomLevelFor(type)];
}

const isFiniteNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

export function isLatLng(p: Partial<LatLng> | null | undefined): p is LatLng {
  return (
    !!p && isFiniteNumber(p.lat) && isFiniteNumber(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180
  );
}

/** The smallest box holding every point; null when there is none. (Shop markets never straddle the antimeridian.) */
export function boundsOf(points: readonly Partial<LatLng>[]): Bounds | null {
  let bounds: Bounds | null = null;
  for (const p of points) {
    if (!isLatLng(p)) continue;
    if (!bounds) bounds = { west: p.lng, south: p.lat, east: p.lng, north: p.lat };
    else {
      bounds.west = Math.min(bounds.west, p.lng);
      bounds.east = Math.max(bounds.east, p.lng);
      bounds.south = Math.min(bounds.south, p.lat);
      bounds.north = Math.max(bounds.north, p.lat);
    }
  }
  return bounds;
}

export function centreOf(bounds: Bounds): LatLng {
  return { lat: (bounds.south + bounds.north) / 2, lng: (bounds.west + bounds.east) / 2 };
}

export interface MapDestination {
  /** a place criterion (hotel, city, department…), 'country', 'point' (lat/lng) or none */
  type?: string | null;
  lat?: number | null;
  lng?: number | null;
  /** the distance searched around a point, km */
  radiusKm?: number | null;
}

/** The destination type of a criteria set, for its zoom: the place, else a point, else the country. */
export function destinationTypeOf(criteria: {
  place?: { type: string };
  lat?: number;
  lng?: number;
  country?: string;
}): string | null {
  if (criteria.place) return criteria.place.type;
  if (criteria.lat !== undefined && criteria.lng !== undefined) return 'point';
  return criteria.country ? 'country' : null;
}

/** The box around a circle of `km` around a point, within what Web Mercator can draw. */
export function circleBounds(centre: LatLng, km: number): Bounds {
  const box = boundsAround(centre, km);
  return {
    west: Math.max(-180, box.west),
    east: Math.min(180, box.east),
    south: Math.max(-MAX_MERCATOR_LAT, box.south),
    north: Math.min(MAX_MERCATOR_LAT, box.north),
  };
}

export type InitialView =
  | { kind: 'centre'; centre: LatLng; zoom: number }
  | { kind: 'bounds'; bounds: Bounds };

/**
 * Where the map opens: around the destination at its type's zoom; else fitted to the results;
 * else Barcelona at the large zoom.
 */
export function initialView(
  destination: MapDestination | null,
  points: readonly Partial<LatLng>[],
): InitialView {
  if (destination && isLatLng({ lat: destination.lat ?? undefined, lng: destination.lng ?? undefined })) {
    const centre = { lat: destination.lat!, lng: destination.lng! };
    // A search around a point ('Search in this area') opens on the circle it searched.
    if (destination.radiusKm) return { kind: 'bounds', bounds: circleBounds(centre, destination.radiusKm) };
    return { kind: 'centre', centre, zoom: zoomFor(destination.type) };
  }
  const bounds = boundsOf(points);
  if (bounds) return { kind: 'bounds', bounds };
  return { kind: 'centre', centre: FALLBACK_CENTRE, zoom: MAP_ZOOM.large };
}

// --- Web Mercator --------------------------------------------------------------------------------

/** Web Mercator in the unit square: x from 0 (180°W) to 1 (180°E), y from 0 (north) to 1 (south). */
export function project(p: LatLng): { x: number; y: number } {
  const lat = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, p.lat));
  const phi = (lat * Math.PI) / 180;
  return {
    x: (p.lng + 180) / 360,
    y: 0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI),
  };
}

export function unproject(q: { x: number; y: number }): LatLng {
  return {
    lng: q.x * 360 - 180,
    lat: (Math.atan(Math.sinh(Math.PI * (1 - 2 * q.y))) * 180) / Math.PI,
  };
}

/** A view of the unit square drawn into a `width` x `height` viewBox. */
export interface MercatorView {
  width: number;
  height: number;
  /** top-left corner, unit-square coordinates */
  x0: number;
  y0: number;
  /** viewBox units per unit-square unit */
  scale: number;
}

export function viewBoxOf(view: MercatorView): string {
  return `0 0 ${view.width} ${view.height}`;
}

/** A point in viewBox coordinates. */
export function toViewBox(view: MercatorView, p: LatLng): { x: number; y: number } {
  const q = project(p);
  return { x: (q.x - view.x0) * view.scale, y: (q.y - view.y0) * view.scale };
}

/** The geographic point under a viewBox position (the inverse of toViewBox). */
export function fromViewBox(view: MercatorView, p: { x: number; y: number }): LatLng {
  return unproject({ x: view.x0 + p.x / view.scale, y: view.y0 + p.y / view.scale });
}

/** The viewBox scale of a slippy-map zoom level in a viewBox of `width` CSS pixels. */
export function scaleAtZoom(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

export interface FitOptions {
  width: number;
  height: number;
  /** share of each side left empty around the points, 0..0.45 */
  padding?: number;
  /** never closer than this slippy-map zoom (a single hotel still shows its region) */
  maxZoom?: number;
}

/** A Mercator view of `width` x `height` fitted around `bounds` with padding. */
export function fitBounds(
  bounds: Bounds,
  { width, height, padding = 0.08, maxZoom = 8 }: FitOptions,
): MercatorView {
  const nw = project({ lat: bounds.north, lng: bounds.west });
  const se = project({ lat: bounds.south, lng: bounds.east });
  const spanX = Math.max(se.x - nw.x, 0);
  const spanY = Math.max(se.y - nw.y, 0);
  const usable = 1 - 2 * Math.min(Math.max(padding, 0), 0.45);
  const fitScale = Math.min(
    spanX > 0 ? (width * usable) / spanX : Infinity,
    spanY > 0 ? (height * usable) / spanY : Infinity,
  );
  const scale = Math.min(fitScale, scaleAtZoom(maxZoom));
  const cx = (nw.x + se.x) / 2;
  const cy = (nw.y + se.y) / 2;
  return { width, height, scale, x0: cx - width / 2 / scale, y0: cy - height / 2 / scale };
}

/** A Mercator view of `width` x `height` centred on a point at a slippy-map zoom. */
export function centredView(centre: LatLng, zoom: number, width: number, height: number): MercatorView {
  const scale = scaleAtZoom(zoom);
  const c = project(centre);
  return { width, height, scale, x0: c.x - width / 2 / scale, y0: c.y - height / 2 / scale };
}

// --- The static map ----------------------------------------------------------------------------

/** What the server renders for `?panel=map` without JavaScript (app/server/map/static-map.server.ts). */
export interface StaticMapView {
  viewBox: string;
  width: number;
  height: number;
  countries: { id: string; d: string }[];
  /** the page's hotels, numbered in the order of the list */
  markers: { n: number; x: number; y: number; hotelId: number; label: string; href: string }[];
  /** every other matching hotel */
  dots: { x: number; y: number }[];
  /** matching hotels with a position (markers and dots) */
  total: number;
}

// --- Markers -------------------------------------------------------------------------------------

export interface Located extends LatLng {
  hotelId: number;
}

/**
 * The page's hotels get numbers in the order of the result list (1, 2, …, one per hotel); every
 * other matching hotel is a dot. A listed hotel without a known position keeps its number in the
 * list but has no marker.
 */
export function numberMarkers<T extends { hotelId: number }>(
  listed: readonly T[],
  locations: readonly Located[],
): { numbered: (T & { n: number; position: LatLng | null })[]; others: Located[] } {
  const byHotel = new Map(locations.filter(isLatLng).map((l) => [l.hotelId, l]));
  const seen = new Set<number>();
  const numbered: (T & { n: number; position: LatLng | null })[] = [];
  for (const item of listed) {
    if (seen.has(item.hotelId)) continue;
    seen.add(item.hotelId);
    const at = byHotel.get(item.hotelId);
    numbered.push({ ...item, n: numbered.length + 1, position: at ? { lat: at.lat, lng: at.lng } : null });
  }
  const others = locations.filter((l) => isLatLng(l) && !seen.has(l.hotelId));
  return { numbered, others };
}

// --- Search in this area -------------------------------------------------------------------------

/** The visible area as criteria: its centre and half its diagonal in km (at least 1, at most 300). */
export function areaCriteria(bounds: Bounds): { lat: number; lng: number; distanceMax: number } {
  const centre = centreOf(bounds);
  const halfDiagonal =
    distanceKm({ lat: bounds.south, lng: bounds.west }, { lat: bounds.north, lng: bounds.east }) / 2;
  const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
  return {
    lat: round5(Math.max(-90, Math.min(90, centre.lat))),
    lng: round5(((((centre.lng + 180) % 360) + 360) % 360) - 180),
    distanceMax: Math.min(MAX_AREA_KM, Math.max(1, Math.ceil(halfDiagonal))),
  };
}

/** Every location criterion of the query string (one place at most travels with a search). */
export const LOCATION_PARAMS = [
  'q',
  'city',
  'hotel',
  'poi',
  'department',
  'region',
  'touristicregion',
  'searesort',
  'skiresort',
  'country',
  'lat',
  'lng',
  'distanceMin',
  'distanceMax',
  'hotelId',
] as const;

/**
 * The results URL for 'Search in this area': the page's criteria without any other location
 * criterion, with the area's centre and radius, back on page 1; `panel` keeps the map open.
 */
export function searchInAreaHref(
  basePath: string,
  query: string,
  bounds: Bounds,
  { panel }: { panel?: string } = {},
): string {
  const drop = new Set<string>([...LOCATION_PARAMS, 'page', 'panel', 'from']);
  const params = new URLSearchParams([...new URLSearchParams(query)].filter(([name]) => !drop.has(name)));
  const area = areaCriteria(bounds);
  params.set('lat', String(area.lat));
  params.set('lng', String(area.lng));
  params.set('distanceMax', String(area.distanceMax));
  if (panel) params.set('panel', panel);
  return `${basePath}?${params.toString()}`;
}

/** The same criteria with other dates (the map's date selector), back on page 1. */
export function withDatesHref(
  basePath: string,
  query: string,
  dates: { checkin?: string; checkout?: string },
  { panel }: { panel?: string } = {},
): string {
  const drop = new Set(['checkin', 'checkout', 'page', 'panel', 'from']);
  const params = new URLSearchParams([...new URLSearchParams(query)].filter(([name]) => !drop.has(name)));
  if (dates.checkin) params.set('checkin', dates.checkin);
  if (dates.checkin && dates.checkout) params.set('checkout', dates.checkout);
  if (panel) params.set('panel', panel);
  const qs = params.toString();
  return `${basePath}${qs ? `?${qs}` : ''}`;
}
