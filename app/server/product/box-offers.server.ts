/**
 * The stays a box can buy (box_offers of its family): published offers of active hotels, most
 * popular first, then by id so that the pages of 8 are stable and cover every stay once.
 */
import { offerOnSale } from '../offer-sale.server';
import { boxOffersPaging, type BoxOffersPaging } from '~/domain/product/box-rules';
import { perNightCents } from '~/domain/pricing';
import type { CardOfferInput } from '~/domain/search/card';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage } from '../db/schema';
import { loadOfferCards } from '../search/offer-cards.server';

export interface BoxOffersPage {
  total: number;
  paging: BoxOffersPaging;
  offers: CardOfferInput[];
}

function familyOffers(db: Db, family: string, today: string) {
  return db
    .selectFrom('box_offers as bo')
    .innerJoin('offers as o', 'o.id', 'bo.offer_id')
    .innerJoin('hotels as h', 'h.id', 'o.hotel_id')
    .where('bo.family', '=', family)
    .where(offerOnSale('o', today))
    .where('h.active', '=', 1);
}

export async function loadBoxOffersPage(
  db: Db,
  family: string,
  page: number,
  language: CatalogueLanguage,
  today: string,
): Promise<BoxOffersPage> {
  const counted = await familyOffers(db, family, today)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  // pg answers count(*) as text, SQLite as a number
  const total = Number(counted?.total ?? 0);
  const paging = boxOffersPaging(page, total);
  if (paging.offset >= total) return { total, paging, offers: [] };
  const rows = await familyOffers(db, family, today)
    .select(['o.id', 'o.hotel_id', 'o.from_price_cents', 'o.from_ref_price_cents', 'o.nights'])
    .orderBy('o.popularity', 'desc')
    .orderBy('o.id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  const offers = await loadOfferCards(
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
      otherOffersCount: 0,
    })),
    language,
    'weekend',
  );
  return { total, paging, offers };
}
