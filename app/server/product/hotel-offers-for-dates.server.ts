/**
 * The prices of a hotel's offers for the dates and travellers of the page, each computed by the
 * availability module's stay rule (night by night, supplements for extra adults and children).
 */
import { offerPrice, type OfferPrice } from '~/domain/product/hotel-offer-price';
import { stayTotals } from '../availability.server';
import type { Db } from '../db/db.server';

export interface DatedAsk {
  checkin: string;
  nights: number;
  adults: number;
  children: number;
}

/** Offer id -> its price for the stay, or null when it cannot be booked for it. */
export async function hotelOffersForDates(
  db: Db,
  offerIds: number[],
  ask: DatedAsk,
): Promise<Map<number, OfferPrice | null>> {
  const totals = await Promise.all(
    offerIds.map((id) =>
      stayTotals(db, id, ask.checkin, { nights: ask.nights, adults: ask.adults, children: ask.children }),
    ),
  );
  return new Map(
    offerIds.map((id, i) => {
      const stay = totals[i];
      return [id, stay ? offerPrice(stay.sell, stay.ref, ask.nights) : null];
    }),
  );
}
