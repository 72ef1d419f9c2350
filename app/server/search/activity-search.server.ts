/**
 * Activity-only search (/api/search/activity-only.json and /{m}/search/activities):
 * day products with no hotel night, by destination, activity, budget and party size (1 or 2).
 * The price shown is per person: the party's price divided by its size.
 */
import { sql } from 'kysely';
import type { SearchCriteria, Sort } from '~/domain/search/criteria';
import { activityImageIds } from '~/domain/product/activity-images';
import { activityParty } from '~/domain/travellers';
import type { CardOfferInput } from '~/domain/search/card';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage } from '../db/schema';
import type { ResolvedDestination } from './destination.server';
import { destinationSql, type PlaceColumns } from './destination-sql.server';

export interface ActivitySearchResult {
  total: number;
  products: CardOfferInput[];
  /** activity id -> number of products the shopper would get by adding it */
  tagCounts: Map<number, number>;
}

const PRODUCT_PLACE: PlaceColumns = {
  city: 'p.city_id',
  department: 'city.department_id',
  region: 'city.region_id',
  country: 'city.country_code',
  lat: 'p.lat',
  lng: 'p.lng',
};

export async function searchActivities(
  db: Db,
  input: {
    criteria: SearchCriteria;
    destination: ResolvedDestination;
    sort: Sort;
    page: number;
    pageSize: number;
    language: CatalogueLanguage;
  },
): Promise<ActivitySearchResult> {
  const { criteria: c, destination } = input;
  const party = activityParty(c.pax.adults);
  const f = destination.filter;
  const { condition: atDestination, distance } = destinationSql(destination, PRODUCT_PLACE, {
    distanceFromAnyPlace: true,
  });

  const base = (withTags: boolean) => {
    let q = db
      .selectFrom('activity_products as p')
      .innerJoin('activity_product_prices as pr', (j) =>
        j.onRef('pr.product_id', '=', 'p.id').on('pr.party_size', '=', party),
      )
      .innerJoin('places as city', 'city.id', 'p.city_id')
      .where('p.published', '=', 1);
    if (atDestination) q = q.where(atDestination);
    if (c.country && f.by !== 'country') q = q.where('city.country_code', '=', c.country);
    // Budget per person, cents.
    const perPerson = sql<number>`((pr.sell_cents + ${party} - 1) / ${party})`;
    if (c.priceMin !== undefined) q = q.where(sql<boolean>`${perPerson} >= ${c.priceMin}`);
    if (c.priceMax !== undefined) q = q.where(sql<boolean>`${perPerson} <= ${c.priceMax}`);
    if (withTags && c.tags.length > 0) {
      q = q.where(
        'p.id',
        'in',
        db.selectFrom('activity_product_activities').select('product_id').where('activity_id', 'in', c.tags),
      );
    }
    return q;
  };

  const order =
    input.sort === 'distance' && distance
      ? sql`${distance} asc, p.id asc`
      : input.sort === 'priceAsc'
        ? sql`pr.sell_cents asc, p.id asc`
        : // Quality/price for activities: popularity per euro.
          sql`(p.popularity + 1) * 100000.0 / (case when pr.sell_cents > 0 then pr.sell_cents else 1 end) desc, p.id asc`;

  const [rows, tagRows] = await Promise.all([
    base(true)
      .innerJoin('activity_product_translations as t', (j) =>
        j.onRef('t.product_id', '=', 'p.id').on('t.language', '=', input.language),
      )
      .leftJoin('place_names as cn', (j) =>
        j.onRef('cn.place_id', '=', 'p.city_id').on('cn.language', '=', input.language),
      )
      .leftJoin('activities as a', 'a.id', 'p.main_activity_id')
      .select([
        'p.id',
        'p.slug',
        'p.centre_name',
        'p.lat',
        'p.lng',
        'p.popularity',
        't.label',
        'cn.name as city',
        'pr.sell_cents',
        'pr.ref_cents',
        'a.group_key',
        (distance ?? sql<number | null>`null`).as('distance_km'),
        sql<number>`count(*) over ()`.as('total'),
      ])
      .orderBy(order)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    // Activity counts: OR semantics, as for stays.
    base(false)
      .innerJoin('activity_product_activities as pa', 'pa.product_id', 'p.id')
      .select(['pa.activity_id', sql<number>`count(distinct p.id)`.as('n')])
      .groupBy('pa.activity_id')
      .execute(),
  ]);

  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && input.page > 1) {
    const count = await base(true)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst();
    total = Number(count?.n ?? 0);
  }
  const tagCounts = new Map<number, number>();
  if (c.tags.length === 0) for (const r of tagRows) tagCounts.set(r.activity_id, Number(r.n));
  else {
    // Adding an unselected activity: the current products plus those that have it and none of the selected.
    const extra = await base(false)
      .innerJoin('activity_product_activities as pa', 'pa.product_id', 'p.id')
      .where(
        'p.id',
        'not in',
        db.selectFrom('activity_product_activities').select('product_id').where('activity_id', 'in', c.tags),
      )
      .select(['pa.activity_id', sql<number>`count(distinct p.id)`.as('n')])
      .groupBy('pa.activity_id')
      .execute();
    for (const r of tagRows) tagCounts.set(r.activity_id, total);
    for (const r of extra)
      if (!c.tags.includes(r.activity_id)) tagCounts.set(r.activity_id, total + Number(r.n));
    for (const id of c.tags) tagCounts.set(id, total);
  }

  const images = rows.length
    ? await db
        .selectFrom('activities as a')
        .innerJoin('activity_products as p', 'p.main_activity_id', 'a.id')
        .select(['p.id', 'a.group_key'])
        .where(
          'p.id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const imageFor = (id: number) =>
    activityImageIds(id, images.find((i) => i.id === id)?.group_key).slice(0, 2);

  return {
    total,
    tagCounts,
    products: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      label: r.label,
      imageIds: imageFor(r.id),
      hotel: {
        id: r.id,
        slug: r.slug,
        label: r.centre_name,
        stars: 0,
        locationLabel: r.city ?? '',
        review: { count: 0, average: null },
      },
      location: { lat: r.lat, lng: r.lng },
      sellCents: r.sell_cents,
      refCents: r.ref_cents,
      nights: 0,
      itemCategory: 'activity' as const,
      distanceKm: r.distance_km === null ? undefined : Number(r.distance_km),
      otherOffersCount: 0,
      participants: party,
    })),
  };
}
