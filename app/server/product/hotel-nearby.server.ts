/** Active hotels near a hotel, with what their cards show: label, stars, city, picture, "from" price. */
import { boundsAround } from '~/domain/geo';
import { NEARBY_MAX, NEARBY_RADIUS_KM, nearestHotels } from '~/domain/product/hotel-nearby';
import type { NearbyHotel } from '~/domain/product/hotel-view';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage } from '../db/schema';

export async function loadNearbyHotels(
  db: Db,
  hotel: { id: number; lat: number; lng: number },
  language: CatalogueLanguage,
): Promise<NearbyHotel[]> {
  // The box around the circle narrows the read; the exact distance decides (one rule, in geo).
  const box = boundsAround(hotel, NEARBY_RADIUS_KM);
  const candidates = await db
    .selectFrom('hotels')
    .select(['id', 'lat', 'lng'])
    .where('active', '=', 1)
    .where('id', '!=', hotel.id)
    .where('lat', '>=', box.south)
    .where('lat', '<=', box.north)
    .where('lng', '>=', box.west)
    .where('lng', '<=', box.east)
    .execute();
  const nearest = nearestHotels(hotel, candidates, { limit: NEARBY_MAX });
  if (nearest.length === 0) return [];
  const ids = nearest.map((n) => n.id);
  const [rows, images, prices] = await Promise.all([
    db
      .selectFrom('hotels as h')
      .innerJoin('hotel_translations as t', (j) =>
        j.onRef('t.hotel_id', '=', 'h.id').on('t.language', '=', language),
      )
      .leftJoin('place_names as c', (j) =>
        j.onRef('c.place_id', '=', 'h.city_id').on('c.language', '=', language),
      )
      .select(['h.id', 'h.slug', 'h.stars', 't.label', 'c.name as city'])
      .where('h.id', 'in', ids)
      .execute(),
    db
      .selectFrom('hotel_images')
      .select(['owner_id', 'image_id'])
      .where('owner_id', 'in', ids)
      .where('position', '=', 0)
      .execute(),
    db
      .selectFrom('offers')
      .select(['hotel_id', (eb) => eb.fn.min<number>('from_price_cents').as('from')])
      .where('hotel_id', 'in', ids)
      .where('published', '=', 1)
      .where('from_price_cents', '>', 0)
      .groupBy('hotel_id')
      .execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const image = new Map(images.map((i) => [i.owner_id, i.image_id]));
  const from = new Map(prices.map((p) => [p.hotel_id, Number(p.from)]));
  return nearest.flatMap((n) => {
    const row = byId.get(n.id);
    if (!row) return [];
    return [
      {
        id: n.id,
        slug: row.slug,
        label: row.label,
        stars: row.stars,
        city: row.city ?? null,
        imageId: image.get(n.id) ?? null,
        fromCents: from.get(n.id) ?? null,
        distanceKm: n.distanceKm,
      },
    ];
  });
}
