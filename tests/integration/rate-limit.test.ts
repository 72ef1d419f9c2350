/**
 * Rate limits and the not-found report counts (ADR 024): the PostgreSQL store shared by instances,
 * a store that fails or hangs, and the production server's budgets keyed by the client address that
 * the trusted proxy gives. The report counts through the server are in report-queue.test.ts.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/server/db/db.server';
import { CLIENT_ADDRESS_HEADER } from '~/server/security/client-address.server';
import {
  consumeRateLimit,
  createPostgresRateLimitStore,
  RATE_LIMIT_TABLE,
  STORE_TIMEOUT_MS,
  type RateLimitStore,
} from '~/server/security/rate-limit.server';
import { closeDatabase, engines, openSeeded, TEST_NOW } from './databases';
import { startServerProcess, type ServerProcess } from './server-processes';

/** CI sets TEST_DATABASE_URL; SQLite deployments count in memory. */
const url = process.env.TEST_DATABASE_URL;

function request(address: string): Request {
  return new Request('http://shop.test/fr-fr/account/signin', {
    method: 'POST',
    headers: { [CLIENT_ADDRESS_HEADER]: address },
  });
}

/** null when allowed, else the status of the refusal. */
function attempt(store: RateLimitStore, key: 'signin' | 'contact', address: string): Promise<number | null> {
  return consumeRateLimit(key, request(address), { store }).then(
    () => null,
    (error: unknown) => (error instanceof Response ? error.status : Promise.reject(error)),
  );
}

describe.skipIf(!url)('rate limits in PostgreSQL', () => {
  let first: RateLimitStore;
  let second: RateLimitStore;
  const client = '198.51.100.23';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP TABLE IF EXISTS ${RATE_LIMIT_TABLE}`);
    await admin.end();
    first = createPostgresRateLimitStore(url!);
    second = createPostgresRateLimitStore(url!);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('shares counters between instances through the database and answers 429 past the limit', async () => {
    const outcomes: (number | null)[] = [];
    // Alternate between two "instances": the limit is global, not per process.
    for (let i = 0; i < 6; i++) outcomes.push(await attempt(i % 2 === 0 ? first : second, 'signin', client));
    expect(outcomes).toEqual([null, null, null, null, null, 429]);

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rows } = await admin.query<{ points: number }>(
      `SELECT points FROM ${RATE_LIMIT_TABLE} WHERE key = $1`,
      [`rl_signin:${client}`],
    );
    await admin.end();
    expect(rows.length).toBe(1);
    expect(rows[0].points).toBeGreaterThanOrEqual(5);
  });
});

describe.skipIf(!url)('rate limits when PostgreSQL stops answering after the start', () => {
  let proxy: Server;
  let stalled = false;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    // Between the store and PostgreSQL: forwards bytes until `stalled`, then swallows them.
    const target = new URL(url!);
    proxy = createServer((inbound) => {
      const outbound = connect(Number(target.port || 5432), target.hostname);
      for (const socket of [inbound, outbound]) {
        sockets.add(socket);
        socket.on('error', () => socket.destroy());
        socket.on('close', () => sockets.delete(socket));
      }
      inbound.on('data', (chunk) => stalled || outbound.write(chunk));
      outbound.on('data', (chunk) => stalled || inbound.write(chunk));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => proxy.close(resolve));
  });

  it('counts in memory within the store timeout, and keeps limiting', async () => {
    const through = new URL(url!);
    through.hostname = '127.0.0.1';
    through.port = String((proxy.address() as { port: number }).port);
    const store = createPostgresRateLimitStore(through.toString());
    try {
      // The limiter and its table are ready: the first attempt is counted in the database.
      expect(await attempt(store, 'contact', '203.0.113.11')).toBeNull();
      stalled = true;
      const statuses: (number | null)[] = [];
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        statuses.push(await attempt(store, 'contact', '203.0.113.11'));
        times.push(performance.now() - started);
      }
      // The memory insurance counted the stalled attempts (not the one the database holds).
      expect(statuses).toEqual([null, null, null, null, null]);
      expect(await attempt(store, 'contact', '203.0.113.11')).toBe(429);
      expect(Math.max(...times)).toBeLessThan(STORE_TIMEOUT_MS + 400);
    } finally {
      for (const socket of sockets) socket.destroy();
      await store.close();
    }
  });
});

describe('rate limits when PostgreSQL fails', () => {
  let silent: Server;
  let silentPort = 0;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    // Accepts connections and never answers: a database that hangs.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('still limits, in memory, when the database cannot be reached', async () => {
    const store = createPostgresRateLimitStore('postgres://nobody:nothing@127.0.0.1:1/none');
    const statuses: (number | null)[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await attempt(store, 'contact', '203.0.113.9'));
    await store.close();
    expect(statuses).toEqual([null, null, null, null, null, 429]);
  });

  it('never holds a request longer than the store timeout when the database hangs', async () => {
    const store = createPostgresRateLimitStore(`postgres://nobody:nothing@127.0.0.1:${silentPort}/none`);
    const statuses: (number | null)[] = [];
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      statuses.push(await attempt(store, 'contact', '203.0.113.10'));
      times.push(performance.now() - started);
    }
    expect(statuses).toEqual([null, null, null, null, null, 429]);
    expect(Math.max(...times)).toBeLessThan(STORE_TIMEOUT_MS + 400);
    for (const socket of sockets) socket.destroy();
    await store.close();
  });
});

