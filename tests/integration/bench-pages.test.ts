/**
 * The bench picks its product pages from the catalogue under bench: on a seeded catalogue of each
 * engine, one published product of each kind, the same addresses on every call, and the entries the
 * bench measures (throughput target of the stay and hotel pages, Lighthouse, first-load JavaScript).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/server/db/db.server';
import { pickProductPaths, productPageTargets } from '../../scripts/bench/product-pages';
import { targets } from '../../scripts/bench/targets';
import { closeDatabase, engines, openSeeded } from './databases';

describe.each(engines)("the bench's product pages on $name", (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(engine);
  }, 180_000);
  afterAll(() => closeDatabase(db));

  it('picks a published product of each kind, the same each time', async () => {
    const paths = await pickProductPaths(db);
    expect(await pickProductPaths(db)).toEqual(paths);

    const stay = /^\/fr-fr\/stay\/(\d+)\/[a-z0-9-]+$/.exec(paths.stay ?? '');
    expect(stay, paths.stay ?? 'no stay').not.toBeNull();
    const offer = await db
      .selectFrom('offers as o')
      .innerJoin('hotels as h', 'h.id', 'o.hotel_id')
      .select(['o.published', 'h.active'])
      .where('o.id', '=', Number(stay![1]))
      .executeTakeFirstOrThrow();
    expect([Number(offer.published), Number(offer.active)]).toEqual([1, 1]);

    const hotel = /^\/fr-fr\/hotel\/(\d+)\/[a-z0-9-]+$/.exec(paths.hotel ?? '');
    expect(hotel, paths.hotel ?? 'no hotel').not.toBeNull();
    const offers = await db
      .selectFrom('offers')
      .select('id')
      .where('hotel_id', '=', Number(hotel![1]))
      .where('published', '=', 1)
      .execute();
    expect(offers.length).toBeGreaterThan(0);

    const activity = /^\/fr-fr\/activity\/(\d+)\/[a-z0-9-]+$/.exec(paths.activity ?? '');
    expect(activity, paths.activity ?? 'no activity').not.toBeNull();
    const product = await db
      .selectFrom('activity_products')
      .select('published')
      .where('id', '=', Number(activity![1]))
      .executeTakeFirstOrThrow();
    expect(Number(product.published)).toBe(1);

    const box = /^\/fr-fr\/boxes\/p\/[a-z0-9-]+\/([A-Z0-9-]+EBOX)$/.exec(paths.box ?? '');
    expect(box, paths.box ?? 'no box').not.toBeNull();
    const boxRow = await db
      .selectFrom('boxes')
      .select('published')
      .where('code', '=', box![1])
      .executeTakeFirstOrThrow();
    expect(Number(boxRow.published)).toBe(1);
  });

  it('measures each picked page: throughput, first-load JavaScript and Lighthouse', async () => {
    const entries = productPageTargets(await pickProductPaths(db));
    expect(entries.map((e) => e.name)).toEqual(['stay', 'hotel', 'activity', 'box']);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        throughputTarget: targets.stayHotelThroughputRatio,
        lighthouse: true,
        firstLoadJs: true,
      });
    }
    // stay and hotel have their own throughput target; activity and box are measured against it
    expect(entries.filter((e) => !e.referenceTargets?.includes('throughput')).map((e) => e.name)).toEqual([
      'stay',
      'hotel',
    ]);
  });
});
