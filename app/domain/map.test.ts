import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';
import {
  areaCriteria,
  boundsOf,
  centredView,
  circleBounds,
  destinationTypeOf,
  FALLBACK_CENTRE,
  fitBounds,
  fromViewBox,
  initialView,
  MAP_ZOOM,
  MAX_AREA_KM,
  numberMarkers,
  project,
  searchInAreaHref,
  toViewBox,
  unproject,
  withDatesHref,
  zoomFor,
} from './map';

describe('map zoom per destination type', () => {
  it('is 14 for a hotel, 12 for a city, 9 for a department, 8 for a region, 6 when large', () => {
    expect(MAP_ZOOM).toEqual({ hotel: 14, city: 12, department: 9, region: 8, large: 6 });
    expect(zoomFor('hotel')).toBe(14);
    expect(zoomFor('city')).toBe(12);
    expect(zoomFor('department')).toBe(9);
    expect(zoomFor('region')).toBe(8);
    expect(zoomFor('country')).toBe(6);
    expect(zoomFor(null)).toBe(6);
    expect(zoomFor(undefined)).toBe(6);
  });

  it('treats places as small as a city like a city, and touristic regions like regions', () => {
    for (const type of ['poi', 'searesort', 'skiresort', 'point']) expect(zoomFor(type)).toBe(12);
    expect(zoomFor('touristicregion')).toBe(8);
    expect(zoomFor('something-else')).toBe(6);
  });

  it('reads the destination type from the criteria: the place, else a point, else the country', () => {
    expect(destinationTypeOf({ place: { type: 'department' }, country: 'FR' })).toBe('department');
    expect(destinationTypeOf({ lat: 43.6, lng: 1.44 })).toBe('point');
    expect(destinationTypeOf({ country: 'ES' })).toBe('country');
    expect(destinationTypeOf({})).toBeNull();
  });
});

describe('initial view', () => {
  it('centres on the destination at its zoom', () => {
    expect(initialView({ type: 'city', lat: 43.6045, lng: 1.444 }, [{ lat: 48.85, lng: 2.35 }])).toEqual({
      kind: 'centre',
      centre: { lat: 43.6045, lng: 1.444 },
      zoom: 12,
    });
    expect(initialView({ type: 'hotel', lat: 41, lng: 2 }, [])).toMatchObject({ kind: 'centre', zoom: 14 });
  });

  it('fits the results when the destination has no position', () => {
    const view = initialView({ type: 'country', lat: null, lng: null }, [
      { lat: 43.6, lng: 1.44 },
      { lat: 48.85, lng: 2.35 },
    ]);
    expect(view).toEqual({ kind: 'bounds', bounds: { west: 1.44, south: 43.6, east: 2.35, north: 48.85 } });
  });

  it('falls back to Barcelona at the large zoom', () => {
    expect(FALLBACK_CENTRE).toEqual({ lat: 41.3874, lng: 2.1686 });
    expect(initialView(null, [])).toEqual({ kind: 'centre', centre: FALLBACK_CENTRE, zoom: 6 });
    expect(initialView({ type: 'city', lat: null, lng: null }, [{ lat: Number.NaN, lng: 2 }])).toEqual({
      kind: 'centre',
      centre: FALLBACK_CENTRE,
      zoom: 6,
    });
  });

  it('opens a search around a point on the circle it searched', () => {
    const view = initialView({ type: 'point', lat: 45, lng: 5, radiusKm: 100 }, []);
    expect(view.kind).toBe('bounds');
    if (view.kind !== 'bounds') return;
    expect(distanceKm({ lat: 45, lng: 5 }, { lat: view.bounds.north, lng: 5 })).toBeCloseTo(100, 0);
    expect(distanceKm({ lat: 45, lng: 5 }, { lat: 45, lng: view.bounds.east })).toBeCloseTo(100, -1);
  });
});

