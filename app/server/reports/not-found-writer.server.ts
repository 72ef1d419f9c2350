/**
 * Writes counted not-found reports (table `not_found_reports`, ADR 024): each row adds its count to
 * the row of its day, client, source, address and locale, or creates it.
 *
 * On SQLite the write goes through a connection of its own whose busy timeout is a few milliseconds:
 * better-sqlite3 is synchronous, so waiting for another connection's write lock would hold the
 * whole event loop. It takes the lock at once (BEGIN IMMEDIATE) or fails fast, and the queue tries
 * again at its next flush. On PostgreSQL the shop's pool writes it, asynchronously.
 */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { addDays } from '~/domain/calendar/dates';
import { isSqliteUrl, ready, sqliteFilePath, type Db } from '../db/db.server';
import type { Database } from '../db/schema';
import type { Counted } from './counting-queue.server';

export interface NotFoundKey {
  day: string;
  client: string;
  source: 'page' | 'api';
  uri: string;
  locale: string;
}

export interface NotFoundWriter {
  write(rows: Counted<NotFoundKey>[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Rows are kept this many days, then deleted: a report names the client's address, personal data
 * that is only needed to spot abuse and broken links while they happen.
 */
export const NOT_FOUND_RETENTION_DAYS = 30;

/**
 * The oldest day kept when the batch's newest day is `day`; undefined when the writer already pruned
 * for that day (pruning runs once a day per process, in the batch's own transaction).
 */
function pruneCutoff(rows: Counted<NotFoundKey>[], state: { prunedFor?: string }): string | undefined {
  const newest = rows.reduce((max, row) => (row.day > max ? row.day : max), '');
  if (!newest || newest === state.prunedFor) return undefined;
  state.prunedFor = newest;
  return addDays(newest, -NOT_FOUND_RETENTION_DAYS);
}

function prune(db: Kysely<Database>, cutoff: string) {
  return db.deleteFrom('not_found_reports').where('day', '<', cutoff);
}

/** Rows per statement (7 parameters each: far below either engine's limit). */
const ROWS_PER_STATEMENT = 500;

/** How long the SQLite write may wait for another connection's write lock. */
export const SQLITE_WRITE_BUSY_TIMEOUT_MS = 5;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

function upsert(db: Kysely<Database>, rows: Counted<NotFoundKey>[]) {
  return db
    .insertInto('not_found_reports')
    .values(
      rows.map((row) => ({
        day: row.day,
        client: row.client,
        source: row.source,
        uri: row.uri,
        locale: row.locale,
        count: row.count,
        last_at: row.lastAt,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['day', 'client', 'source', 'uri', 'locale']).doUpdateSet((eb) => ({
        count: eb('not_found_reports.count', '+', eb.ref('excluded.count')),
        last_at: eb
          .case()
          .when(eb.ref('excluded.last_at'), '>', eb.ref('not_found_reports.last_at'))
          .then(eb.ref('excluded.last_at'))
          .else(eb.ref('not_found_reports.last_at'))
          .end(),
      })),
    );
}

export function createSqliteNotFoundWriter(file: string): NotFoundWriter {
  let connection: SQLite.Database | undefined;
  // Builds the statements only; they run on `connection` inside one synchronous transaction.
  let builder: Kysely<Database> | undefined;
  const pruning: { prunedFor?: string } = {};

  function open(): { connection: SQLite.Database; builder: Kysely<Database> } {
    if (!connection || !builder) {
      connection = new SQLite(file, { fileMustExist: true, timeout: SQLITE_WRITE_BUSY_TIMEOUT_MS });
      connection.pragma('synchronous = NORMAL');
      builder = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
    }
    return { connection, builder };
  }

  return {
    async write(rows) {
      const { connection: sqlite, builder: db } = open();
      const statements = chunks(rows).map((chunk) => upsert(db, chunk).compile());
      const cutoff = pruneCutoff(rows, pruning);
      if (cutoff) statements.push(prune(db, cutoff).compile());
      // IMMEDIATE: the write lock is taken first (or SQLITE_BUSY within the busy timeout), then held
      // for the statements alone, a fraction of a millisecond.
      sqlite
        .transaction(() => {
          for (const statement of statements)
            sqlite.prepare(statement.sql).run(...(statement.parameters as unknown[]));
        })
        .immediate();
    },
    async close() {
      connection?.close();
      connection = undefined;
      builder = undefined;
    },
  };
}

/** Through the shop's PostgreSQL pool (`db` for tests; else the process-wide database). */
export function createPostgresNotFoundWriter(db?: Db): NotFoundWriter {
  const pruning: { prunedFor?: string } = {};
  return {
    async write(rows) {
      const target = db ?? (await ready());
      const cutoff = pruneCutoff(rows, pruning);
      await target.transaction().execute(async (trx) => {
        for (const chunk of chunks(rows)) await upsert(trx, chunk).execute();
        if (cutoff) await prune(trx, cutoff).execute();
      });
    },
    async close() {},
  };
}

export function createNotFoundWriter(databaseUrl: string): NotFoundWriter {
  return isSqliteUrl(databaseUrl)
    ? createSqliteNotFoundWriter(sqliteFilePath(databaseUrl))
    : createPostgresNotFoundWriter();
}
