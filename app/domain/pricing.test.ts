import { describe, expect, it } from 'vitest';
import {
  boxPromoPercent,
  isPromo,
  perNightCents,
  perPersonCents,
  promoPercent,
  roundUpToEuro,
  shownPriceCents,
} from './pricing';

describe('prices as shown', () => {
  it('rounds stay prices up to whole euros', () => {
    expect(roundUpToEuro(25_901)).toBe(26_000);
    expect(roundUpToEuro(26_000)).toBe(26_000);
    expect(roundUpToEuro(1)).toBe(100);
    expect(roundUpToEuro(0)).toBe(0);
  });

  it('divides per night and per person, rounding up to the cent', () => {
    expect(perNightCents(25_901, 2)).toBe(12_951);
    expect(perNightCents(25_900, 0)).toBe(25_900);
    expect(perPersonCents(9_001, 2)).toBe(4_501);
    expect(perPersonCents(9_000, 0)).toBe(9_000);
  });

  it('counts a promo from 10 % off the reference price', () => {
    expect(promoPercent(9_000, 10_000)).toBe(10);
    expect(promoPercent(9_100, 10_000)).toBe(0);
    expect(promoPercent(10_000, 9_000)).toBe(0);
    expect(promoPercent(5_000, 0)).toBe(0);
    expect(promoPercent(9_100, 10_000, 5)).toBe(9);
    expect([isPromo(9), isPromo(10)]).toEqual([false, true]);
  });

  it('shows a stay rounded up and an activity as it is', () => {
    expect(shownPriceCents(25_901, 'weekend')).toBe(26_000);
    expect(shownPriceCents(25_901, 'single_voucher')).toBe(26_000);
    expect(shownPriceCents(4_550, 'activity')).toBe(4_550);
  });
});

describe('box promo', () => {
  it('floors the discount percentage', () => {
    expect(boxPromoPercent(7_990, 10_000)).toBe(20);
    expect(boxPromoPercent(8_899, 10_000)).toBe(11);
    expect(boxPromoPercent(8_801, 10_000)).toBe(11);
  });

  it('is 0 unless above the threshold', () => {
    expect(boxPromoPercent(9_000, 10_000)).toBe(0);
    expect(boxPromoPercent(8_990, 10_000)).toBe(0);
    expect(boxPromoPercent(8_900, 10_000)).toBe(11);
    expect(boxPromoPercent(9_500, 10_000)).toBe(0);
  });

  it('is 0 without a reference price or when the price is not below it', () => {
    expect(boxPromoPercent(24_990, 24_990)).toBe(0);
    expect(boxPromoPercent(30_000, 24_990)).toBe(0);
    expect(boxPromoPercent(100, 0)).toBe(0);
  });

  it('does not lose a percent to binary fractions', () => {
    // 1 - 0.9 is 0.0999... in floating point: 0.3 off a 3 price must read 10, then 0 at the threshold
    expect(boxPromoPercent(270, 300, 5)).toBe(10);
    expect(boxPromoPercent(700, 1_000, 5)).toBe(30);
  });
});
