/**
 * A stay's price for chosen dates and travellers, as the booking panel and the price banner show
 * it. The night-by-night totals come from the availability (offer_days plus the supplements for
 * extra adults and children); the rules here are the pricing module's: stay prices rounded up to
 * whole euros, per night = ceil(total / nights), a promo only from 10 %.
 */
import { perNightCents, promoPercent, roundUpToEuro } from '../pricing';

/** The totals of a stay for the travellers, in cents, before display rounding. */
export interface StayTotals {
  sellCents: number;
  refCents: number;
  nights: number;
  /** the fewest rooms left over the stay's nights */
  roomsLeft: number;
}

export interface StayPrice {
  /** the total, rounded up to whole euros */
  sellCents: number;
  /** the reference price, rounded up to whole euros; equal to sellCents without a promo */
  refCents: number;
  perNightCents: number;
  /** 0 under the promo threshold */
  promoPercent: number;
  /** what the promo saves (0 without one), whole euros */
  moneySavedCents: number;
  nights: number;
  roomsLeft: number;
}

export function stayPrice(totals: StayTotals): StayPrice {
  const promo = promoPercent(totals.sellCents, totals.refCents);
  const sell = roundUpToEuro(totals.sellCents);
  const ref = promo > 0 ? roundUpToEuro(totals.refCents) : sell;
  return {
    sellCents: sell,
    refCents: ref,
    perNightCents: perNightCents(totals.sellCents, totals.nights),
    promoPercent: promo,
    moneySavedCents: Math.max(0, ref - sell),
    nights: totals.nights,
    roomsLeft: totals.roomsLeft,
  };
}

/**
 * The price banner (booking flow only): the money saved when a price for dates has a promo; the
 * promo percentage when only the from-price has one; otherwise the default message.
 */
export type PriceBanner =
  | { kind: 'moneySaved'; cents: number }
  | { kind: 'promo'; percent: number }
  | { kind: 'default' };

export function priceBanner(dated: StayPrice | null, fromPromoPercent: number): PriceBanner {
  if (dated && dated.promoPercent > 0) return { kind: 'moneySaved', cents: dated.moneySavedCents };
  if (!dated && fromPromoPercent > 0) return { kind: 'promo', percent: fromPromoPercent };
  return { kind: 'default' };
}

/** The upsell's price as shown: the difference per night of the stay, rounded up to whole euros. */
export function upsellPerNightCents(differenceCents: number, nights: number): number {
  return roundUpToEuro(perNightCents(differenceCents, nights));
}
