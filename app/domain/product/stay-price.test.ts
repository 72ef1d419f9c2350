import { describe, expect, it } from 'vitest';
import { priceBanner, stayPrice, upsellPerNightCents } from './stay-price';

describe('stayPrice', () => {
  it('rounds the total up to whole euros and the price per night up to the cent', () => {
    const p = stayPrice({ sellCents: 57_101, refCents: 57_101, nights: 2, roomsLeft: 3 });
    expect(p).toMatchObject({ sellCents: 57_200, refCents: 57_200, perNightCents: 28_551, promoPercent: 0 });
    expect(p.moneySavedCents).toBe(0);
  });

  it('shows a promo only from 10 %, with the money saved', () => {
    const promo = stayPrice({ sellCents: 40_000, refCents: 50_000, nights: 2, roomsLeft: 1 });
    expect(promo).toMatchObject({ promoPercent: 20, refCents: 50_000, moneySavedCents: 10_000 });
    const small = stayPrice({ sellCents: 46_000, refCents: 50_000, nights: 2, roomsLeft: 1 });
    expect(small).toMatchObject({ promoPercent: 0, refCents: 46_000, moneySavedCents: 0 });
  });
});

describe('priceBanner', () => {
  const dated = (sell: number, ref: number) =>
    stayPrice({ sellCents: sell, refCents: ref, nights: 2, roomsLeft: 1 });
  it('says the money saved for dates with a promo, the percentage for a from-price, else the default', () => {
    expect(priceBanner(dated(40_000, 50_000), 30)).toEqual({ kind: 'moneySaved', cents: 10_000 });
    expect(priceBanner(null, 30)).toEqual({ kind: 'promo', percent: 30 });
    expect(priceBanner(dated(50_000, 50_000), 30)).toEqual({ kind: 'default' });
    expect(priceBanner(null, 0)).toEqual({ kind: 'default' });
  });
});

describe('upsellPerNightCents', () => {
  it('is the difference per night, rounded up to whole euros', () => {
    expect(upsellPerNightCents(4_400, 2)).toBe(2_200);
    expect(upsellPerNightCents(4_301, 2)).toBe(2_200);
    expect(upsellPerNightCents(5_200, 3)).toBe(1_800);
  });
});