/** A request as it reaches the server through one trusted proxy, for `client`. */
async function get(server: ServerProcess, path: string, forwardedFor: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(server.origin + path, {
    ...init,
    headers: { 'X-Forwarded-For': forwardedFor, ...(init.headers as Record<string, string>) },
    signal: AbortSignal.timeout(20_000),
  });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, ms: performance.now() - started };
}

describe.each(engines)('budgets of the production server ($name)', (engine) => {
  let db: Db;
  let first: ServerProcess;
  let second: ServerProcess | undefined;
  const env = { SHOP_NOW: TEST_NOW, TRUST_PROXY: '1', RATE_LIMIT_PAGES_PER_MINUTE: '5' };

  beforeAll(async () => {
    const databaseUrl = engine.url();
    db = await openSeeded(engine, undefined, undefined, databaseUrl);
    // On PostgreSQL, a second instance on the same database: the budgets of writes are shared.
    [first, second] = await Promise.all([
      startServerProcess(databaseUrl, env),
      engine.name === 'postgres' ? startServerProcess(databaseUrl, env) : Promise.resolve(undefined),
    ]);
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await closeDatabase(db);
  });

  it('answers 429 with Retry-After past the page budget; another client behind the proxy has its own', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await get(first, '/fr-fr', '203.0.113.1')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    const refused = await get(first, '/fr-fr', '203.0.113.1');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // A page's refusal is the shop's page, in the market's language.
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(refused.body).toContain('Trop de tentatives');

    expect((await get(first, '/fr-fr', '203.0.113.2')).status).toBe(200);
  });

  it('gives no new bucket to a client that forges leftmost X-Forwarded-For entries', async () => {
    for (let i = 0; i < 5; i++) expect((await get(first, '/fr-fr', '203.0.113.3')).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const forged = await get(first, '/fr-fr', `198.51.100.${i}, 10.0.0.${i}, 203.0.113.3`);
      expect(forged.status).toBe(429);
    }
    // Nor does it pass its own address header on.
    const spoofed = await get(first, '/fr-fr', '203.0.113.3', {
      headers: { [CLIENT_ADDRESS_HEADER]: '192.0.2.99' },
    });
    expect(spoofed.status).toBe(429);
  });

  it('counts reports to /api/error against their own budget: 10 a minute', async () => {
    const report = '/api/error?uri=%2Ffr-fr%2Fgone&locale=fr_FR';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // On PostgreSQL the reports alternate between the two instances: the count is one.
      const server = second && i % 2 === 1 ? second : first;
      statuses.push((await get(server, report, '203.0.113.4')).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(statuses[10]).toBe(429);
    if (second) expect((await get(second, report, '203.0.113.4')).status).toBe(429);
  });

  it('takes reports by GET and HEAD only: 405 with Allow otherwise, OPTIONS names them', async () => {
    const report = '/api/error?uri=%2Ffr-fr%2Fgone&locale=fr_FR';
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const refused = await get(first, report, '203.0.113.5', { method });
      expect(refused.status, method).toBe(405);
      expect(refused.headers.get('allow'), method).toBe('GET, HEAD');
    }
    // OPTIONS says what the address takes, and counts nothing.
    const options = await get(first, report, '203.0.113.5', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect((await get(first, report, '203.0.113.5', { method: 'HEAD' })).status).toBe(204);
    // Only the HEAD was counted (the refused ones came first: they would be in the same write).
    const deadline = Date.now() + 15_000;
    let rows: { count: number }[] = [];
    while (rows.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      rows = await db
        .selectFrom('not_found_reports')
        .select('count')
        .where('client', '=', '203.0.113.5')
        .execute();
    }
    expect(rows.map((r) => Number(r.count))).toEqual([1]);
  });
});
