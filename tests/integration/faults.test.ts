/**
 * Database faults against the production server (ADR 025), as separate processes:
 * - PostgreSQL made unreachable (a proxy that cuts), hung (a proxy that stalls) or slow (a table
 *   locked by another session) while requests flow: every answer is a 200 or a 503 with Retry-After
 *   and no-store, none takes 2 s, and the shop serves again within 5 s of the database's return;
 * - SQLite with another connection holding the write lock: pages keep answering 200 at once, a write
 *   answers 503 at once and goes through after the lock is released (on SQLite a reader never waits
 *   for a writer, so the lock is SQLite's fault to test);
 * - start-up: a missing or unreadable SQLite file stops the server with a message; migrations run
 *   before the first request; an unreachable PostgreSQL is waited for, then given up on.
 */
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase, requestLimits, type Db } from '~/server/db/db.server';
import { DatabaseUnavailableResponse } from '~/server/db/faults.server';
import { closeDatabase, engines, openSeeded, TEST_NOW } from './databases';
import { startServerProcess, type ServerProcess } from './server-processes';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const sqlite = engines.find((engine) => engine.name === 'sqlite')!;
const postgres = engines.find((engine) => engine.name === 'postgres');

const ANSWER_BUDGET_MS = 2_000;
const RECOVERY_BUDGET_MS = 5_000;

