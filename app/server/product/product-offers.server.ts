/** The offers of a stay's hotel for dates and travellers (the offers list of the product's hotel). */
import { offerOnSale } from '../offer-sale.server';
import type { ProductOffersResponse } from '~/domain/api/product';
import { cancellationPolicy, isCancellable } from '~/domain/product/cancellation';
import type { Pax } from '~/domain/search/criteria';
import type { Db } from '../db/db.server';
import { priceForStay } from './stay-price.server';

/** undefined when the product is unknown; its hotel's bookable offers otherwise (maybe none). */
export async function hotelOffersForDates(
  db: Db,
  offerId: number,
  stay: { checkin: string; nights: number; pax: Pick<Pax, 'adults' | 'children'> },
  today: string,
): Promise<ProductOffersResponse | undefined> {
  const product = await db
    .selectFrom('offers')
    .select('hotel_id')
    .where('id', '=', offerId)
    .executeTakeFirst();
  if (!product) return undefined;
  const offers = await db
    .selectFrom('offers as o')
    .innerJoin('hotels as h', 'h.id', 'o.hotel_id')
    .select(['o.id', 'o.cancellation_type', 'o.cancellation_days'])
    .where('o.hotel_id', '=', product.hotel_id)
    .where('o.kind', '=', 'weekend')
    .where(offerOnSale('o', today))
    .where('h.active', '=', 1)
    .orderBy('o.id')
    .execute();
  const priced = await Promise.all(
    offers.map(async (o) => ({
      o,
      price: await priceForStay(db, o.id, stay.checkin, stay.nights, stay.pax),
    })),
  );
  const items = priced.flatMap(({ o, price }) =>
    price
      ? [
          {
            weekendId: o.id,
            priceInfo: {
              sellPrice: price.sellCents,
              refPrice: price.refCents,
              promo: price.promoPercent,
              priceType: 'FINAL_PRICE' as const,
            },
            cancellationPolicy: {
              cancellable: isCancellable(
                cancellationPolicy({ type: o.cancellation_type, days: o.cancellation_days }, stay.checkin),
                today,
              ),
            },
          },
        ]
      : [],
  );
  items.sort((a, b) => a.priceInfo.sellPrice - b.priceInfo.sellPrice || a.weekendId - b.weekendId);
  return { items };
}
