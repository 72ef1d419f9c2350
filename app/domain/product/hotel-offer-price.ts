/**
 * What the hotel page shows of an offer's price: for dates, the stay's total rounded up to whole
 * euros, its price per night (the total divided by the nights, rounded up) and the promo (from 10 %);
 * without dates, the offer's "from" price for its default length.
 */
import { perNightCents, promoPercent, roundUpToEuro } from '~/domain/pricing';

export interface OfferPrice {
  /** shown total, rounded up to whole euros */
  totalCents: number;
  /** the reference price, rounded up the same way (struck through when there is a promo) */
  refCents: number;
  perNightCents: number;
  /** 0 below the promo threshold */
  promoPercent: number;
  nights: number;
}

export function offerPrice(sellCents: number, refCents: number, nights: number): OfferPrice {
  return {
    totalCents: roundUpToEuro(sellCents),
    refCents: roundUpToEuro(refCents),
    perNightCents: perNightCents(sellCents, nights),
    promoPercent: promoPercent(sellCents, refCents),
    nights,
  };
}
