/**
 * Not-found reports counted in memory and written as one row per day, client, source, address and
 * locale (ADR 024), on each engine: the writer adds counts up; the 0003 migration adds up the rows
 * written before it; through the production server, reports and 404 views become counted rows, at
 * the timer and at shutdown; and on SQLite, with another connection holding the write lock, requests
 * keep answering and the rows are written once the lock is released, none lost.
 */
import SQLite from 'better-sqlite3';
import { Migrator, sql } from 'kysely';
import { addDays } from '~/domain/calendar/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFilePath, type Db } from '~/server/db/db.server';
import { migrateToLatest } from '~/server/db/migrate.server';
import { migrations } from '~/server/db/migrations';
import { createNotFoundQueue, recordNotFound } from '~/server/reports.server';
import {
  createPostgresNotFoundWriter,
  NOT_FOUND_RETENTION_DAYS,
  createSqliteNotFoundWriter,
  type NotFoundWriter,
} from '~/server/reports/not-found-writer.server';
import { closeDatabase, engines, openEmpty, openSeeded, TEST_NOW, TEST_TODAY } from './databases';
import { startServerProcess, type ServerProcess } from './server-processes';

async function rowsOf(db: Db, client: string) {
  return db
    .selectFrom('not_found_reports')
    .select(['day', 'client', 'source', 'uri', 'locale', 'count', 'last_at'])
    .where('client', '=', client)
    .orderBy('source')
    .orderBy('uri')
    .execute();
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

describe.each(engines)('the migration to daily counts ($name)', (engine) => {
  it('migrates the rows written one per request into daily counts', async () => {
    const fresh = await openEmpty(engine);
    try {
      const migrator = new Migrator({ db: fresh, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo('0002-catalogue-version');
      expect(before.error).toBeUndefined();
      await sql`
        insert into not_found_reports (uri, locale, created_at) values
          ('/fr-fr/a', 'fr_FR', '2026-11-21T08:00:00.000Z'),
          ('/fr-fr/a', 'fr_FR', '2026-11-21T09:30:00.000Z'),
          ('/fr-fr/a', 'fr_FR', '2026-11-22T07:00:00.000Z'),
          ('/fr-fr/b', 'fr_FR', '2026-11-21T10:00:00.000Z')
      `.execute(fresh);
      expect(await migrateToLatest(fresh)).toContain('0003-not-found-daily-counts');
      const rows = await fresh
        .selectFrom('not_found_reports')
        .selectAll()
        .orderBy('uri')
        .orderBy('day')
        .execute();
      expect(rows.map((r) => [r.day, r.client, r.source, r.uri, Number(r.count), r.last_at])).toEqual([
        ['2026-11-21', '', 'page', '/fr-fr/a', 2, '2026-11-21T09:30:00.000Z'],
        ['2026-11-22', '', 'page', '/fr-fr/a', 1, '2026-11-22T07:00:00.000Z'],
        ['2026-11-21', '', 'page', '/fr-fr/b', 1, '2026-11-21T10:00:00.000Z'],
      ]);
    } finally {
      await closeDatabase(fresh);
    }
  });
});

describe.each(engines)('not-found report counts ($name)', (engine) => {
  let db: Db;
  let databaseUrl: string;
  let writer: NotFoundWriter;

  beforeAll(async () => {
    databaseUrl = engine.url();
    db = await openSeeded(engine, undefined, undefined, databaseUrl);
    writer =
      engine.name === 'sqlite'
        ? createSqliteNotFoundWriter(sqliteFilePath(databaseUrl))
        : createPostgresNotFoundWriter(db);
  });

  afterAll(async () => {
    await writer?.close();
    await closeDatabase(db);
  });

  it('writes many reports as one row per key and day, and adds later counts to it', async () => {
    const queue = createNotFoundQueue(writer);
    for (let i = 0; i < 250; i++)
      recordNotFound({ source: 'api', uri: '/fr-fr/gone', locale: 'fr_FR', client: '192.0.2.1' }, queue);
    for (let i = 0; i < 40; i++)
      recordNotFound({ source: 'page', uri: '/fr-fr/gone', locale: 'fr_FR', client: '192.0.2.1' }, queue);
    recordNotFound({ source: 'page', uri: '/nl-nl/weg', locale: 'nl_NL', client: '192.0.2.1' }, queue);
    expect(queue.pendingKeys).toBe(3);
    expect(await queue.flush()).toBe(true);

    for (let i = 0; i < 7; i++)
      recordNotFound({ source: 'api', uri: '/fr-fr/gone', locale: 'fr_FR', client: '192.0.2.1' }, queue);
    expect(await queue.flush()).toBe(true);

    const rows = await rowsOf(db, '192.0.2.1');
    expect(rows.map((r) => [r.day, r.source, r.uri, r.locale, Number(r.count)])).toEqual([
      [TEST_TODAY, 'api', '/fr-fr/gone', 'fr_FR', 257],
      [TEST_TODAY, 'page', '/fr-fr/gone', 'fr_FR', 40],
      [TEST_TODAY, 'page', '/nl-nl/weg', 'nl_NL', 1],
    ]);
    expect(rows[0].last_at).toBe(TEST_NOW.replace('Z', '.000Z'));
  });

  it(`keeps ${NOT_FOUND_RETENTION_DAYS} days of reports and deletes older ones with the next day's first write`, async () => {
    const day = (n: number) => addDays(TEST_TODAY, n);
    const row = (d: string, client: string) => ({
      day: d,
      client,
      source: 'page' as const,
      uri: '/fr-fr/old',
      locale: 'fr_FR',
      count: 1,
      lastAt: `${d}T08:00:00.000Z`,
    });
    await writer.write([
      row(day(-NOT_FOUND_RETENTION_DAYS - 1), '192.0.2.7'),
      row(day(-NOT_FOUND_RETENTION_DAYS), '192.0.2.8'),
    ]);
    expect(await rowsOf(db, '192.0.2.7')).toHaveLength(1);
    await writer.write([row(day(0), '192.0.2.9')]);
    expect(await rowsOf(db, '192.0.2.7')).toHaveLength(0);
    expect(await rowsOf(db, '192.0.2.8')).toHaveLength(1);
    expect(await rowsOf(db, '192.0.2.9')).toHaveLength(1);
  });

  describe('through the production server', () => {
    let server: ServerProcess;

    beforeAll(async () => {
      server = await startServerProcess(databaseUrl, { SHOP_NOW: TEST_NOW, TRUST_PROXY: '1' });
    });

    afterAll(async () => {
      await server?.stop();
    });

    const get = (path: string, client: string) =>
      fetch(server.origin + path, {
        headers: { 'X-Forwarded-For': client },
        signal: AbortSignal.timeout(20_000),
      });

    it('writes reports and 404 views as counted rows within a flush, without waiting for them', async () => {
      for (let i = 0; i < 8; i++) {
        const response = await get('/api/error?uri=%2Ffr-fr%2Fold-page&locale=fr_FR', '198.51.100.7');
        expect(response.status).toBe(204);
      }
      for (let i = 0; i < 4; i++) {
        const response = await get('/fr-fr/no-such-page', '198.51.100.7');
        expect(response.status).toBe(404);
        await response.arrayBuffer();
      }
      const rows = await until(
        () => rowsOf(db, '198.51.100.7'),
        (r) => r.length === 2,
      );
      expect(rows.map((r) => [r.day, r.source, r.uri, r.locale, Number(r.count)])).toEqual([
        [TEST_TODAY, 'api', '/fr-fr/old-page', 'fr_FR', 8],
        [TEST_TODAY, 'page', '/fr-fr/no-such-page', 'fr_FR', 4],
      ]);
    });

    it.runIf(engine.name === 'sqlite')(
      'keeps answering while another connection holds the write lock, then writes every row',
      async () => {
        const locker = new SQLite(sqliteFilePath(databaseUrl));
        const warnings = () => (server.output().match(/kept for the next attempt/g) ?? []).length;
        const warnedBefore = warnings();
        locker.prepare('begin immediate').run();
        let released = false;
        try {
          const times: number[] = [];
          for (let i = 0; i < 6; i++) {
            const started = performance.now();
            const report = await get('/api/error?uri=%2Ffr-fr%2Flocked&locale=fr_FR', '198.51.100.8');
            const page = await get('/fr-fr/locked-page', '198.51.100.8');
            await page.arrayBuffer();
            times.push(performance.now() - started);
            expect(report.status).toBe(204);
            expect(page.status).toBe(404);
          }
          expect(Math.max(...times)).toBeLessThan(1_000);

          // A flush meets the lock, keeps the rows, and says so; the server still answers meanwhile.
          const warned = await until(
            async () => warnings(),
            (count) => count > warnedBefore,
          );
          expect(warned).toBeGreaterThan(warnedBefore);
          const started = performance.now();
          const during = await get('/fr-fr', '198.51.100.9');
          await during.arrayBuffer();
          expect(during.status).toBe(200);
          expect(performance.now() - started).toBeLessThan(1_000);
          expect(await rowsOf(db, '198.51.100.8')).toEqual([]);

          locker.prepare('commit').run();
          released = true;
          const rows = await until(
            () => rowsOf(db, '198.51.100.8'),
            (r) => r.length === 2,
          );
          expect(rows.map((r) => [r.source, r.uri, Number(r.count)])).toEqual([
            ['api', '/fr-fr/locked', 6],
            ['page', '/fr-fr/locked-page', 6],
          ]);
        } finally {
          if (!released) locker.prepare('rollback').run();
          locker.close();
        }
      },
    );

    it('writes what is pending when the server stops', async () => {
      // A fresh process: its timer starts with the first report, 5 s before its first flush.
      const stopping = await startServerProcess(databaseUrl, { SHOP_NOW: TEST_NOW, TRUST_PROXY: '1' });
      try {
        for (let i = 0; i < 3; i++) {
          const response = await fetch(`${stopping.origin}/api/error?uri=%2Fit-it%2Fperso&locale=it_IT`, {
            headers: { 'X-Forwarded-For': '198.51.100.10' },
          });
          expect(response.status).toBe(204);
        }
        expect(await rowsOf(db, '198.51.100.10')).toEqual([]);
      } finally {
        await stopping.stop();
      }
      expect(await stopping.exited).toBe(0);
      const rows = await rowsOf(db, '198.51.100.10');
      expect(rows.map((r) => [r.source, r.uri, r.locale, Number(r.count)])).toEqual([
        ['api', '/it-it/perso', 'it_IT', 3],
      ]);
    });
  });
});

describe('the SQLite writer and another connection holding the write lock', () => {
  const sqliteEngine = engines.find((e) => e.name === 'sqlite')!;
  let db: Db;
  let file: string;

  beforeAll(async () => {
    const databaseUrl = sqliteEngine.url();
    file = sqliteFilePath(databaseUrl);
    db = await openEmpty(sqliteEngine, databaseUrl);
    await migrateToLatest(db);
  });

  afterAll(() => closeDatabase(db));

  it('fails fast instead of holding the event loop, keeps the rows, and writes them after the lock', async () => {
    const writer = createSqliteNotFoundWriter(file);
    const queue = createNotFoundQueue(writer);
    // The writer's connection is open before the lock (opening it is not what is measured).
    recordNotFound({ source: 'page', uri: '/fr-fr/warm', locale: 'fr_FR', client: '192.0.2.6' }, queue);
    expect(await queue.flush()).toBe(true);
    const locker = new SQLite(file);
    locker.prepare('begin immediate').run();
    try {
      for (let i = 0; i < 30; i++)
        recordNotFound(
          { source: 'page', uri: `/fr-fr/x${i % 3}`, locale: 'fr_FR', client: '192.0.2.5' },
          queue,
        );
      const started = performance.now();
      expect(await queue.flush()).toBe(false);
      // The busy timeout is 5 ms: the event loop is held about that long, not the 5 s of the shop's
      // own connection (the bound leaves room for a loaded machine).
      expect(performance.now() - started).toBeLessThan(250);
      expect(queue.pendingCount).toBe(30);
      recordNotFound({ source: 'page', uri: '/fr-fr/x0', locale: 'fr_FR', client: '192.0.2.5' }, queue);
    } finally {
      locker.prepare('commit').run();
      locker.close();
    }
    expect(await queue.flush()).toBe(true);
    const rows = await rowsOf(db, '192.0.2.5');
    expect(rows.map((r) => [r.uri, Number(r.count)])).toEqual([
      ['/fr-fr/x0', 11],
      ['/fr-fr/x1', 10],
      ['/fr-fr/x2', 10],
    ]);
    await writer.close();
  });
});
