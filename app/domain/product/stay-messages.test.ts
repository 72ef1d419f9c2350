import { describe, expect, it } from 'vitest';
import type { CardOfferInput } from '../search/card';
import { stayMessages } from './stay-messages';

const offer: CardOfferInput = {
  id: 1,
  slug: 's',
  label: 'Stay',
  imageIds: [],
  hotel: { id: 1, slug: 'h', label: 'H', stars: 4, locationLabel: '', review: { count: 0, average: null } },
  sellCents: 10_000,
  refCents: 10_000,
  nights: 2,
  itemCategory: 'weekend',
  otherOffersCount: 0,
  priorityLabel: 'exclusive',
  lastMinute: true,
  availableRooms: 2,
  stressMessage: 'high-demand',
};

describe('stayMessages', () => {
  it('gives the priority promo when an automatic discount applies outside gifting', () => {
    const input = {
      offer,
      dated: true,
      today: '2026-11-22',
      autoDiscountCode: 'AUTO10',
      autoDiscountPercent: 10,
    };
    expect(stayMessages({ ...input, flow: 'booking' })).toEqual({ kind: 'priority', discountPercent: 10 });
    expect(stayMessages({ ...input, flow: 'gifting' }).kind).toBe('stress');
  });

  it('otherwise keeps at most two stress messages in the cards order', () => {
    const result = stayMessages({
      offer,
      flow: 'booking',
      dated: true,
      today: '2026-11-22',
      autoDiscountCode: null,
      autoDiscountPercent: null,
    });
    expect(result).toEqual({
      kind: 'stress',
      badges: [{ kind: 'priority', label: 'exclusive' }, { kind: 'lastMinute' }],
    });
  });

  it('says nothing without labels', () => {
    const plain = {
      ...offer,
      priorityLabel: null,
      lastMinute: false,
      stressMessage: null,
      availableRooms: 9,
    };
    expect(
      stayMessages({
        offer: plain,
        flow: 'booking',
        dated: true,
        today: '2026-11-22',
        autoDiscountCode: null,
        autoDiscountPercent: null,
      }),
    ).toEqual({ kind: 'none' });
  });
});