/** A search page with results; `k` picks another check-in so that each one reads the database. */
function searchPath(k = 0): string {
  const checkin = new Date(Date.UTC(2026, 11, 5 + (k % 40)));
  const checkout = new Date(checkin.getTime() + 2 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return `/fr-fr/search?country=FR&checkin=${day(checkin)}&checkout=${day(checkout)}`;
}
const API_PATH = '/api/search/offers.json?locale=fr_FR&limit=3';

interface Answer {
  path: string;
  status: number;
  ms: number;
  headers: Headers;
  body: string;
}

async function ask(server: ServerProcess, path: string): Promise<Answer> {
  const start = performance.now();
  // Far above the budget: a hung request fails the test instead of hanging it.
  const response = await fetch(server.origin + path, { signal: AbortSignal.timeout(15_000) });
  const body = await response.text();
  return { path, status: response.status, ms: performance.now() - start, headers: response.headers, body };
}

const offerIds = (body: string) => [...new Set([...body.matchAll(/\/stay\/(\d+)/g)].map((m) => m[1]))];

/** The marks of the shop's 503: Retry-After, no-store, and a problem document from the APIs. */
function expectUnavailable(answer: Answer): void {
  expect(answer.status, answer.path).toBe(503);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  if (answer.path.startsWith('/api/')) {
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = JSON.parse(answer.body) as Record<string, unknown>;
    expect(problem).toMatchObject({ title: 'Service Unavailable', status: 503 });
    expect(problem.type).toBeTruthy();
    expect(problem.detail).toMatch(/database/);
  } else if (answer.path.includes('.data')) {
    // A client navigation's data (single fetch).
    expect(answer.headers.get('content-type')).toMatch(/^text\/x-script/);
  } else if (answer.path === '/readyz') {
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  } else {
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  }
}

function expectServed(answer: Answer): void {
  expect(answer.status, answer.path).toBe(200);
  if (answer.path.startsWith('/api/')) expect(JSON.parse(answer.body).exactMatch.length).toBeGreaterThan(0);
  else expect(offerIds(answer.body).length).toBeGreaterThan(0);
}

/**
 * Requests that keep flowing (a search page and an API, alternately, on two connections) while
 * `during` breaks and mends the database; returns every answer.
 */
async function flowWhile(server: ServerProcess, during: () => Promise<void>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let running = true;
  let k = 0;
  const loop = async () => {
    while (running) {
      k += 1;
      answers.push(await ask(server, k % 2 ? searchPath(k) : `${API_PATH}&p=${k}`));
    }
  };
  const loops = [loop(), loop()];
  try {
    await during();
  } finally {
    running = false;
    await Promise.all(loops);
  }
  return answers;
}

/** Asks until the search page is served again; the time it took. */
async function untilServed(server: ServerProcess, timeoutMs = 15_000): Promise<number> {
  const start = performance.now();
  for (let k = 100; performance.now() - start < timeoutMs; k += 1) {
    const answer = await ask(server, searchPath(k));
    if (answer.status === 200) {
      expectServed(answer);
      return performance.now() - start;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the shop did not serve again');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Flows requests, breaks the database for 3 s, mends it; checks the answers and the recovery. */
async function breakAndMend(server: ServerProcess, breakIt: () => Promise<void>, mend: () => Promise<void>) {
  let recoveredIn = 0;
  const answers = await flowWhile(server, async () => {
    await sleep(300);
    try {
      await breakIt();
      await sleep(3_000);
    } finally {
      await mend();
    }
    recoveredIn = await untilServed(server);
  });
  const unavailable = answers.filter((a) => a.status === 503);
  expect(unavailable.length).toBeGreaterThan(2);
  expect(unavailable.some((a) => a.path.startsWith('/api/'))).toBe(true);
  expect(unavailable.some((a) => a.path.startsWith('/fr-fr/'))).toBe(true);
  // Every request was answered (none hung: `ask` aborts after 15 s); every 503 within the budget.
  for (const answer of answers) {
    if (answer.status !== 503) expectServed(answer);
    else {
      expectUnavailable(answer);
      expect(answer.ms, `${answer.path} answered 503`).toBeLessThan(ANSWER_BUDGET_MS);
    }
  }
  expect(recoveredIn).toBeLessThan(RECOVERY_BUDGET_MS);
  // Nothing of the outage was kept by the page or data caches.
  for (const path of [searchPath(0), API_PATH]) expectServed(await ask(server, path));
}

describe('SQLite', () => {
  let db: Db;
  let url: string;
  let server: ServerProcess;

  beforeAll(async () => {
    url = sqlite.url();
    db = await openSeeded(sqlite, undefined, undefined, url);
    server = await startServerProcess(url, { SHOP_NOW: TEST_NOW });
  });

  afterAll(async () => {
    await server?.stop();
    await closeDatabase(db);
  });

  it('answers the probes: /healthz alive, /readyz ready, tiny JSON, never stored', async () => {
    for (const [path, status] of [
      ['/healthz', 'ok'],
      ['/readyz', 'ready'],
    ]) {
      const answer = await ask(server, path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(JSON.parse(answer.body)).toEqual({ status });
    }
    expect((await fetch(`${server.origin}/readyz`, { method: 'POST' })).status).toBe(405);
  });

  it('keeps pages answering while another connection holds the write lock, and takes reports without waiting', async () => {
    // The first pages of a process are slower (module and query compilation): not what is measured.
    expectServed(await ask(server, searchPath(20)));
    expectServed(await ask(server, API_PATH));
    const file = url.slice('file:'.length);
    const holder = new SQLite(file);
    try {
      holder.exec('begin immediate');
      holder.prepare('update catalogue_version set version = version where id = 1').run();
      const reads: Answer[] = [];
      for (let k = 0; k < 6; k += 1)
        reads.push(await ask(server, k % 2 ? searchPath(k) : `${API_PATH}&p=${k}`));
      for (const read of reads) {
        expectServed(read);
        expect(read.ms).toBeLessThan(1_000);
      }
      // A report never waits for the database: it is counted and written after (ADR 024).
      const report = `/api/error?uri=${encodeURIComponent('/fr-fr/locked')}&locale=fr_FR`;
      const accepted = await ask(server, report);
      expect(accepted.status).toBe(204);
      expect(accepted.ms).toBeLessThan(1_000);
      // The not-found page only reports its address: the page answers under the lock too.
      const notFound = await ask(server, '/fr-fr/no-such-page-while-locked');
      expect(notFound.status).toBe(404);

      holder.exec('commit');
      expect((await ask(server, report)).status).toBe(204);
    } finally {
      if (holder.inTransaction) holder.exec('rollback');
      holder.close();
    }
    // Both reports, the one taken under the lock and the one after, land with the next flush.
    const deadline = Date.now() + 15_000;
    let reported: { count: number }[] = [];
    while (Date.now() < deadline) {
      reported = await db
        .selectFrom('not_found_reports')
        .select('count')
        .where('uri', '=', '/fr-fr/locked')
        .execute();
      if (reported.reduce((sum, row) => sum + row.count, 0) >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(reported.reduce((sum, row) => sum + row.count, 0)).toBe(2);
  });

  it('refuses to start on a missing SQLite file, with a message, and creates nothing (one process and a cluster)', async () => {
    const missing = path.join(tmpdir(), `missing-${randomUUID()}.sqlite`);
    for (const workers of ['1', '2']) {
      const start = startServerProcess(`file:${missing}`, { WEB_CONCURRENCY: workers });
      await expect(start).rejects.toThrow(/server exited \(1\)/);
      await expect(start).rejects.toThrow(/cannot start: the SQLite database .* does not exist/);
      await expect(start).rejects.toThrow(/npm run db:seed/);
    }
    expect(() => new SQLite(missing, { fileMustExist: true })).toThrow();
  });

  it('refuses to start on a file that is not a database', async () => {
    const garbage = path.join(tmpdir(), `garbage-${randomUUID()}.sqlite`);
    writeFileSync(
      garbage,
      'this is not a database, only text that is long enough to fill a header '.repeat(20),
    );
    try {
      const start = startServerProcess(`file:${garbage}`);
      await expect(start).rejects.toThrow(/server exited \(1\)/);
      await expect(start).rejects.toThrow(/cannot be read: file is not a database/);
    } finally {
      rmSync(garbage, { force: true });
    }
  });

  it('migrates the database before it serves the first request', async () => {
    const empty = path.join(tmpdir(), `empty-${randomUUID()}.sqlite`);
    new SQLite(empty).close();
    let fresh: ServerProcess | undefined;
    try {
      fresh = await startServerProcess(`file:${empty}`, { SHOP_NOW: TEST_NOW });
      // startServerProcess waits for /robots.txt, which reads nothing: no page has been asked yet.
      const check = new SQLite(empty, { readonly: true });
      const names = check.prepare('select name from kysely_migration order by name').pluck().all();
      check.close();
      expect(names.length).toBeGreaterThan(0);
      expect(fresh.output()).toMatch(/holds no offers/);
    } finally {
      await fresh?.stop();
      for (const suffix of ['', '-wal', '-shm']) rmSync(empty + suffix, { force: true });
    }
  });
});

describe.runIf(postgres)('PostgreSQL', () => {
  let db: Db;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let proxied: string;
  const target = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost');

  beforeAll(async () => {
    db = await openSeeded(postgres!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    proxied = proxy.url(target.toString());
    server = await startServerProcess(proxied, { SHOP_NOW: TEST_NOW });
  });

  afterAll(async () => {
    await server?.stop();
    await proxy?.cut();
    await closeDatabase(db);
  });

  it('answers the probes while the database answers', async () => {
    expectServed(await ask(server, searchPath(0)));
    expectServed(await ask(server, API_PATH));
    const ready = await ask(server, '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it("sets the request path's timeouts on every session, and the server cancels a statement that outlives them", async () => {
    const limits = requestLimits();
    const onRequestPath = createDatabase(process.env.TEST_DATABASE_URL!, { requestLimits: limits });
    try {
      // In milliseconds, whatever unit PostgreSQL shows them in.
      const settings = await sql<{ statement: string; idle: string }>`
        select (select setting from pg_settings where name = 'statement_timeout') as statement,
               (select setting from pg_settings where name = 'idle_in_transaction_session_timeout') as idle`.execute(
        onRequestPath,
      );
      expect(settings.rows[0]).toEqual({
        statement: String(limits.statementTimeoutMs),
        idle: String(limits.idleInTransactionTimeoutMs),
      });
      const start = performance.now();
      const error = await sql`select pg_sleep(5)`.execute(onRequestPath).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DatabaseUnavailableResponse);
      expect((error as DatabaseUnavailableResponse).fault).toBe('timeout');
      expect(performance.now() - start).toBeLessThan(ANSWER_BUDGET_MS);
    } finally {
      await onRequestPath.destroy();
    }
  });

  it('answers 503 within 2 s while the database is unreachable, and serves again within 5 s of its return', async () => {
    await breakAndMend(
      server,
      async () => {
        await proxy.cut();
        const ready = await ask(server, '/readyz');
        expectUnavailable(ready);
        expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable' });
        const alive = await ask(server, '/healthz');
        expect(alive.status).toBe(200);
        expectUnavailable(await ask(server, searchPath(3).replace('/search?', '/search.data?')));
      },
      () => proxy.open(),
    );
  });

  it('answers 503 within 2 s while the database hangs, and serves again within 5 s once it answers', async () => {
    await breakAndMend(
      server,
      async () => proxy.stall(),
      async () => proxy.resume(),
    );
  });

  it('answers 503 within 2 s while another session locks what every request reads, and serves again after', async () => {
    const locker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await locker.connect();
    try {
      await breakAndMend(
        server,
        async () => {
          await locker.query('begin');
          await locker.query('lock table catalogue_version in access exclusive mode');
        },
        async () => {
          await locker.query('rollback');
        },
      );
    } finally {
      await locker.end();
    }
  });

  it('waits at start for an unreachable database, saying so, and serves once it answers', async () => {
    await proxy.refuse();
    const before = proxy.refused();
    const starting = startServerProcess(proxied, { SHOP_NOW: TEST_NOW, DB_START_TIMEOUT_SECONDS: '60' });
    // The database comes back once the starting server has found it missing twice.
    for (let waited = 0; proxy.refused() < before + 2 && waited < 45_000; waited += 100) await sleep(100);
    expect(proxy.refused()).toBeGreaterThanOrEqual(before + 2);
    await proxy.open();
    const late = await starting;
    try {
      expect(late.output()).toMatch(/cannot be reached .*trying again/);
      expect(late.output()).toMatch(/answers/);
      expect(late.output()).not.toMatch(/shop:shop/);
      expectServed(await ask(late, searchPath(1)));
    } finally {
      await late.stop();
    }
  });

  it('gives up at start after DB_START_TIMEOUT_SECONDS, with a message and exit code 1', async () => {
    await proxy.cut();
    try {
      const start = startServerProcess(proxied, { DB_START_TIMEOUT_SECONDS: '1' });
      await expect(start).rejects.toThrow(/server exited \(1\)/);
      await expect(start).rejects.toThrow(
        /cannot start: PostgreSQL at .* cannot be reached .*gave up after 1 s/,
      );
    } finally {
      await proxy.open();
    }
  });
});
