/**
 * The databases the integration suite runs against: SQLite always (a temporary file), PostgreSQL when
 * TEST_DATABASE_URL is set (its `public` schema is dropped and recreated). Use with
 * `describe.each(engines)` so the same tests run on both.
 */
import { createHash, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type Db } from '~/server/db/db.server';
import { migrateToLatest } from '~/server/db/migrate.server';
import { seedCatalogue } from '../../scripts/seed/seed';

/** Frozen "now" of the suite: availability and content dates derive from it. */
export const TEST_NOW = '2026-11-22T10:00:00Z';
export const TEST_TODAY = '2026-11-22';
export const TEST_SCALE = 0.05;

process.env.SHOP_NOW ??= TEST_NOW;

export interface EngineCase {
  name: 'sqlite' | 'postgres';
  /** a URL for a fresh database of this engine */
  url: () => string;
}

const sqliteFiles: string[] = [];

export const engines: EngineCase[] = [
  {
    name: 'sqlite',
    url: () => {
      const file = path.join(tmpdir(), `shop-test-${process.pid}-${randomUUID()}.sqlite`);
      sqliteFiles.push(file);
      return `file:${file}`;
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, url: () => process.env.TEST_DATABASE_URL! }]
    : []),
];

/** An empty database of the engine (nothing migrated). */
export async function openEmpty(engine: EngineCase, url = engine.url()): Promise<Db> {
  const db = createDatabase(url);
  if (engine.name === 'postgres') {
    await sql`drop schema if exists public cascade`.execute(db);
    await sql`create schema public`.execute(db);
  }
  return db;
}

/** A migrated database seeded at `scale` with the suite's today. */
export async function openSeeded(
  engine: EngineCase,
  scale = TEST_SCALE,
  seed?: string,
  url = engine.url(),
): Promise<Db> {
  const db = await openEmpty(engine, url);
  await migrateToLatest(db);
  await seedCatalogue(db, { scale, today: TEST_TODAY, seed });
  return db;
}

/** Closes a database; removes the SQLite files the suite created. */
export async function closeDatabase(db: Db | undefined): Promise<void> {
  await db?.destroy();
  for (const file of sqliteFiles.splice(0)) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
}

/** A digest of a seeded catalogue: equal digests mean equal catalogues (for what the test reads). */
export async function catalogueDigest(
  db: Db,
): Promise<{ digest: string; counts: Record<string, number>; firstOfferLabel: string }> {
  const count = async (
    table: 'offers' | 'hotels' | 'offer_days' | 'reviews' | 'program_lines' | 'content_entries' | 'places',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = {
    places: await count('places'),
    hotels: await count('hotels'),
    offers: await count('offers'),
    offer_days: await count('offer_days'),
    reviews: await count('reviews'),
    program_lines: await count('program_lines'),
    content_entries: await count('content_entries'),
  };
  const offers = await db
    .selectFrom('offers')
    .select([
      'id',
      'hotel_id',
      'room_id',
      'kind',
      'slug',
      'nights',
      'from_price_cents',
      'from_ref_price_cents',
      'gift_price_cents',
      'cancellation_type',
    ])
    .orderBy('id')
    .execute();
  const hotels = await db
    .selectFrom('hotels')
    .select(['id', 'slug', 'stars', 'city_id', 'lat', 'lng', 'review_count', 'review_average'])
    .orderBy('id')
    .execute();
  const labels = await db
    .selectFrom('offer_translations')
    .select(['offer_id', 'language', 'label'])
    .orderBy('offer_id')
    .orderBy('language')
    .limit(200)
    .execute();
  const days = await db
    .selectFrom('offer_days')
    .select((eb) => [
      eb.fn.sum<number>('sell_cents').as('sell'),
      eb.fn.sum<number>('ref_cents').as('ref'),
      eb.fn.sum<number>('rooms_left').as('rooms'),
    ])
    .executeTakeFirstOrThrow();
  const content = await db
    .selectFrom('content_entries')
    .select(['market', 'kind', 'flow', 'data'])
    .orderBy('id')
    .execute();
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify({
      counts,
      offers,
      hotels,
      labels,
      days: [Number(days.sell), Number(days.ref), Number(days.rooms)],
      content,
    }),
  );
  const first = labels.find((l) => l.language === 'en');
  return { digest: hash.digest('hex'), counts, firstOfferLabel: first?.label ?? '' };
}
