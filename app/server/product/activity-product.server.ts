/**
 * An activity-only product as its page and its JSON API read it: the product in one language, its
 * price table (one price per party size), its activities (the main one first) and its pictures.
 */
import { activityImageIds } from '~/domain/product/activity-images';
import type { PartyPrice } from '~/domain/product/activity-party';
import { cachedCatalogueRead } from '../cache/data-cache.server';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage } from '../db/schema';

export interface ActivityProductActivity {
  id: number;
  name: string;
  description: string;
  durationMinutes: number;
  /** the product's main activity */
  main: boolean;
}

export interface ActivityProduct {
  id: number;
  slug: string;
  published: boolean;
  label: string;
  description: string;
  schedules: string;
  niceToKnow: string;
  importantInfo: string;
  validityMonths: number;
  centre: string;
  city: { id: number; name: string; countryCode: string };
  location: { lat: number; lng: number };
  /** smallest party first */
  prices: PartyPrice[];
  activities: ActivityProductActivity[];
  imageIds: string[];
}

/** The product `id` in `language`, published or not; undefined when no such product exists. */
export async function loadActivityProduct(
  db: Db,
  id: number,
  language: CatalogueLanguage,
): Promise<ActivityProduct | undefined> {
  const row = await db
    .selectFrom('activity_products as p')
    .innerJoin('activity_product_translations as t', (j) =>
      j.onRef('t.product_id', '=', 'p.id').on('t.language', '=', language),
    )
    .innerJoin('places as city', 'city.id', 'p.city_id')
    .leftJoin('place_names as cn', (j) =>
      j.onRef('cn.place_id', '=', 'p.city_id').on('cn.language', '=', language),
    )
    .leftJoin('activities as a', 'a.id', 'p.main_activity_id')
    .select([
      'p.id',
      'p.slug',
      'p.published',
      'p.centre_name',
      'p.city_id',
      'p.lat',
      'p.lng',
      'p.validity_months',
      'p.main_activity_id',
      't.label',
      't.description',
      't.schedules',
      't.nice_to_know',
      't.important_info',
      'cn.name as city_name',
      'city.key as city_key',
      'city.country_code',
      'a.group_key',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;

  const [prices, activities] = await Promise.all([
    db
      .selectFrom('activity_product_prices')
      .select(['party_size', 'sell_cents', 'ref_cents'])
      .where('product_id', '=', id)
      .orderBy('party_size')
      .execute(),
    db
      .selectFrom('activity_product_activities as pa')
      .innerJoin('activities as a', 'a.id', 'pa.activity_id')
      .leftJoin('activity_translations as at', (j) =>
        j.onRef('at.activity_id', '=', 'a.id').on('at.language', '=', language),
      )
      .select(['a.id', 'a.duration_minutes', 'at.name', 'at.description', 'pa.position'])
      .where('pa.product_id', '=', id)
      .orderBy('pa.position')
      .execute(),
  ]);

  return {
    id: row.id,
    slug: row.slug,
    published: Number(row.published) === 1,
    label: row.label,
    description: row.description,
    schedules: row.schedules,
    niceToKnow: row.nice_to_know,
    importantInfo: row.important_info,
    validityMonths: row.validity_months,
    centre: row.centre_name,
    city: { id: row.city_id, name: row.city_name ?? row.city_key, countryCode: row.country_code },
    location: { lat: Number(row.lat), lng: Number(row.lng) },
    prices: prices.map((p) => ({ partySize: p.party_size, sellCents: p.sell_cents, refCents: p.ref_cents })),
    activities: activities
      .map((a) => ({
        id: a.id,
        name: a.name ?? '',
        description: a.description ?? '',
        durationMinutes: a.duration_minutes,
        main: a.id === row.main_activity_id,
      }))
      // The main activity leads the list whatever its position.
      .sort((a, b) => Number(b.main) - Number(a.main)),
    imageIds: activityImageIds(row.id, row.group_key),
  };
}

/** The product as the page and the API read it: once per catalogue version, id and language (ADR 017). */
export async function readActivityProduct(
  db: Db,
  id: number,
  language: CatalogueLanguage,
): Promise<ActivityProduct | undefined> {
  const { product } = await cachedCatalogueRead(db, `activity|${id}|${language}`, async () => ({
    product: (await loadActivityProduct(db, id, language)) ?? null,
  }));
  return product ?? undefined;
}
