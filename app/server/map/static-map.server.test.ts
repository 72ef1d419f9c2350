import { describe, expect, it } from 'vitest';
import type { CardView } from '~/domain/search/card';
import { numberedHotels } from '~/ui/map/numbered';
import {
  buildStaticMap,
  cachedCountryPaths,
  clearCountryPathCache,
  clipRing,
  countryPaths,
  listedHotels,
  STATIC_MAP_SIZE,
} from './static-map.server';
import { fitBounds } from '~/domain/map';

/** A card as the results page has it; only what the map reads matters. */
function card(id: number, hotelId: number, label: string): CardView {
  return {
    id,
    href: `/fr-fr/stay/${id}/offer-${id}`,
    otherOffersHref: '',
    label: `Offer ${id}`,
    imageIds: [],
    hotel: {
      id: hotelId,
      label,
      stars: 4,
      locationLabel: 'Somewhere',
      review: { count: 0, average: null },
    },
    priceCents: 25_000,
    nights: 1,
    badges: [],
    cta: 'seeOffer',
    otherOffersCount: 0,
  };
}

// Hotels across France and Spain, as the map search returns them.
const LOCATIONS = [
  { hotelId: 1, lat: 48.8566, lng: 2.3522 }, // Paris
  { hotelId: 2, lat: 43.6045, lng: 1.444 }, // Toulouse
  { hotelId: 3, lat: 41.3874, lng: 2.1686 }, // Barcelona
  { hotelId: 4, lat: 45.764, lng: 4.8357 }, // Lyon
  { hotelId: 5, lat: 40.4168, lng: -3.7038 }, // Madrid
  { hotelId: 6, lat: 47.2184, lng: -1.5536 }, // Nantes
];
const CARDS = [
  card(101, 3, 'Hotel Barcelona'),
  card(102, 1, 'Hotel Paris'),
  card(103, 4, 'Hotel Lyon'),
  card(104, 1, 'Hotel Paris again'),
];

describe('the static map', () => {
  const map = buildStaticMap({ listed: listedHotels(CARDS), locations: LOCATIONS });

  it('has one numbered marker per listed hotel, in the order of the list, linking to its card', () => {
    expect(map.markers.map((m) => [m.n, m.hotelId, m.label, m.href])).toEqual([
      [1, 3, 'Hotel Barcelona', '/fr-fr/stay/101/offer-101'],
      [2, 1, 'Hotel Paris', '/fr-fr/stay/102/offer-102'],
      [3, 4, 'Hotel Lyon', '/fr-fr/stay/103/offer-103'],
    ]);
    // the list the page shows numbers the same hotels the same way
    expect(numberedHotels(CARDS).map((c) => [c.n, c.hotel.id])).toEqual(
      map.markers.map((m) => [m.n, m.hotelId]),
    );
  });

  it('draws every other matching hotel as a dot', () => {
    expect(map.dots).toHaveLength(3);
    expect(map.total).toBe(6);
  });

  it('places the markers inside the viewBox, north up, west left', () => {
    expect(map.viewBox).toBe(`0 0 ${STATIC_MAP_SIZE.width} ${STATIC_MAP_SIZE.height}`);
    for (const p of [...map.markers, ...map.dots]) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(STATIC_MAP_SIZE.width);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(STATIC_MAP_SIZE.height);
    }
    const at = (hotelId: number) => map.markers.find((m) => m.hotelId === hotelId)!;
    expect(at(1).y).toBeLessThan(at(3).y); // Paris is north of Barcelona
    expect(at(1).x).toBeLessThan(at(4).x); // Paris is west of Lyon
  });

  it('has paths for the countries around the results, and only those', () => {
    const ids = map.countries.map((c) => c.id);
    for (const id of ['250', '724', '020']) expect(ids).toContain(id); // France, Spain, Andorra
    expect(ids).not.toContain('840'); // no United States
    expect(ids).not.toContain('036'); // no Australia
    for (const c of map.countries)
      expect(c.d).toMatch(/^M[\d.-]+ [\d.-]+l[\s\d.-]+z(M[\d.-]+ [\d.-]+l[\s\d.-]+z)*$/);
  });

  it('stays small: under 60 KB of shapes for Western Europe', () => {
    const view = fitBounds(
      { west: -9.5, south: 36, east: 18.2, north: 53.5 },
      { ...STATIC_MAP_SIZE, padding: 0.08, maxZoom: 12 },
    );
    const paths = countryPaths(view);
    const bytes = paths.reduce((sum, c) => sum + c.d.length + c.id.length + 40, 0);
    expect(paths.length).toBeGreaterThan(20);
    expect(bytes).toBeLessThan(60_000);
  });

  it('caches the projected paths per view', () => {
    clearCountryPathCache();
    const view = fitBounds(
      { west: -5, south: 42, east: 8, north: 51 },
      { ...STATIC_MAP_SIZE, padding: 0.08, maxZoom: 12 },
    );
    const first = cachedCountryPaths(view);
    expect(cachedCountryPaths({ ...view })).toBe(first);
    expect(buildStaticMap({ listed: [], locations: LOCATIONS }).countries).toBe(
      buildStaticMap({ listed: [], locations: LOCATIONS }).countries,
    );
  });

  it('without any position: centred on the destination, else on Barcelona', () => {
    const none = buildStaticMap({ listed: listedHotels(CARDS), locations: [] });
    expect(none.markers).toEqual([]);
    expect(none.dots).toEqual([]);
    expect(none.total).toBe(0);
    expect(none.countries.map((c) => c.id)).toContain('724'); // Barcelona, in Spain
    const toulouse = buildStaticMap({
      listed: [],
      locations: [],
      destination: { type: 'region', lat: 43.6, lng: 1.44 },
    });
    expect(toulouse.countries.map((c) => c.id)).toContain('250');
  });

  it('takes a listed hotel missing from the map search from its card position', () => {
    const listed = listedHotels([card(201, 77, 'Lonely')], new Map([[77, { lat: 44.84, lng: -0.58 }]]));
    const map = buildStaticMap({ listed, locations: [] });
    expect(map.markers.map((m) => m.hotelId)).toEqual([77]);
  });
});

describe('clipping a ring to the view', () => {
  it('keeps a ring inside, cuts one across an edge, drops one outside', () => {
    const inside = [10, 10, 20, 10, 20, 20, 10, 20];
    expect(clipRing(inside, 0, 0, 100, 100)).toEqual(inside);
    const across = clipRing([-10, 10, 20, 10, 20, 20, -10, 20], 0, 0, 100, 100);
    expect(Math.min(...across.filter((_, i) => i % 2 === 0))).toBe(0);
    expect(clipRing([200, 200, 210, 200, 210, 210], 0, 0, 100, 100)).toEqual([]);
  });
});
