/**
 * Reports of missing addresses as daily counts (ADR 024): one row per day, client address, source
 * (`page`: a view of the not-found page; `api`: a call to /api/error), address asked for and locale,
 * with how many times it happened. Written in batches off the request path, so a flood of 404s costs
 * one row per key and day, not one per request.
 *
 * Rows written before this migration (one per request, without client or source) are added up into
 * the new table as page views of an unknown client (''), then the old table is dropped.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('not_found_reports').renameTo('not_found_reports_v1').execute();
  await db.schema
    .createTable('not_found_reports')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('uri', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    // Named: on PostgreSQL the renamed table keeps the default name of its own primary key.
    .addPrimaryKeyConstraint('not_found_reports_daily_pk', ['day', 'client', 'source', 'uri', 'locale'])
    .execute();
  await sql`
    insert into not_found_reports (day, client, source, uri, locale, count, last_at)
    select substr(created_at, 1, 10), '', 'page', uri, locale, count(*), max(created_at)
    from not_found_reports_v1
    group by substr(created_at, 1, 10), uri, locale
  `.execute(db);
  await db.schema.dropTable('not_found_reports_v1').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('not_found_reports').renameTo('not_found_reports_v2').execute();
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('not_found_reports')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey()))
    .addColumn('uri', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One row per day and key again, at the last time seen (the count does not fit the old shape).
  await sql`
    insert into not_found_reports (uri, locale, created_at)
    select uri, locale, last_at from not_found_reports_v2
  `.execute(db);
  await db.schema.dropTable('not_found_reports_v2').execute();
}
