/**
 * The database connection: `file:…` is SQLite through better-sqlite3, `postgres://…`
 * is PostgreSQL through pg. Both go through one Kysely<Database>, so repositories have a single query
 * code path. Portable SQL only: no ILIKE (lower(x) like), no double-quoted string literals, great-circle
 * distance with asin(sqrt(…)).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteAdapter, SqliteDialect } from 'kysely';
import pg from 'pg';
import { getEnv, type Env } from '../env.server';
import { classifyDatabaseError, databaseFaultResponse, logDatabaseFault } from './faults.server';
import { evictingPool, guardDialect } from './guarded-dialect.server';
import { migrateToLatest } from './migrate.server';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

interface Handles {
  engine: Engine;
  url: string;
  sqlite?: SQLite.Database;
  pool?: pg.Pool;
}

const handles = new WeakMap<object, Handles>();

// pg returns int8 (count(*), sum of integers) and numeric (avg) as strings: numbers are what both engines
// should give. Done per pool, not globally, so nothing else in the process is affected.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID)
      return (value: string) => (value === null ? null : Number(value));
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; SQLite compiling the same search SQL again and again costs more
 * than running it. Prepared statements are reused by SQL text (a small LRU); they are synchronous,
 * so sharing them across requests is safe. Schema changes (migrations, reseeding) clear the cache.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  const cached = ((source: string) => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source);
    } else {
      statement = prepare(source);
      // DDL and transactions are not worth keeping (and DDL invalidates what is cached).
      if (!/^\s*(select|with|insert|update|delete)\b/i.test(source)) {
        cache.clear();
        return statement;
      }
    }
    cache.set(source, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return statement;
  }) as SQLite.Database['prepare'];
  sqlite.prepare = cached;
  return sqlite;
}

/** Path of the SQLite file of a `file:` URL, relative to the working directory. */
export function sqliteFilePath(url: string): string {
  const raw = url.replace(/^file:(\/\/)?/, '');
  return path.resolve(raw);
}

export function isSqliteUrl(url: string): boolean {
  return url.startsWith('file:');
}

/**
 * The bounds of the request path (ADR 025): a request must answer within about 2 s even when the
 * database is down, hung or locked. Scripts (seed, migrations) open databases without them.
 */
export interface RequestLimits {
  /** PostgreSQL: connecting, and waiting for a pooled connection (pg's connectionTimeoutMillis covers both) */
  connectTimeoutMs: number;
  /** PostgreSQL: statement_timeout, enforced by the server */
  statementTimeoutMs: number;
  /** PostgreSQL: how long the client waits for an answer (a hung connection never sends one) */
  queryTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** SQLite: a write that meets another connection's lock fails after this instead of blocking the event loop */
  sqliteBusyTimeoutMs: number;
}

export function requestLimits(env: Env = getEnv()): RequestLimits {
  return {
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
    idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    sqliteBusyTimeoutMs: env.SQLITE_BUSY_TIMEOUT_MS,
  };
}

export interface DatabaseOptions {
  /** Opens the request path's database: bounded waits, faults thrown as 503, an existing SQLite file only. */
  requestLimits?: RequestLimits;
  /** PostgreSQL outside the request path: how long connecting may take (unbounded when unset). */
  connectTimeoutMs?: number;
}

/** Opens a database; the caller owns it (`db.destroy()` closes the SQLite handle or the pg pool). */
export function createDatabase(url: string, options: DatabaseOptions = {}): Db {
  const limits = options.requestLimits;
  if (isSqliteUrl(url)) {
    const file = sqliteFilePath(url);
    // The request path never creates the file: a missing database is a fault, not an empty shop.
    if (!limits) mkdirSync(path.dirname(file), { recursive: true });
    const busyTimeoutMs = limits?.sqliteBusyTimeoutMs ?? 5_000;
    const sqlite = new SQLite(file, { fileMustExist: Boolean(limits), timeout: busyTimeoutMs });
    // WAL: readers never wait for the writer, so a held write lock leaves every page readable.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
    sqlite.pragma('cache_size = -64000');
    sqlite.pragma('mmap_size = 268435456');
    sqlite.pragma('temp_store = MEMORY');
    const dialect = new SqliteDialect({ database: withStatementCache(sqlite) });
    const db = new Kysely<Database>({ dialect: limits ? guardDialect(dialect) : dialect });
    handles.set(db, { engine: 'sqlite', url, sqlite });
    return db;
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    // JIT compilation costs more than the shop's short queries take (10-20 ms of emission for a search
    // that runs in a few): off for the shop's connections.
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      types: pgTypes,
      options: '-c jit=off',
      connectionTimeoutMillis: limits?.connectTimeoutMs ?? options.connectTimeoutMs,
      ...(limits && {
        statement_timeout: limits.statementTimeoutMs,
        query_timeout: limits.queryTimeoutMs,
        idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
        keepAlive: true,
      }),
    });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', (error) => logDatabaseFault(classifyDatabaseError(error) ?? 'unavailable', error));
    const dialect = new PostgresDialect({ pool: limits ? evictingPool(pool) : pool });
    const db = new Kysely<Database>({ dialect: limits ? guardDialect(dialect) : dialect });
    handles.set(db, { engine: 'postgres', url, pool });
    return db;
  }
  throw new Error('DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL)');
}

