/**
 * The catalogue version (ADR 017). Every write to stock, prices or content calls
 * `bumpCatalogueVersion` in the same transaction; every cached read keys its entry by
 * `catalogueVersion`, read from the database (one primary-key row), so a write through any process
 * or machine on the same database makes every process's older entries unreachable at once.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The current catalogue version (1 on a fresh database). */
export async function catalogueVersion(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('catalogue_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Increments the catalogue version; call it inside the transaction that changes stock, prices or content. */
export async function bumpCatalogueVersion(db: Executor): Promise<number> {
  await db
    .updateTable('catalogue_version')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', 1)
    .execute();
  return catalogueVersion(db);
}

let inFlight: { db: Executor; read: Promise<number> } | undefined;

/**
 * The catalogue version for a request. Concurrent requests share one read (one round trip to
 * PostgreSQL however many requests arrive together), and every request after it reads again, so a
 * bump made by another process is seen by the next request here.
 */
export function currentCatalogueVersion(db: Executor): Promise<number> {
  if (inFlight?.db === db) return inFlight.read;
  const read = catalogueVersion(db).finally(() => {
    if (inFlight?.read === read) inFlight = undefined;
  });
  inFlight = { db, read };
  return read;
}
