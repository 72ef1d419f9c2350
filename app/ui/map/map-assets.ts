/**
 * What the interactive map needs before it draws: maplibre's worker (its URL, which Vite cannot see,
 * given with `?url` + setWorkerUrl), its stylesheet as a <link> (the CSP allows `style-src 'self'`
 * only), and the world-atlas countries, a hashed asset under /assets/ fetched once per page and
 * converted to GeoJSON with topojson-client's feature().
 */
import type { FeatureCollection } from 'geojson';
import { setWorkerUrl } from 'maplibre-gl';
import stylesheetUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlasUrl from 'world-atlas/countries-50m.json?url';
import { getJson } from '../api-client';

/** The atlas is a large file: it gets longer than an API answer. */
const ATLAS_TIMEOUT_MS = 30_000;

let countries: Promise<FeatureCollection> | null = null;

/** The countries of the basemap; a failure is forgotten, so the next map asks again. */
export function loadCountries(): Promise<FeatureCollection> {
  countries ??= getJson<Topology<{ countries: GeometryCollection }>>(atlasUrl, {
    timeoutMs: ATLAS_TIMEOUT_MS,
  })
    .then((result) => {
      if (!result.ok) throw result.failure;
      const topology = result.data;
      return feature(topology, topology.objects.countries) as FeatureCollection;
    })
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
