/**
 * The app's error pages, rendered by the production build (`npm run build` first) with a route's
 * loader made to fail: each error has its status, `no-store`, its own styled text (the not-found
 * text never under a 500), and a 503 from the data layer keeps its Retry-After. The search loader
 * also meets 100,000 tag values through the real catalogue: a normal page, not a 500 or a huge one.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type LoaderFunction, type ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsEs from '../../locales/es/errors.json';
import errorsFr from '../../locales/fr/errors.json';
import resultsEs from '../../locales/es/results.json';
import type { Db } from '~/server/db/db.server';
import { closeDatabase, engines, openSeeded, TEST_NOW } from './databases';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.join(ROOT, 'build/server/index.js');
const ORIGIN = 'http://127.0.0.1';
const sqlite = engines.find((engine) => engine.name === 'sqlite')!;

let build: ServerBuild;
let db: Db;

beforeAll(async () => {
  if (!existsSync(BUILD))
    throw new Error(`${BUILD} is missing: run \`npm run build\` first (npm test does).`);
  // The build opens the database of DATABASE_URL on its first query: a seeded catalogue of its own.
  const url = sqlite.url();
  db = await openSeeded(sqlite, undefined, undefined, url);
  process.env.DATABASE_URL = url;
  process.env.SHOP_NOW = TEST_NOW;
  build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
});
afterAll(() => closeDatabase(db));

/** The build with route `id`'s loader replaced. */
function failing(id: string, loader: LoaderFunction) {
  const route = build.routes[id]!;
  const routes = { ...build.routes, [id]: { ...route, module: { ...route.module, loader } } };
  return createRequestHandler({ ...build, routes }, 'production');
}

const page = (handler: ReturnType<typeof createRequestHandler>, target: string, init: RequestInit = {}) =>
  handler(new Request(ORIGIN + target, { headers: { Accept: 'text/html' }, ...init }));

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
/** What the page shows: its markup without scripts (the strings handed to the browser are in one). */
const visible = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

describe('error pages of the production build', () => {
  it('renders a 503 from the data layer as a styled, translated page with Retry-After and no-store', async () => {
    const handler = failing('search', () => {
      throw new Response(JSON.stringify({ type: 'about:blank', title: 'Service Unavailable', status: 503 }), {
        status: 503,
        headers: { 'Retry-After': '5', 'Content-Type': 'application/problem+json' },
      });
    });
    const response = await page(handler, '/es-es/search?a=3');
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(h1(html)).toBe(errorsEs.unavailable.title);
    expect(html).toContain(errorsEs.unavailable.text);
    expect(html).toMatch(/<a[^>]+href="\/es-es\/search\?a=3"[^>]*>Volver a intentarlo<\/a>/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    expect(html).toContain('<html lang="es-ES"');
  });

  it("answers a failed search with its own 'Oops' retry view and status 500", async () => {
    const handler = failing('search', () => {
      throw new Error('the database went away');
    });
    const response = await page(handler, '/es-es/search');
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(h1(html)).toBe(resultsEs.error.title);
    expect(visible(html)).not.toContain(errorsEs.notFound.text);
    expect(html).not.toContain('the database went away');
  });

  it('shows the crash page, never the not-found text, when the home or the not-found page fails', async () => {
    for (const [id, target] of [
      ['home', '/fr-fr'],
      ['not-found', '/fr-fr/no-such-page'],
    ]) {
      const response = await page(
        failing(id, () => {
          throw new Error('boom');
        }),
        target,
      );
      const html = await response.text();
      expect(response.status, id).toBe(500);
      expect(response.headers.get('cache-control'), id).toBe('no-store');
      expect(h1(html), id).toBe(errorsFr.crash.title);
      expect(visible(html), id).not.toContain(errorsFr.notFound.text);
    }
  });

  it('answers an unknown market with the not-found view, 404 and no-store', async () => {
    const response = await page(createRequestHandler(build, 'production'), '/xx-yy/search');
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(h1(html)).toBe(errorsFr.notFound.title);
  });

  it('answers a POST to a page without an action with the 405 page, not "Unexpected Server Error"', async () => {
    const response = await page(createRequestHandler(build, 'production'), '/fr-fr/search', {
      method: 'POST',
      body: 'a=1',
      headers: { Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const html = await response.text();
    expect(response.status).toBe(405);
    expect(h1(html)).toBe(errorsFr.methodNotAllowed.title);
  });
});

describe('100,000 list values on the real search', () => {
  // Over HTTP such an address is refused (414) by the server's edge; the loader must cope anyway.
  it('keeps known values only, deduplicated: a normal page of results', async () => {
    const loader = build.routes.search!.module.loader!;
    const tags = Array.from({ length: 100_000 }, (_, i) => (i % 3_000) + 1).join(',');
    const facilities = Array.from({ length: 100_000 }, (_, i) => `code-${i}`).join(',');
    const request = new Request(`${ORIGIN}/fr-fr/search?tags=${tags}&facilities=${facilities}&stars=${tags}`);
    const started = performance.now();
    const data = (await loader({ request, params: { market: 'fr-fr' }, context: {} })) as {
      criteria: { tags: number[]; facilities: string[]; stars: number[] };
      canonicalQuery: string;
      results: { total: number };
    };
    const elapsed = performance.now() - started;
    const activities = await db.selectFrom('activities').select('id').execute();
    expect(activities.length).toBeGreaterThan(0);
    expect(data.criteria.tags.length).toBeGreaterThan(0);
    expect(data.criteria.tags.length).toBeLessThanOrEqual(activities.length);
    expect(new Set(data.criteria.tags).size).toBe(data.criteria.tags.length);
    expect(data.criteria.facilities).toEqual([]);
    expect(data.criteria.stars).toEqual([1, 2, 3, 4, 5]);
    expect(data.canonicalQuery.length).toBeLessThan(activities.length * 12 + 100);
    expect(data.results.total).toBeGreaterThanOrEqual(0);
    expect(elapsed).toBeLessThan(5_000);

    const response = await page(createRequestHandler(build, 'production'), `/fr-fr/search?tags=${tags}`);
    expect(response.status).toBe(200);
    await response.text();
  });
});
