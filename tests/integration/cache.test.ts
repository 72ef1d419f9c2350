/**
 * The caches' freshness promise (ADR 017), on each engine, through two server processes sharing one
 * database: a stock write that bumps the catalogue version is seen by both at their next search; a
 * stored page never carries another response's nonce; a visitor with a cookie or credentials never
 * gets a stored page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersion } from '~/server/cache/catalogue-version.server';
import type { Db } from '~/server/db/db.server';
import { setRoomsLeft } from '~/server/stock.server';
import { closeDatabase, engines, openSeeded, TEST_NOW } from './databases';
import { startServerProcess, type ServerProcess } from './server-processes';

// A Saturday three weeks after the suite's today, two nights: the seeded catalogue has rooms then.
const CHECKIN = '2026-12-12';
const NIGHTS = ['2026-12-12', '2026-12-13'];
const SEARCH = `/fr-fr/search?country=FR&checkin=${CHECKIN}&checkout=2026-12-14`;

interface Page {
  status: number;
  cache: string | null;
  headerNonce: string | undefined;
  bodyNonces: string[];
  offerIds: number[];
}

async function get(server: ServerProcess, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(server.origin + path, { headers, signal: AbortSignal.timeout(20_000) });
  const body = await response.text();
  const csp = response.headers.get('content-security-policy') ?? '';
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    headerNonce: /'nonce-([^']+)'/.exec(csp)?.[1],
    bodyNonces: [...new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))],
    offerIds: [...new Set([...body.matchAll(/\/stay\/(\d+)/g)].map((m) => Number(m[1])))],
  };
}

describe.each(engines)('page and data caches across processes ($name)', (engine) => {
  let db: Db;
  let url: string;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    url = engine.url();
    db = await openSeeded(engine, undefined, undefined, url);
    [first, second] = await Promise.all([
      startServerProcess(url, { SHOP_NOW: TEST_NOW }),
      startServerProcess(url, { SHOP_NOW: TEST_NOW }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await closeDatabase(db);
  });

  it('serves a stored page until a stock write bumps the version, then both processes show the new stock', async () => {
    const missFirst = await get(first, SEARCH);
    const missSecond = await get(second, SEARCH);
    expect(missFirst.status).toBe(200);
    expect(missFirst.cache).toBe('MISS');
    expect(missSecond.cache).toBe('MISS');
    const shown = missFirst.offerIds;
    expect(shown.length).toBeGreaterThan(0);
    expect(missSecond.offerIds).toEqual(shown);

    const hit = await get(second, SEARCH);
    expect(hit.cache).toBe('HIT');
    expect(hit.offerIds).toEqual(shown);

    const soldOut = shown[0];
    const before = await catalogueVersion(db);
    await setRoomsLeft(db, soldOut, NIGHTS, 0);
    expect(await catalogueVersion(db)).toBe(before + 1);

    for (const server of [first, second]) {
      const after = await get(server, SEARCH);
      expect(after.status).toBe(200);
      expect(after.cache).toBe('MISS');
      expect(after.offerIds.length).toBeGreaterThan(0);
      expect(after.offerIds).not.toContain(soldOut);
    }
  });

  it('writes a fresh nonce into every stored page, the same in the header and the body', async () => {
    await get(first, SEARCH);
    const pages = [await get(first, SEARCH), await get(first, SEARCH)];
    for (const page of pages) {
      expect(page.cache).toBe('HIT');
      expect(page.headerNonce).toBeTruthy();
      expect(page.bodyNonces).toEqual([page.headerNonce]);
    }
    expect(pages[0].headerNonce).not.toBe(pages[1].headerNonce);
  });

  it('never serves a stored page to a visitor with a cookie or credentials', async () => {
    await get(first, SEARCH);
    expect((await get(first, SEARCH)).cache).toBe('HIT');
    const signedIn = await get(first, SEARCH, { Cookie: '__Host-shop_session=abc; shop_session=abc' });
    const agent = await get(first, SEARCH, { Authorization: 'Bearer agent-token' });
    for (const page of [signedIn, agent]) {
      expect(page.status).toBe(200);
      expect(page.cache).toBe('BYPASS');
      expect(page.offerIds.length).toBeGreaterThan(0);
      expect(page.bodyNonces).toEqual([page.headerNonce]);
    }
  });

  it('stores nothing but a 200 page of a route that opts in', async () => {
    const missing = [await get(first, '/fr-fr/no-such-page'), await get(first, '/fr-fr/no-such-page')];
    for (const page of missing) {
      expect(page.status).toBe(404);
      expect(page.cache).toBe('MISS');
    }
  });
});
