import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, requestLimits, type Db } from './db.server';
import { DatabaseUnavailableResponse } from './faults.server';
import { FAIL_FAST_MS, FailFast } from './guarded-dialect.server';

const limits = { ...requestLimits(), connectTimeoutMs: 300, queryTimeoutMs: 500, sqliteBusyTimeoutMs: 20 };

async function rejection(run: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const start = performance.now();
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  return { error, ms: performance.now() - start };
}

describe('FailFast', () => {
  it('fails at once for its window after the database was found down or slow, not after a busy lock', () => {
    let now = 0;
    const failFast = new FailFast(1_000, () => now);
    failFast.check();
    failFast.record('busy');
    expect(() => failFast.check()).not.toThrow();
    failFast.record('timeout');
    now = 999;
    let thrown: unknown;
    try {
      failFast.check();
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(DatabaseUnavailableResponse);
    expect((thrown as DatabaseUnavailableResponse).fault).toBe('timeout');
    now = 1_000;
    expect(() => failFast.check()).not.toThrow();
  });
});

describe('the request path on SQLite', () => {
  const files: string[] = [];
  const open: { close(): unknown }[] = [];
  let db: Db | undefined;

  afterEach(async () => {
    for (const handle of open.splice(0)) handle.close();
    await db?.destroy();
    db = undefined;
    for (const file of files.splice(0))
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  });

  function prepare(): { url: string; holder: SQLite.Database } {
    const file = path.join(tmpdir(), `guarded-${randomUUID()}.sqlite`);
    files.push(file);
    const holder = new SQLite(file);
    open.push(holder);
    holder.pragma('journal_mode = WAL');
    holder.exec('create table notes (n integer)');
    holder.exec('insert into notes values (1)');
    return { url: `file:${file}`, holder };
  }

  it('keeps reading while another connection holds the write lock; a write fails fast with a 503', async () => {
    const { url, holder } = prepare();
    db = createDatabase(url, { requestLimits: limits });
    const anyDb = db as unknown as Kysely<{ notes: { n: number } }>;
    holder.exec('begin immediate');
    holder.exec('insert into notes values (2)');

    const start = performance.now();
    const rows = await anyDb.selectFrom('notes').select('n').execute();
    expect(rows.map((r) => r.n)).toEqual([1]);
    expect(performance.now() - start).toBeLessThan(200);

    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { error, ms } = await rejection(() => anyDb.insertInto('notes').values({ n: 3 }).execute());
    log.mockRestore();
    expect(error).toBeInstanceOf(DatabaseUnavailableResponse);
    expect((error as DatabaseUnavailableResponse).fault).toBe('busy');
    expect(ms).toBeLessThan(500);

    // A busy lock is no outage: once the lock is gone, the next write goes through at once.
    holder.exec('commit');
    await anyDb.insertInto('notes').values({ n: 3 }).execute();
    const after = await anyDb.selectFrom('notes').select('n').orderBy('n').execute();
    expect(after.map((r) => r.n)).toEqual([1, 2, 3]);
  });

  it('runs transactions through the guard: committed, or rolled back when they throw', async () => {
    const { url } = prepare();
    db = createDatabase(url, { requestLimits: limits });
    const anyDb = db as unknown as Kysely<{ notes: { n: number } }>;
    await anyDb.transaction().execute((trx) => trx.insertInto('notes').values({ n: 2 }).execute());
    await expect(
      anyDb.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ n: 3 }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rows = await anyDb.selectFrom('notes').select('n').orderBy('n').execute();
    expect(rows.map((r) => r.n)).toEqual([1, 2]);
  });

  it('never creates a missing file: the request path refuses it', () => {
    const file = path.join(tmpdir(), `missing-${randomUUID()}.sqlite`);
    files.push(file);
    expect(() => createDatabase(`file:${file}`, { requestLimits: limits })).toThrow(/unable to open/);
  });
});

describe('the request path on an unreachable or hung PostgreSQL', () => {
  const closers: (() => Promise<unknown>)[] = [];
  let db: Db | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  /** A port that accepts connections and then closes (`drop`) or ignores them (`hang`); counts them. */
  async function fakeServer(mode: 'drop' | 'hang') {
    const sockets: Socket[] = [];
    const server = createServer((socket) => {
      sockets.push(socket);
      if (mode === 'drop') socket.destroy();
    });
    closers.push(() => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise((resolve) => server.close(resolve));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `postgres://shop:shop@127.0.0.1:${port}/shop`, connections: () => sockets.length };
  }

  it('answers 503 at once, then fails fast without trying again until the window has passed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await fakeServer('drop');
    db = createDatabase(server.url, { requestLimits: limits });
    const first = await rejection(() => sql`select 1`.execute(db!));
    expect(first.error).toBeInstanceOf(DatabaseUnavailableResponse);
    expect((first.error as DatabaseUnavailableResponse).fault).toBe('unavailable');
    expect(server.connections()).toBe(1);

    const second = await rejection(() => sql`select 1`.execute(db!));
    expect(second.error).toBeInstanceOf(DatabaseUnavailableResponse);
    expect(second.ms).toBeLessThan(50);
    expect(server.connections()).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, FAIL_FAST_MS + 50));
    await rejection(() => sql`select 1`.execute(db!));
    expect(server.connections()).toBe(2);
    log.mockRestore();
  });

  it('gives up on a server that accepts and never answers after the connect timeout', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await fakeServer('hang');
    db = createDatabase(server.url, { requestLimits: limits });
    const { error, ms } = await rejection(() => sql`select 1`.execute(db!));
    log.mockRestore();
    expect(server.connections()).toBe(1);
    expect(error).toBeInstanceOf(DatabaseUnavailableResponse);
    expect((error as DatabaseUnavailableResponse).fault).toBe('timeout');
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(1_000);
  });
});
