import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_PROMO_THRESHOLD_PERCENT,
  changePartySize,
  initialPartySize,
  partyPriceView,
  partySizes,
} from './activity-party';

const table = [
  { partySize: 2, sellCents: 9001, refCents: 9001 },
  { partySize: 1, sellCents: 5000, refCents: 5000 },
  { partySize: 4, sellCents: 16000, refCents: 20000 },
];

describe('activity party size', () => {
  const sizes = partySizes(table);

  it('lists the priced sizes smallest first', () => {
    expect(sizes).toEqual([1, 2, 4]);
  });

  it('starts from `a` when the table prices it, else from the lowest size', () => {
    expect(initialPartySize('2', sizes)).toBe(2);
    expect(initialPartySize('4', sizes)).toBe(4);
    expect(initialPartySize(null, sizes)).toBe(1);
    expect(initialPartySize('3', sizes)).toBe(1);
    expect(initialPartySize('9', sizes)).toBe(1);
    expect(initialPartySize('two', sizes)).toBe(1);
    expect(initialPartySize('-2', sizes)).toBe(1);
    expect(initialPartySize('2', [])).toBeUndefined();
  });

  it('ignores a change outside the smallest to largest size and resets an unpriced one to the lowest', () => {
    expect(changePartySize(2, 4, sizes)).toBe(4);
    expect(changePartySize(2, 0, sizes)).toBe(2);
    expect(changePartySize(2, 5, sizes)).toBe(2);
    expect(changePartySize(4, 3, sizes)).toBe(1);
    expect(changePartySize(4, 1.5, sizes)).toBe(4);
  });
});

describe('activity party price', () => {
  it('divides the party price by its size, rounded up to the cent', () => {
    const view = partyPriceView(table[0]);
    expect(view.perPersonCents).toBe(4501);
    expect(view.sellCents).toBe(9001);
  });

  it('shows a promo from 5 % and none under it', () => {
    expect(ACTIVITY_PROMO_THRESHOLD_PERCENT).toBe(5);
    expect(partyPriceView({ partySize: 1, sellCents: 9500, refCents: 10000 })).toMatchObject({
      promo: 5,
      moneySavedCents: 500,
    });
    expect(partyPriceView({ partySize: 1, sellCents: 9600, refCents: 10000 })).toMatchObject({
      promo: 0,
      moneySavedCents: 0,
    });
    // A stay would show no promo at 8 %; an activity voucher does.
    expect(partyPriceView({ partySize: 2, sellCents: 9200, refCents: 10000 }).promo).toBe(8);
  });

  it('never shows a negative saving when the reference is below the price', () => {
    expect(partyPriceView({ partySize: 1, sellCents: 12000, refCents: 10000 })).toMatchObject({
      promo: 0,
      moneySavedCents: 0,
    });
  });
});