describe('bounds', () => {
  it('is the smallest box around the points, ignoring invalid ones', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([{ lat: 41.39, lng: 2.17 }])).toEqual({
      west: 2.17,
      south: 41.39,
      east: 2.17,
      north: 41.39,
    });
    expect(
      boundsOf([
        { lat: 43.6, lng: 1.44 },
        { lat: 52.37, lng: 4.9 },
        { lat: 37.39, lng: -5.98 },
        { lat: 999, lng: 0 },
        { lat: undefined, lng: 3 },
      ]),
    ).toEqual({ west: -5.98, south: 37.39, east: 4.9, north: 52.37 });
  });

  it('holds every point (property)', () => {
    const point = fc.record({
      lat: fc.double({ min: -80, max: 80, noNaN: true }),
      lng: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 50 }), (points) => {
        const b = boundsOf(points)!;
        return points.every(
          (p) => p.lat >= b.south && p.lat <= b.north && p.lng >= b.west && p.lng <= b.east,
        );
      }),
    );
  });

  it('boxes a circle', () => {
    const b = circleBounds({ lat: 0, lng: 0 }, 111.2);
    expect(b.north).toBeCloseTo(1, 1);
    expect(b.east).toBeCloseTo(1, 1);
  });
});

describe('Web Mercator', () => {
  it('puts the origin in the middle of the unit square, north up', () => {
    expect(project({ lat: 0, lng: 0 })).toEqual({ x: 0.5, y: 0.5 });
    expect(project({ lat: 0, lng: -180 }).x).toBe(0);
    expect(project({ lat: 85.0511287798066, lng: 180 }).y).toBeCloseTo(0, 9);
    expect(project({ lat: 48.85, lng: 2.35 }).y).toBeLessThan(project({ lat: 41.39, lng: 2.17 }).y);
  });

  it('round-trips: unproject(project(p)) is p (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lng) => {
          const back = unproject(project({ lat, lng }));
          return Math.abs(back.lat - lat) < 1e-9 && Math.abs(back.lng - lng) < 1e-9;
        },
      ),
    );
  });

  it('round-trips through a fitted viewBox', () => {
    const view = fitBounds(
      { west: -5, south: 36, east: 10, north: 52 },
      { width: 480, height: 360, padding: 0.08, maxZoom: 12 },
    );
    for (const p of [
      { lat: 41.3874, lng: 2.1686 },
      { lat: 48.8566, lng: 2.3522 },
      { lat: 43.6045, lng: 1.444 },
    ]) {
      const back = fromViewBox(view, toViewBox(view, p));
      expect(back.lat).toBeCloseTo(p.lat, 9);
      expect(back.lng).toBeCloseTo(p.lng, 9);
    }
  });

  it('fits the bounds inside the viewBox with padding', () => {
    const bounds = { west: -4.8, south: 42.3, east: 8.3, north: 51.1 };
    const view = fitBounds(bounds, { width: 480, height: 360, padding: 0.1, maxZoom: 12 });
    const nw = toViewBox(view, { lat: bounds.north, lng: bounds.west });
    const se = toViewBox(view, { lat: bounds.south, lng: bounds.east });
    for (const p of [nw, se]) {
      expect(p.x).toBeGreaterThanOrEqual(480 * 0.1 - 1e-6);
      expect(p.x).toBeLessThanOrEqual(480 * 0.9 + 1e-6);
      expect(p.y).toBeGreaterThanOrEqual(360 * 0.1 - 1e-6);
      expect(p.y).toBeLessThanOrEqual(360 * 0.9 + 1e-6);
    }
    // one side touches its padding: the fit is as close as it can be
    expect(Math.min(nw.x, nw.y / 0.75, 480 - se.x, (360 - se.y) / 0.75)).toBeCloseTo(48, 0);
  });

  it('never zooms closer than maxZoom, even around one point', () => {
    const one = fitBounds(
      { west: 2, south: 41, east: 2, north: 41 },
      { width: 480, height: 360, maxZoom: 8 },
    );
    expect(one.scale).toBe(256 * 2 ** 8);
    const centre = toViewBox(one, { lat: 41, lng: 2 });
    expect(centre.x).toBeCloseTo(240, 6);
    expect(centre.y).toBeCloseTo(180, 6);
    const same = centredView({ lat: 41, lng: 2 }, 8, 480, 360);
    expect(same.x0).toBeCloseTo(one.x0, 12);
    expect(same.y0).toBeCloseTo(one.y0, 12);
  });
});

