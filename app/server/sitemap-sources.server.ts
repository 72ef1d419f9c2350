/**
 * What the sitemap lists, read from the catalogue once per catalogue version and day (ADR 017):
 * published, unexpired stays; active hotels with such an offer; published activity-only products;
 * published digital boxes (codes ending in EBOX). Only market-relative paths: the sitemap adds each market.
 */
import { DEFAULT_MARKET } from '~/domain/market';
import { cachedCatalogueRead } from './cache/data-cache.server';
import { todayIn } from './clock.server';
import type { Db } from './db/db.server';
import { offerOnSale } from './offer-sale.server';
import type { SitemapKind, SitemapProduct } from './sitemap.server';

export type SitemapSources = Record<Exclude<SitemapKind, 'pages'>, SitemapProduct[]> & { boxes: string[] };

async function readSources(db: Db, today: string): Promise<SitemapSources> {
  const [stays, hotels, activities, boxes] = await Promise.all([
    db
      .selectFrom('offers as o')
      .select(['o.id', 'o.slug'])
      .where(offerOnSale('o', today))
      .orderBy('o.id')
      .execute(),
    db
      .selectFrom('hotels as h')
      .select(['h.id', 'h.slug'])
      .where('h.active', '=', 1)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('offers as o')
            .select('o.id')
            .whereRef('o.hotel_id', '=', 'h.id')
            .where(offerOnSale('o', today)),
        ),
      )
      .orderBy('h.id')
      .execute(),
    db
      .selectFrom('activity_products')
      .select(['id', 'slug'])
      .where('published', '=', 1)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('boxes')
      .select(['code', 'slug'])
      .where('published', '=', 1)
      .where('code', 'like', '%EBOX')
      .orderBy('position')
      .orderBy('code')
      .execute(),
  ]);
  return {
    stays: stays.map((o) => ({ path: `/stay/${o.id}/${o.slug}` })),
    hotels: hotels.map((h) => ({ path: `/hotel/${h.id}/${h.slug}` })),
    activities: activities.map((a) => ({ path: `/activity/${a.id}/${a.slug}` })),
    boxes: boxes.map((b) => `/boxes/p/${b.slug}/${b.code}`),
  };
}

/** The sitemap's sources; "today" (for expired stays) is the first market's day. */
export function sitemapSources(db: Db): Promise<SitemapSources> {
  const today = todayIn(DEFAULT_MARKET.timeZone);
  return cachedCatalogueRead(db, `sitemap|${today}`, () => readSources(db, today));
}
