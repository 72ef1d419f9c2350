/**
 * The render benchmark's own process (started by render.ts with the app's production environment):
 * imports the production server build and times, in this process,
 * - each page's server render with its loaders replaced by their captured data (no database);
 * - the search route's real loader on distinct criteria (cache misses).
 *
 * Usage: tsx render-worker.ts <input.json> <output.json> (RenderInput in, RenderOutput out).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type LoaderFunction, type ServerBuild } from '@remix-run/node';
import { BROWSER_HEADERS } from './load';

export interface RenderInput {
  root: string;
  pages: { name: string; path: string }[];
  iterations: number;
  warmup: number;
  /** Route whose real loader is timed on `loaderMissPaths`, each used once. */
  loaderRouteId: string | null;
  loaderMissPaths: string[];
}

export interface Timing {
  count: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
}

export interface RenderOutput {
  pages: Record<
    string,
    ({ measured: true; status: number; bytes: number } & Timing) | { measured: false; reason: string }
  >;
  loaderMiss: ({ measured: true } & Timing) | { measured: false; reason: string } | null;
}

const ORIGIN = 'http://127.0.0.1';

function timing(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
  return {
    count: times.length,
    meanMs: times.reduce((total, time) => total + time, 0) / times.length,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
  };
}

/** A shallow copy of the build whose route modules get `replace(id, loader)` as loader. */
function withLoaders(
  build: ServerBuild,
  replace: (id: string, loader: LoaderFunction) => LoaderFunction,
): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route.module.loader;
    routes[id] = loader ? { ...route, module: { ...route.module, loader: replace(id, loader) } } : route;
  }
  return { ...build, routes };
}

const documentRequest = (path: string) => new Request(ORIGIN + path, { headers: BROWSER_HEADERS });

/** Runs the page once for real, keeping what each matched loader returned. */
async function captureLoaderData(build: ServerBuild, path: string): Promise<Map<string, () => unknown>> {
  const captured = new Map<string, () => unknown>();
  const handler = createRequestHandler(
    withLoaders(build, (id, loader) => async (args) => {
      const value: unknown = await loader(args);
      // A Response body reads once: keep a copy, hand out a fresh clone per request.
      if (value instanceof Response) {
        const kept = value.clone();
        captured.set(id, () => kept.clone());
      } else captured.set(id, () => value);
      return value;
    }),
    'production',
  );
  const response = await handler(documentRequest(path));
  await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return captured;
}

async function timeRender(build: ServerBuild, path: string, input: RenderInput) {
  const captured = await captureLoaderData(build, path);
  const fixed = withLoaders(
    build,
    (id, loader) => (captured.get(id) as LoaderFunction | undefined) ?? loader,
  );
  const handler = createRequestHandler(fixed, 'production');
  let status = 0;
  let bytes = 0;
  const times: number[] = [];
  for (let index = 0; index < input.warmup + input.iterations; index++) {
    const start = performance.now();
    const response = await handler(documentRequest(path));
    const body = await response.text();
    const elapsed = performance.now() - start;
    if (index >= input.warmup) times.push(elapsed);
    status = response.status;
    bytes = Buffer.byteLength(body);
  }
  return { measured: true as const, status, bytes, ...timing(times) };
}

async function timeLoaderMisses(build: ServerBuild, input: RenderInput) {
  const loader = input.loaderRouteId ? build.routes[input.loaderRouteId]?.module.loader : undefined;
  if (!loader) throw new Error(`no loader for route ${input.loaderRouteId}`);
  // The first calls open the database and fill SQLite's page cache: not recorded.
  const warmup = Math.min(10, Math.floor(input.loaderMissPaths.length / 5));
  const times: number[] = [];
  for (const [index, path] of input.loaderMissPaths.entries()) {
    const market = path.split('/')[1];
    const start = performance.now();
    await loader({ request: documentRequest(path), params: { market }, context: {} });
    if (index >= warmup) times.push(performance.now() - start);
  }
  return { measured: true as const, ...timing(times) };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

async function main() {
  const [inputPath, outputPath] = process.argv.slice(2);
  const input = JSON.parse(readFileSync(inputPath, 'utf8')) as RenderInput;
  const build = (await import(pathToFileURL(join(input.root, 'build/server/index.js')).href)) as ServerBuild;
  const output: RenderOutput = { pages: {}, loaderMiss: null };
  for (const page of input.pages) {
    try {
      output.pages[page.name] = await timeRender(build, page.path, input);
    } catch (error) {
      output.pages[page.name] = { measured: false, reason: reason(error) };
    }
  }
  if (input.loaderRouteId) {
    try {
      output.loaderMiss = await timeLoaderMisses(build, input);
    } catch (error) {
      output.loaderMiss = { measured: false, reason: reason(error) };
    }
  }
  writeFileSync(outputPath, JSON.stringify(output));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
