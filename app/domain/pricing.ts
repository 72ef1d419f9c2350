/**
 * What a shopper sees of a price. Amounts are integer cents; stay prices show rounded up to whole
 * euros, per night and per person amounts round up to the cent, and a discount under 10 % is no promo.
 */

/** Below this discount an offer shows no promo. */
export const PROMO_THRESHOLD_PERCENT = 10;

/** Rounds cents up to whole euros (stay prices display rounded up). */
export function roundUpToEuro(cents: number): number {
  return Math.ceil(cents / 100) * 100;
}

/** A stay's price per night: the total divided by the nights, rounded up. */
export function perNightCents(totalCents: number, nights: number): number {
  return Math.ceil(totalCents / Math.max(1, nights));
}

/** A party's price per person (activities): the total divided by its size, rounded up. */
export function perPersonCents(totalCents: number, people: number): number {
  return Math.ceil(totalCents / Math.max(1, people));
}

/** Discount = percent difference between the reference and the promo price; below 10 % it is not a promo. */
export function promoPercent(
  sellCents: number,
  refCents: number,
  threshold = PROMO_THRESHOLD_PERCENT,
): number {
  if (refCents <= 0 || sellCents >= refCents) return 0;
  const percent = Math.round((1 - sellCents / refCents) * 100);
  return percent >= threshold ? percent : 0;
}

/**
 * A gift box's promo: floor((1 - sell / ref) x 100), and 0 unless it is above the promo threshold.
 * Integer arithmetic, so that 10 % off does not floor to 9 through a binary fraction.
 */
export function boxPromoPercent(
  sellCents: number,
  refCents: number,
  threshold = PROMO_THRESHOLD_PERCENT,
): number {
  if (refCents <= 0 || sellCents >= refCents) return 0;
  const percent = Math.floor(((refCents - Math.max(0, sellCents)) * 100) / refCents);
  return percent > threshold ? percent : 0;
}

/** Whether a percentage shows as a promo. */
export function isPromo(percent: number): boolean {
  return percent >= PROMO_THRESHOLD_PERCENT;
}

/** The price a card shows: a stay's total rounded up to whole euros; an activity's as it is. */
export function shownPriceCents(sellCents: number, itemCategory: string): number {
  return itemCategory === 'activity' ? sellCents : roundUpToEuro(sellCents);
}
