import { describe, expect, it } from 'vitest';
import {
  cardContextOf,
  cardLinks,
  itemCategoryOf,
  stressBadges,
  toCardView,
  type CardContext,
  type CardOfferInput,
} from './card';
import { parseSearchCriteria } from './criteria';

const offer: CardOfferInput = {
  id: 42,
  slug: 'spa-escape',
  label: 'Spa escape',
  imageIds: ['spa-1'],
  hotel: {
    id: 7,
    slug: 'hotel-les-tilleuls',
    label: 'Hôtel Les Tilleuls',
    stars: 4,
    locationLabel: 'Annecy',
    review: { count: 12, average: 8.6 },
  },
  sellCents: 25_901,
  refCents: 32_000,
  nights: 2,
  itemCategory: 'weekend',
  otherOffersCount: 2,
};
const ctx: CardContext = {
  market: 'fr-fr',
  flow: 'booking',
  adults: 2,
  children: 0,
  babies: 0,
  today: '2026-11-22',
};

describe('prices', () => {
  it('rounds stays up and divides per night with ceil', () => {
    expect(toCardView(offer, ctx)).toMatchObject({ priceCents: 26_000, perNightCents: 13_000 });
  });

  it('shows a promo only from 10 %', () => {
    expect(toCardView(offer, ctx).promoPercent).toBe(19);
    expect(toCardView({ ...offer, refCents: 28_000 }, ctx).promoPercent).toBeUndefined();
  });

  it('prices activities per person', () => {
    const view = toCardView({ ...offer, itemCategory: 'activity', sellCents: 9_000, participants: 2 }, ctx);
    expect(view.perPersonCents).toBe(4_500);
    expect(view.cta).toBe('seeActivity');
  });
});

describe('stress badges', () => {
  const full: CardOfferInput = {
    ...offer,
    priorityLabel: 'exclusive',
    expiresOn: '2026-11-30',
    lastMinute: true,
    availableRooms: 2,
    stressMessage: 'popular',
    marketingLabel: 'new',
  };

  it('keeps at most two, in the specified order', () => {
    expect(stressBadges(full, true, '2026-11-22').map((b) => b.kind)).toEqual(['priority', 'expiration']);
    expect(
      stressBadges({ ...full, priorityLabel: null, expiresOn: null }, true, '2026-11-22').map((b) => b.kind),
    ).toEqual(['lastMinute', 'roomsLeft']);
  });

  it('shows rooms left only at 3 or fewer and only with dates', () => {
    const base = { ...offer, lastMinute: false };
    expect(stressBadges({ ...base, availableRooms: 3 }, true, '2026-11-22')).toEqual([
      { kind: 'roomsLeft', count: 3 },
    ]);
    expect(stressBadges({ ...base, availableRooms: 4 }, true, '2026-11-22')).toEqual([]);
    expect(stressBadges({ ...base, availableRooms: 1 }, false, '2026-11-22')).toEqual([]);
  });
});

describe('links', () => {
  it('carries dates, nights and travellers in the booking flow', () => {
    const links = cardLinks(offer, { ...ctx, checkin: '2026-12-05', checkout: '2026-12-07', children: 1 });
    expect(links.href).toBe('/fr-fr/stay/42/spa-escape?checkin=2026-12-05&checkout=2026-12-07&nights=2&c=1');
    expect(links.hotelHref).toBe(
      '/fr-fr/hotel/7/hotel-les-tilleuls?checkin=2026-12-05&checkout=2026-12-07&nights=2&c=1',
    );
  });

  it('carries giftNights and no dates in the gifting flow', () => {
    const links = cardLinks(offer, {
      ...ctx,
      flow: 'gifting',
      checkin: '2026-12-05',
      checkout: '2026-12-07',
    });
    expect(links.href).toBe('/fr-fr/stay/42/spa-escape?flow=gifting&giftNights=2');
    expect(links.hotelHref).toBe('/fr-fr/hotel/7/hotel-les-tilleuls');
    expect(toCardView(offer, { ...ctx, flow: 'gifting' }).cta).toBe('seeGift');
  });

  it('links to the hotel page in the hotel flow', () => {
    expect(cardLinks(offer, { ...ctx, flow: 'hotel' }).href).toBe('/fr-fr/hotel/7/hotel-les-tilleuls');
  });
});

describe('card context', () => {
  it('carries the page criteria: dates, travellers, flow and gift nights', () => {
    const criteria = parseSearchCriteria(
      new URLSearchParams('checkin=2026-12-05&checkout=2026-12-07&a=3&c=1&b=1'),
      { today: '2026-11-22' },
    );
    expect(cardContextOf('fr-fr', '2026-11-22', criteria)).toEqual({
      market: 'fr-fr',
      flow: 'booking',
      checkin: '2026-12-05',
      checkout: '2026-12-07',
      adults: 3,
      children: 1,
      babies: 1,
      giftNights: undefined,
      today: '2026-11-22',
    });
    const gift = parseSearchCriteria(new URLSearchParams('flow=gifting&giftNights=2'));
    expect(cardContextOf('it-it', '2026-11-22', gift)).toMatchObject({ flow: 'gifting', giftNights: 2 });
  });

  it('without criteria, links an undated booking for two adults', () => {
    const context = cardContextOf('es-es', '2026-11-22');
    expect(context).toMatchObject({ market: 'es-es', flow: 'booking', adults: 2, children: 0, babies: 0 });
    expect(cardLinks(offer, context).href).toBe('/es-es/stay/42/spa-escape');
  });
});

describe('item category', () => {
  it('follows the flow: gifts, hotel nights, activities, else weekends', () => {
    expect(itemCategoryOf('booking')).toBe('weekend');
    expect(itemCategoryOf('gifting')).toBe('single_voucher');
    expect(itemCategoryOf('hotel')).toBe('hotel');
    expect(itemCategoryOf('activity')).toBe('activity');
  });
});
