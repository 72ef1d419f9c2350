import { describe, expect, it } from 'vitest';
import {
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
