/**
 * How the map draws: a sea background, the countries as land with borders (GeoJSON, no tiles), and
 * the hotels that are not numbered markers as a circle layer. No symbol layers: they would need
 * glyphs from a server.
 */
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { Marker, StyleSpecification } from 'maplibre-gl';
import type { Bounds } from '~/domain/map';
import { mapColors } from './colors';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

export function baseStyle(): StyleSpecification {
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

/** A numbered marker on the map: its hotel, its number and where it stands. */
export type PlacedMarker = { marker: Marker; n: number; hotelId: number; lngLat: [number, number] };

/** A hotel as a dot of the circle layer. */
export const pointFeature = (hotelId: number, [lng, lat]: [number, number]): Feature<Point> => ({
  type: 'Feature',
  id: hotelId,
  properties: { hotelId },
  geometry: { type: 'Point', coordinates: [lng, lat] },
});

export const toLngLat = (b: Bounds): [[number, number], [number, number]] => [
  [b.west, b.south],
  [b.east, b.north],
];
