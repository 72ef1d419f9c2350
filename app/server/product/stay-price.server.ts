/** The price of a stay for chosen dates and travellers, from offer_days (see stayTotals). */
import { stayPrice, type StayPrice } from '~/domain/product/stay-price';
import type { Pax } from '~/domain/search/criteria';
import { stayTotals } from '../availability.server';
import type { Db } from '../db/db.server';

/** null when the dates have no availability for these travellers (or the offer is not on sale). */
export async function priceForStay(
  db: Db,
  offerId: number,
  checkin: string,
  nights: number,
  pax: Pick<Pax, 'adults' | 'children'>,
): Promise<StayPrice | null> {
  const totals = await stayTotals(db, offerId, checkin, {
    nights,
    adults: pax.adults,
    children: pax.children,
  });
  if (!totals) return null;
  return stayPrice({ sellCents: totals.sell, refCents: totals.ref, nights, roomsLeft: totals.rooms });
}
