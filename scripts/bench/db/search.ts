/**
 * Database time of one filtered, faceted, dated search (p95 at most 5 ms, 25 ms at ten times the catalogue): the destination, the page
 * of cards and every facet count, as the results page asks them. At the default catalogue (5,000
 * offers, DATABASE_URL) and, when BENCH_SCALE10_DATABASE_URL names a database seeded with
 * SEED_SCALE=10 (50,000 offers; PostgreSQL), at ten times that.
 */
import { addDays } from '../../../app/domain/calendar/dates';
import { parseSearchCriteria } from '../../../app/domain/search/criteria';
import { effectiveSort } from '../../../app/domain/search/sort';
import { createDatabase, type Db } from '../../../app/server/db/db.server';
import { resolveDestination } from '../../../app/server/search/destination.server';
import { todayIn } from '../../../app/server/clock.server';
import { searchOffersWithFacets } from '../../../app/server/search/offer-search.server';
import { registerDatabaseBenchmark } from '../database';
import { targets } from '../targets';
import { benchCheckin } from '../today';

/** A Saturday about three weeks ahead of the catalogue's today, two nights, 2 adults + 1 child. */
function question(today: string): URLSearchParams {
  const checkin = benchCheckin(today);
  return new URLSearchParams({
    country: 'FR',
    checkin,
    checkout: addDays(checkin, 2),
    a: '2',
    c: '1',
    stars: '3,4,5',
    facilities: 'wifi',
    minHotelReviewScore: '7',
  });
}

function register(name: string, url: string | undefined, p95Ms: number) {
  let db: Db | undefined;
  // The catalogue's today (SHOP_NOW when the seed was frozen), so the dates fall in its calendar.
  const today = todayIn('Europe/Paris');
  const criteria = parseSearchCriteria(question(today), { today });
  const sort = effectiveSort(criteria);
  registerDatabaseBenchmark(
    name,
    async () => {
      const destination = await resolveDestination(db!, criteria, 'fr');
      await searchOffersWithFacets(db!, { criteria, destination, sort, page: 1, pageSize: 30 });
    },
    {
      target: { p95Ms },
      setup: async () => {
        if (!url)
          throw new Error(
            'not measured: set BENCH_SCALE10_DATABASE_URL to a database seeded with SEED_SCALE=10',
          );
        db = createDatabase(url);
        const offers = await db
          .selectFrom('offers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        if (Number(offers.n) === 0) throw new Error(`not measured: ${name} has no catalogue`);
      },
      teardown: () => db?.destroy(),
    },
  );
}

register(
  'search DB time, 5,000 offers',
  process.env.DATABASE_URL ?? 'file:data/shop.sqlite',
  targets.databaseSearchP95Ms.scale1,
);
register(
  'search DB time, 50,000 offers',
  process.env.BENCH_SCALE10_DATABASE_URL,
  targets.databaseSearchP95Ms.scale10,
);
