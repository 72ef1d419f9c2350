/**
 * The catalogue version: one row whose number every write to stock, prices or content increments.
 * Caches key their entries by it, so every process that shares the database drops what a write made
 * stale at its next read (ADR 017).
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const TABLES = ['catalogue_version'] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('catalogue_version').values({ id: 1, version: 1 }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('catalogue_version').ifExists().execute();
}
