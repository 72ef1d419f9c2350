/**
 * The default catalogue (SEED_SCALE=1) on SQLite meets the catalogue's headline figures: 5,000 offers,
 * 1,500 hotels, 150 cities with coordinates, 12 months of availability, reviews in 4+ languages and
 * content for the six markets. Takes about 15 s; SKIP_SCALE_TEST=1 skips it.
 */
import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '~/domain/market';
import { catalogueCounts } from '~/server/catalogue.server';
import { type Db, sqliteHandleOf } from '~/server/db/db.server';
import { closeDatabase, engines, openSeeded } from './databases';

const skip = process.env.SKIP_SCALE_TEST === '1';

describe.skipIf(skip)('catalogue at SEED_SCALE=1', () => {
  let db: Db;
  let seconds = 0;
  beforeAll(async () => {
    const started = performance.now();
    db = await openSeeded(engines[0], 1);
    seconds = (performance.now() - started) / 1000;
  }, 300_000);
  afterAll(() => closeDatabase(db));

  it('meets the catalogue thresholds', async () => {
    const counts = await catalogueCounts(db);
    expect(counts.offers).toBeGreaterThanOrEqual(5000);
    expect(counts.hotels).toBeGreaterThanOrEqual(1500);
    expect(counts.citiesWithCoordinates).toBeGreaterThanOrEqual(150);
    expect(counts.availabilityMonths).toBeGreaterThanOrEqual(12);
    expect(counts.reviewLanguages.length).toBeGreaterThanOrEqual(4);
    expect(counts.marketsWithContent).toEqual(MARKETS.map((m) => m.code).sort());
    console.log(
      `SEED_SCALE=1 on SQLite: ${seconds.toFixed(1)} s, ${counts.offers} offers, ${counts.hotels} hotels`,
    );
  });

  it('spreads the hotels over every city, in a file under 300 MB', async () => {
    const empty = await db
      .selectFrom('places')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'city')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('hotels').select('hotels.id').whereRef('hotels.city_id', '=', 'places.id'))),
      )
      .executeTakeFirstOrThrow();
    expect(Number(empty.n)).toBe(0);
    const list = await db.selectFrom('offers').select('kind').execute();
    const hotelOnly = list.filter((o) => o.kind === 'hotel_only').length / list.length;
    expect(hotelOnly).toBeGreaterThan(0.05);
    expect(hotelOnly).toBeLessThan(0.15);
    const file = sqliteHandleOf(db)!.name;
    expect(statSync(file).size).toBeLessThan(300 * 1024 * 1024);
  });
});
