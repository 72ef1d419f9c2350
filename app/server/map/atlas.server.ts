/**
 * Country shapes for the static map (ADR 007): world-atlas `countries-50m.json` (Natural Earth),
 * converted once with topojson-client's `feature()` and kept in memory already projected to the
 * Web Mercator unit square, with a bounding box per polygon so a view only touches what it shows.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { project } from '~/domain/map';

export interface ProjectedPolygon {
  /** minX, minY, maxX, maxY in the unit square */
  bbox: [number, number, number, number];
  /** rings as x0, y0, x1, y1, … (the first ring is the outline, the others are holes) */
  rings: Float64Array[];
}

export interface ProjectedCountry {
  /** ISO 3166-1 numeric code, else the name (a few disputed areas have no code) */
  id: string;
  name: string;
  polygons: ProjectedPolygon[];
}

export const ATLAS_FILE = 'world-atlas/countries-50m.json';

let countries: ProjectedCountry[] | null = null;

function projectRing(ring: number[][]): Float64Array {
  const out = new Float64Array(ring.length * 2);
  ring.forEach(([lng, lat], i) => {
    const { x, y } = project({ lat, lng });
    out[i * 2] = x;
    out[i * 2 + 1] = y;
  });
  return out;
}

function projectPolygon(polygon: number[][][]): ProjectedPolygon {
  const rings = polygon.map(projectRing);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const outline = rings[0] ?? new Float64Array();
  for (let i = 0; i < outline.length; i += 2) {
    minX = Math.min(minX, outline[i]);
    maxX = Math.max(maxX, outline[i]);
    minY = Math.min(minY, outline[i + 1]);
    maxY = Math.max(maxY, outline[i + 1]);
  }
  return { bbox: [minX, minY, maxX, maxY], rings };
}

/** Every country of the atlas, projected (read and converted on first use, about 100 ms). */
export function projectedCountries(): ProjectedCountry[] {
  if (countries) return countries;
  const file = createRequire(import.meta.url).resolve(ATLAS_FILE);
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const collection = feature(topology, topology.objects.countries);
  countries = collection.features
    .filter(
      (f): f is Feature<Polygon | MultiPolygon, { name: string }> =>
        f.geometry?.type === 'Polygon' || f.geometry?.type === 'MultiPolygon',
    )
    .map((f) => ({
      id: String(f.id ?? f.properties.name),
      name: f.properties.name,
      polygons: (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates).map(
        projectPolygon,
      ),
    }));
  return countries;
}
