/**
 * The database connection (architecture.md §4): `file:…` is SQLite through better-sqlite3, `postgres://…`
 * is PostgreSQL through pg. Both go through one Kysely<Database>, so repositories have a single query
 * code path. Portable SQL only: no ILIKE (lower(x) like), no double-quoted string literals, great-circle
 * distance with asin(sqrt(…)).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteAdapter, SqliteDialect } from 'kysely';
import pg from 'pg';
import { getEnv } from '../env.server';
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

/** Opens a database; the caller owns it (`db.destroy()` closes the SQLite handle or the pg pool). */
export function createDatabase(url: string): Db {
  if (isSqliteUrl(url)) {
    const file = sqliteFilePath(url);
    mkdirSync(path.dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('cache_size = -64000');
    sqlite.pragma('mmap_size = 268435456');
    sqlite.pragma('temp_store = MEMORY');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    handles.set(db, { engine: 'sqlite', url, sqlite });
    return db;
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    // JIT compilation costs more than the shop's short queries take (10-20 ms of emission for a search
    // that runs in a few): off for the shop's connections.
    const pool = new pg.Pool({ connectionString: url, max: 10, types: pgTypes, options: '-c jit=off' });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', (error) => console.error(`[db] idle PostgreSQL client error: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
  ready?: Promise<Db>;
}

// Kept on globalThis so that Vite's module reloading in development does not open a second pool.
const globalKey = Symbol.for('weekend-shop.db');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Shared };

function shared(): Shared {
  const g = globalThis as GlobalWithDb;
  if (!g[globalKey]) g[globalKey] = { db: createDatabase(getEnv().DATABASE_URL) };
  return g[globalKey];
}

/** The process-wide database of `DATABASE_URL`. Call `ready()` before the first query to migrate it. */
export function getDb(): Db {
  return shared().db;
}

/** The process-wide database, migrated to the latest schema (once per process). */
export function ready(): Promise<Db> {
  const s = shared();
  if (!s.ready) {
    s.ready = migrateToLatest(s.db).then(() => s.db);
    // A failed migration is retried by the next caller instead of being cached forever.
    s.ready.catch(() => {
      s.ready = undefined;
    });
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
