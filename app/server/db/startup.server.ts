/**
 * The database at the production server's start, and the readiness probe (ADR 025). The server does
 * not listen before its database is there and migrated: a missing or unreadable SQLite file stops it
 * with a message (never an empty shop), and an unreachable PostgreSQL is waited for, with a message
 * at each try, for `DB_START_TIMEOUT_SECONDS`, then stops it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { catalogueVersion } from '../cache/catalogue-version.server';
import { getEnv } from '../env.server';
import { createDatabase, isSqliteUrl, markMigrated, ready, sqliteFilePath, type Db } from './db.server';
import { classifyDatabaseError } from './faults.server';
import { migrateToLatest } from './migrate.server';

/** Why the server cannot start; its message is meant for the operator as it is. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

export interface StartOptions {
  /** where progress and warnings go (the server's log) */
  log?: (line: string) => void;
  /** no warning about an empty catalogue (a cluster's workers: the primary already said it) */
  quiet?: boolean;
}

/** A PostgreSQL connection at start may take longer than on the request path, but not forever. */
const START_CONNECT_TIMEOUT_MS = 5_000;
const RETRY_DELAYS_MS = [1_000, 2_000, 3_000, 5_000];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The URL as an operator may read it in a log: no user name or password. */
function describe(url: string): string {
  if (isSqliteUrl(url)) return path.relative(process.cwd(), sqliteFilePath(url)) || sqliteFilePath(url);
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.host}${parsed.pathname}`;
}

async function openSqlite(url: string): Promise<Db> {
  const file = sqliteFilePath(url);
  if (!existsSync(file))
    throw new StartupError(
      `the SQLite database ${describe(url)} does not exist. Create it with \`npm run db:seed\` ` +
        '(`npm start` seeds it when it is missing), or point DATABASE_URL at an existing database.',
    );
  let db: Db | undefined;
  try {
    db = createDatabase(url);
    await sql`select count(*) from sqlite_master`.execute(db);
    return db;
  } catch (error) {
    await db?.destroy().catch(() => undefined);
    throw new StartupError(`the SQLite database ${describe(url)} cannot be read: ${messageOf(error)}`, {
      cause: error,
    });
  }
}

async function openPostgres(url: string, waitMs: number, log: (line: string) => void): Promise<Db> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt += 1) {
    const db = createDatabase(url, { connectTimeoutMs: START_CONNECT_TIMEOUT_MS });
    try {
      await sql`select 1`.execute(db);
      if (attempt > 0) log(`[db] ${describe(url)} answers`);
      return db;
    } catch (error) {
      await db.destroy().catch(() => undefined);
      const left = deadline - Date.now();
      if (!classifyDatabaseError(error))
        throw new StartupError(`${describe(url)} refused the connection: ${messageOf(error)}`, {
          cause: error,
        });
      if (left <= 0)
        throw new StartupError(
          `${describe(url)} cannot be reached (${messageOf(error)}); gave up after ${Math.round(waitMs / 1000)} s ` +
            '(DB_START_TIMEOUT_SECONDS).',
          { cause: error },
        );
      const delay = Math.min(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)], left);
      log(
        `[db] ${describe(url)} cannot be reached (${messageOf(error)}); ` +
          `trying again in ${delay / 1000} s, for up to ${Math.ceil(left / 1000)} s more`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Checks the database of `DATABASE_URL` and brings it to the latest schema, before the server
 * listens. Throws a StartupError that says what to do.
 */
export async function startDatabase(options: StartOptions = {}): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const env = getEnv();
  const url = env.DATABASE_URL;
  const db = isSqliteUrl(url)
    ? await openSqlite(url)
    : await openPostgres(url, env.DB_START_TIMEOUT_SECONDS * 1000, log);
  try {
    try {
      await migrateToLatest(db);
    } catch (error) {
      throw new StartupError(`migrating ${describe(url)} failed: ${messageOf(error)}`, { cause: error });
    }
    const offers = await db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(offers.n) === 0 && !options.quiet)
      log(`[db] warning: ${describe(url)} holds no offers: seed it with \`npm run db:seed\``);
  } finally {
    await db.destroy();
  }
  markMigrated(url);
}

export interface Readiness {
  ready: boolean;
  /** what a 503 asks clients to wait (`Retry-After`) */
  retryAfterSeconds: number;
}

/** The readiness probe's question: does the request path's database answer within `timeoutMs`? */
export async function checkDatabase(timeoutMs = 1_000): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answer = ready()
    .then((db) => catalogueVersion(db))
    .then(
      () => true,
      () => false,
    );
  try {
    return { ready: await Promise.race([answer, late]), retryAfterSeconds: getEnv().DB_RETRY_AFTER_SECONDS };
  } finally {
    clearTimeout(timer);
  }
}
