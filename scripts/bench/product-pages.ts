/**
 * The product pages the bench loads, weighs and audits: a stay, a hotel, an activity and a box page
 * of the catalogue under bench (DATABASE_URL), picked like a shopper would land on them: the most
 * popular product on sale of each kind, ties broken by id, so one catalogue always gives the
 * same addresses.
 */
import { boxPath } from '../../app/domain/product/box-rules';
import { createDatabase, type Db } from '../../app/server/db/db.server';
import { offerOnSale } from '../../app/server/offer-sale.server';
import type { PageTarget } from './pages';
import { targets } from './targets';
import { serverToday } from './today';

/** The market the bench's pages are in (the search page's too). */
const MARKET = 'fr-fr';

export interface ProductPaths {
  stay: string | null;
  hotel: string | null;
  activity: string | null;
  box: string | null;
}

/** The addresses of one product of each kind, or null for a kind the catalogue lacks. */
export async function pickProductPaths(db: Db): Promise<ProductPaths> {
  // On sale as the app sees it today (its clock honours SHOP_NOW, which the bench passes on).
  const today = serverToday();
  const [offer, hotel, activity, box] = await Promise.all([
    db
      .selectFrom('offers as o')
      .innerJoin('hotels as h', 'h.id', 'o.hotel_id')
      .select(['o.id', 'o.slug'])
      .where(offerOnSale('o', today))
      .where('h.active', '=', 1)
      .where('o.from_price_cents', '>', 0)
      .orderBy('o.popularity', 'desc')
      .orderBy('o.id')
      .executeTakeFirst(),
    db
      .selectFrom('hotels as h')
      .select(['h.id', 'h.slug'])
      .where('h.active', '=', 1)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('offers as o')
            .select('o.id')
            .whereRef('o.hotel_id', '=', 'h.id')
            .where(offerOnSale('o', today)),
        ),
      )
      .orderBy('h.review_count', 'desc')
      .orderBy('h.id')
      .executeTakeFirst(),
    db
      .selectFrom('activity_products')
      .select(['id', 'slug'])
      .where('published', '=', 1)
      .orderBy('id')
      .executeTakeFirst(),
    db
      .selectFrom('boxes')
      .select(['code', 'slug'])
      .where('published', '=', 1)
      .where('code', 'like', '%EBOX')
      .orderBy('position')
      .orderBy('code')
      .executeTakeFirst(),
  ]);
  return {
    stay: offer ? `/${MARKET}/stay/${offer.id}/${offer.slug}` : null,
    hotel: hotel ? `/${MARKET}/hotel/${hotel.id}/${hotel.slug}` : null,
    activity: activity ? `/${MARKET}/activity/${activity.id}/${activity.slug}` : null,
    box: box ? boxPath(MARKET, box.slug, box.code) : null,
  };
}

/** The same, from the database of a URL (opened and closed here). */
export async function pickProductPathsFrom(databaseUrl: string): Promise<ProductPaths> {
  const db = createDatabase(databaseUrl);
  try {
    return await pickProductPaths(db);
  } finally {
    await db.destroy();
  }
}

/**
 * The bench's entries for the product pages found. Stay and hotel have their own throughput target;
 * the activity and box pages have none, so the stay and hotel target is their yardstick. Only the
 * search page has a first-load total target: it is a yardstick here too.
 */
export function productPageTargets(paths: ProductPaths): PageTarget[] {
  const entry = (name: keyof ProductPaths, ownThroughputTarget: boolean): PageTarget[] => {
    const path = paths[name];
    if (!path) return [];
    return [
      {
        name,
        path,
        throughputTarget: targets.stayHotelThroughputRatio,
        lighthouse: true,
        firstLoadJs: true,
        referenceTargets: ownThroughputTarget ? ['firstLoadTotal'] : ['throughput', 'firstLoadTotal'],
      },
    ];
  };
  return [
    ...entry('stay', true),
    ...entry('hotel', true),
    ...entry('activity', false),
    ...entry('box', false),
  ];
}