/** Which engine a Kysely instance (or a transaction of it) talks to. */
export function engineOf(db: Kysely<Database> | Kysely<unknown>): Engine {
  const known = handles.get(db);
  if (known) return known.engine;
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  if (adapter instanceof PostgresAdapter) return 'postgres';
  throw new Error('Unsupported database adapter');
}

/** The better-sqlite3 handle behind a Kysely instance made by createDatabase (bulk loading). */
export function sqliteHandleOf(db: Db): SQLite.Database | undefined {
  return handles.get(db)?.sqlite;
}

/** The pg pool behind a Kysely instance made by createDatabase (bulk loading). */
export function pgPoolOf(db: Db): pg.Pool | undefined {
  return handles.get(db)?.pool;
}

// ---------------------------------------------------------------- the process-wide instance

interface Shared {
  db: Db;
  url: string;
  ready?: Promise<Db>;
}

// Kept on globalThis so that Vite's module reloading in development does not open a second pool.
const globalKey = Symbol.for('weekend-shop.db');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Shared; [migratedKey]?: string };
/** The URL whose migrations already ran in this process (the production server runs them at start). */
const migratedKey = Symbol.for('weekend-shop.db.migrated');

function shared(): Shared {
  const g = globalThis as GlobalWithDb;
  const url = getEnv().DATABASE_URL;
  // A process serves one DATABASE_URL; a test that points it elsewhere gets that database, not the
  // one an earlier test left open.
  const current = g[globalKey];
  if (current && current.url !== url) {
    g[globalKey] = undefined;
    void current.db.destroy();
  }
  if (!g[globalKey]) g[globalKey] = { db: createDatabase(url, { requestLimits: requestLimits() }), url };
  return g[globalKey];
}

/** The process-wide database of `DATABASE_URL`, on the request path. Call `ready()` before the first query. */
export function getDb(): Db {
  return shared().db;
}

/** Records that `url`'s migrations ran (at start), so `ready()` does not run them on a request. */
export function markMigrated(url: string): void {
  (globalThis as GlobalWithDb)[migratedKey] = url;
}

/** Migrations run on a connection of their own, without the request path's short timeouts. */
async function migrate(url: string): Promise<void> {
  if ((globalThis as GlobalWithDb)[migratedKey] === url) return;
  const db = createDatabase(url);
  try {
    await migrateToLatest(db);
    markMigrated(url);
  } finally {
    await db.destroy();
  }
}

/**
 * The process-wide database, migrated to the latest schema (once per process; at start under the
 * production server). A failure is not kept: the next caller tries again, so the shop recovers by
 * itself when the database comes back.
 */
export function ready(): Promise<Db> {
  let s: Shared;
  try {
    s = shared();
  } catch (error) {
    return Promise.reject(databaseFaultResponse(error) ?? error);
  }
  if (!s.ready) {
    const db = s.db;
    const attempt = migrate(getEnv().DATABASE_URL).then(
      () => db,
      (error: unknown) => {
        if (s.ready === attempt) s.ready = undefined;
        throw databaseFaultResponse(error) ?? error;
      },
    );
    s.ready = attempt;
  }
  return s.ready;
}

/** Closes the process-wide database (tests, scripts). */
export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const s = g[globalKey];
  if (!s) return;
  g[globalKey] = undefined;
  await s.db.destroy();
}

/** `db` when given (tests pass their own), else the process-wide migrated database. */
export async function dbOr(db?: Db): Promise<Db> {
  return db ?? ready();
}