describe('marker numbering', () => {
  const locations = [
    { hotelId: 7, lat: 43.6, lng: 1.44 },
    { hotelId: 3, lat: 48.85, lng: 2.35 },
    { hotelId: 9, lat: 41.39, lng: 2.17 },
    { hotelId: 11, lat: 45.76, lng: 4.83 },
  ];

  it('numbers the page hotels in the order of the list, one number per hotel; the others are dots', () => {
    const listed = [{ hotelId: 3 }, { hotelId: 7 }, { hotelId: 3 }, { hotelId: 42 }];
    const { numbered, others } = numberMarkers(listed, locations);
    expect(numbered.map((m) => [m.n, m.hotelId])).toEqual([
      [1, 3],
      [2, 7],
      [3, 42],
    ]);
    expect(numbered[0].position).toEqual({ lat: 48.85, lng: 2.35 });
    // a listed hotel without a position keeps its number, without a marker position
    expect(numbered[2].position).toBeNull();
    expect(others.map((o) => o.hotelId)).toEqual([9, 11]);
  });
});

describe('search in this area', () => {
  it('is the centre and half the diagonal in km, capped at 300', () => {
    const small = areaCriteria({ west: 1.3, south: 43.5, east: 1.6, north: 43.7 });
    expect(small.lat).toBeCloseTo(43.6, 5);
    expect(small.lng).toBeCloseTo(1.45, 5);
    const half = distanceKm({ lat: 43.5, lng: 1.3 }, { lat: 43.7, lng: 1.6 }) / 2;
    expect(small.distanceMax).toBe(Math.ceil(half));
    expect(areaCriteria({ west: -10, south: 35, east: 20, north: 55 }).distanceMax).toBe(MAX_AREA_KM);
    expect(areaCriteria({ west: 2, south: 41, east: 2, north: 41 }).distanceMax).toBe(1);
  });

  it('keeps five decimals and a longitude within ±180', () => {
    const area = areaCriteria({ west: 179, south: 10.123456789, east: 183, north: 10.123456789 });
    expect(area.lng).toBe(-179);
    expect(area.lat).toBe(10.12346);
  });

  it('drops every other location criterion, the page and the panel, and keeps the rest', () => {
    const href = searchInAreaHref(
      '/fr-fr/search',
      '?city=12&country=FR&distanceMin=10&distanceMax=50&hotelId=4&checkin=2026-12-05&checkout=2026-12-07&stars=4&page=3&sort=priceAsc',
      { west: 1.3, south: 43.5, east: 1.6, north: 43.7 },
      { panel: 'map' },
    );
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/fr-fr/search');
    const p = url.searchParams;
    for (const name of ['city', 'country', 'distanceMin', 'hotelId', 'page']) expect(p.has(name)).toBe(false);
    expect(p.get('lat')).toBe('43.6');
    expect(p.get('lng')).toBe('1.45');
    expect(Number(p.get('distanceMax'))).toBeGreaterThan(0);
    expect(p.get('checkin')).toBe('2026-12-05');
    expect(p.get('stars')).toBe('4');
    expect(p.get('sort')).toBe('priceAsc');
    expect(p.get('panel')).toBe('map');
  });

  it('changes the dates and keeps the rest', () => {
    expect(
      withDatesHref(
        '/fr-fr/search',
        'country=FR&checkin=2026-12-05&page=2',
        { checkin: '2027-01-08', checkout: '2027-01-10' },
        { panel: 'map' },
      ),
    ).toBe('/fr-fr/search?country=FR&checkin=2027-01-08&checkout=2027-01-10&panel=map');
    expect(withDatesHref('/fr-fr/search', 'country=FR&checkin=2026-12-05', {})).toBe(
      '/fr-fr/search?country=FR',
    );
  });
});
