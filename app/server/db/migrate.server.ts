import {
  type Kysely,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  PostgresAdapter,
  sql,
} from 'kysely';
import { migrations, SCHEMA_TABLES } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function migratorOf(db: AnyDb): Migrator {
  return new Migrator({ db, provider });
}

function check(result: MigrationResultSet): MigrationResultSet {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const message = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${message}`);
  }
  return result;
}

/** Brings the schema to the latest migration; returns the names of the migrations it ran. */
export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  const result = check(await migratorOf(db).migrateToLatest());
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Drops every table of the shop and Kysely's migration bookkeeping, leaving an empty database
 * (the seed's `--force`). Tables unknown to the migrations are left alone.
 */
export async function dropSchema(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!pg) await sql`pragma foreign_keys = off`.execute(db);
  try {
    const names: string[] = [...SCHEMA_TABLES].reverse();
    for (const name of [...names, 'kysely_migration', 'kysely_migration_lock']) {
      const drop = db.schema.dropTable(name).ifExists();
      await (pg ? drop.cascade() : drop).execute();
    }
  } finally {
    if (!pg) await sql`pragma foreign_keys = on`.execute(db);
  }
}
