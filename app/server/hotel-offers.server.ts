/** Offers of one hotel for 'Too late!' blocks and hotel drawers: published, cheapest first. */
import { perNightCents } from '~/domain/pricing';
import type { CardOfferInput } from '~/domain/search/card';
import type { Db } from './db/db.server';
import { offerOnSale } from './offer-sale.server';
import type { CatalogueLanguage } from './db/schema';
import { loadOfferCards } from './search/offer-cards.server';

export async function otherOffersOfHotel(
  db: Db,
  hotelId: number,
  language: CatalogueLanguage,
  today: string,
  limit = 6,
  excludeOfferId?: number,
): Promise<CardOfferInput[]> {
  let q = db
    .selectFrom('offers as o')
    .innerJoin('hotels as h', 'h.id', 'o.hotel_id')
    .select(['o.id', 'o.hotel_id', 'o.from_price_cents', 'o.from_ref_price_cents', 'o.nights'])
    .where('o.hotel_id', '=', hotelId)
    .where(offerOnSale('o', today))
    .where('h.active', '=', 1)
    .where('o.from_price_cents', '>', 0)
    .orderBy('o.from_price_cents')
    .orderBy('o.id')
    .limit(limit);
  if (excludeOfferId !== undefined) q = q.where('o.id', '!=', excludeOfferId);
  const rows = await q.execute();
  return loadOfferCards(
    db,
    rows.map((r) => ({
      offerId: r.id,
      hotelId: r.hotel_id,
      totalCents: r.from_price_cents,
      refCents: r.from_ref_price_cents,
      nights: r.nights,
      perNightCents: perNightCents(r.from_price_cents, r.nights),
      roomsLeft: null,
      distanceKm: null,
      otherOffersCount: Math.max(rows.length - 1, 0),
    })),
    language,
    'weekend',
  );
}
