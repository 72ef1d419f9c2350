import { describe, expect, it } from 'vitest';
import { offerPrice } from './hotel-offer-price';

describe('offerPrice', () => {
  it('rounds the total up to euros, the price per night up to the cent, and shows promos from 10 %', () => {
    expect(offerPrice(53_701, 64_800, 2)).toEqual({
      totalCents: 53_800,
      refCents: 64_800,
      perNightCents: 26_851,
      promoPercent: 17,
      nights: 2,
    });
  });

  it('shows no promo under 10 %', () => {
    expect(offerPrice(9_500, 10_000, 1).promoPercent).toBe(0);
    expect(offerPrice(9_000, 10_000, 1).promoPercent).toBe(10);
  });
});
