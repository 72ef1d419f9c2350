/**
 * The offer card's view model: prices, promo, labels and links per flow. Prices are cents, shown by
 * the pricing rules (stays rounded up to whole euros, activities per person).
 */
import { diffDays } from '../calendar/dates';
import type { Flow } from '../flows';
import { perNightCents, perPersonCents, promoPercent, roundUpToEuro, shownPriceCents } from '../pricing';
import { PAX_LIMITS } from '../travellers';
import type { SearchCriteria } from './criteria';

export const ROOMS_LEFT_THRESHOLD = 3;
export const MAX_STRESS_BADGES = 2;
/** The card's gallery shows at most 4 images. */
export const MAX_GALLERY_IMAGES = 4;

export type ItemCategory = 'weekend' | 'single_voucher' | 'activity' | 'hotel';

/** What a flow's results are: gifts are single vouchers, the hotel flow hotel nights, the activity flow activities. */
export function itemCategoryOf(flow: Flow): ItemCategory {
  return flow === 'gifting' ? 'single_voucher' : flow === 'hotel' || flow === 'activity' ? flow : 'weekend';
}

export interface CardOfferInput {
  id: number;
  slug: string;
  label: string;
  imageIds: string[];
  hotel: {
    id: number;
    slug: string;
    label: string;
    stars: number;
    locationLabel: string;
    review: { count: number; average: number | null };
  };
  location?: { lat: number; lng: number };
  /** total for the stay (nights x travellers) in cents */
  sellCents: number;
  refCents: number;
  nights: number;
  itemCategory: ItemCategory;
  distanceKm?: number;
  availableRooms?: number;
  expiresOn?: string | null;
  lastMinute?: boolean;
  marketingLabel?: string | null;
  priorityLabel?: string | null;
  stressMessage?: string | null;
  otherOffersCount: number;
  cancellationType?: 'FREE' | 'PARTIAL' | 'NCNR';
  /** activity products: the party size the price is for */
  participants?: number;
}

export interface CardContext {
  market: string;
  flow: Flow;
  checkin?: string;
  checkout?: string;
  adults: number;
  children: number;
  babies: number;
  giftNights?: number;
  today: string;
}

/**
 * How a page's cards link and label: from its criteria, so that every card of the page (and one
 * fetched later for the map) carries the same dates and travellers; without criteria, an undated
 * booking for the default travellers.
 */
export function cardContextOf(
  marketCode: string,
  today: string,
  criteria?: Pick<SearchCriteria, 'flow' | 'checkin' | 'checkout' | 'pax' | 'giftNights'>,
): CardContext {
  return {
    market: marketCode,
    flow: criteria?.flow ?? 'booking',
    checkin: criteria?.checkin,
    checkout: criteria?.checkout,
    adults: criteria?.pax.adults ?? PAX_LIMITS.adults.default,
    children: criteria?.pax.children ?? PAX_LIMITS.children.default,
    babies: criteria?.pax.babies ?? PAX_LIMITS.babies.default,
    giftNights: criteria?.giftNights,
    today,
  };
}

export type StressBadge =
  | { kind: 'priority'; label: string }
  | { kind: 'expiration'; date: string }
  | { kind: 'lastMinute' }
  | { kind: 'roomsLeft'; count: number }
  | { kind: 'stress'; label: string }
  | { kind: 'marketing'; label: string };

/**
 * What a card renders, and no more: the page's data carries every card once more for hydration, so
 * each field here costs twice.
 */
export interface CardView {
  id: number;
  href: string;
  /** only when the hotel has other offers */
  otherOffersHref?: string;
  label: string;
  /** at most the gallery's 4 */
  imageIds: string[];
  hotel: Omit<CardOfferInput['hotel'], 'slug'>;
  /** whole-euro cents, rounded up */
  priceCents: number;
  perNightCents?: number;
  perPersonCents?: number;
  refPriceCents?: number;
  promoPercent?: number;
  nights: number;
  distanceKm?: number;
  badges: StressBadge[];
  cta: 'seeOffer' | 'seeGift' | 'seeActivity';
  otherOffersCount: number;
}

/**
 * At most two badges, in the order: priority label, expiration, last minute, rooms left (only at 3
 * or fewer, only for dated searches), stress message, marketing label.
 */
export function stressBadges(offer: CardOfferInput, dated: boolean, today: string): StressBadge[] {
  const badges: StressBadge[] = [];
  if (offer.priorityLabel) badges.push({ kind: 'priority', label: offer.priorityLabel });
  if (offer.expiresOn && offer.expiresOn >= today && diffDays(today, offer.expiresOn) <= 14)
    badges.push({ kind: 'expiration', date: offer.expiresOn });
  if (offer.lastMinute) badges.push({ kind: 'lastMinute' });
  if (
    dated &&
    offer.availableRooms !== undefined &&
    offer.availableRooms > 0 &&
    offer.availableRooms <= ROOMS_LEFT_THRESHOLD
  ) {
    badges.push({ kind: 'roomsLeft', count: offer.availableRooms });
  }
  if (offer.stressMessage) badges.push({ kind: 'stress', label: offer.stressMessage });
  if (offer.marketingLabel) badges.push({ kind: 'marketing', label: offer.marketingLabel });
  return badges.slice(0, MAX_STRESS_BADGES);
}

function query(entries: [string, string | number | undefined][]): string {
  const p = new URLSearchParams();
  for (const [k, v] of entries) if (v !== undefined && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** Links per flow: stays carry dates and travellers, gifts carry giftNights, activities the adults. */
export function cardLinks(offer: CardOfferInput, ctx: CardContext) {
  const m = `/${ctx.market}`;
  const dated = ctx.flow !== 'gifting' && ctx.checkin && ctx.checkout;
  const nights = dated ? diffDays(ctx.checkin!, ctx.checkout!) : undefined;
  const pax: [string, number | undefined][] = [
    ['a', ctx.adults !== PAX_LIMITS.adults.default ? ctx.adults : undefined],
    ['c', ctx.children || undefined],
    ['b', ctx.babies || undefined],
  ];
  const hotelQuery = dated
    ? query([['checkin', ctx.checkin], ['checkout', ctx.checkout], ['nights', nights], ...pax])
    : '';
  const hotelHref = `${m}/hotel/${offer.hotel.id}/${offer.hotel.slug}${hotelQuery}`;
  let href: string;
  if (offer.itemCategory === 'activity') {
    href = `${m}/activity/${offer.id}/${offer.slug}${query([['a', ctx.adults]])}`;
  } else if (ctx.flow === 'hotel') {
    href = hotelHref;
  } else if (ctx.flow === 'gifting') {
    href = `${m}/stay/${offer.id}/${offer.slug}${query([
      ['flow', 'gifting'],
      ['giftNights', ctx.giftNights ?? offer.nights],
    ])}`;
  } else {
    href = `${m}/stay/${offer.id}/${offer.slug}${dated ? query([['checkin', ctx.checkin], ['checkout', ctx.checkout], ['nights', nights], ...pax]) : query(pax)}`;
  }
  const otherOffersHref = `${m}/search${query([
    ['hotelId', offer.hotel.id],
    ...(dated
      ? ([
          ['checkin', ctx.checkin],
          ['checkout', ctx.checkout],
        ] as [string, string | undefined][])
      : []),
    ...pax,
    ['flow', ctx.flow === 'gifting' ? 'gifting' : undefined],
  ])}`;
  return { href, hotelHref, otherOffersHref };
}

export function toCardView(offer: CardOfferInput, ctx: CardContext): CardView {
  const dated = Boolean(ctx.checkin && ctx.checkout) && ctx.flow !== 'gifting';
  const isActivity = offer.itemCategory === 'activity';
  const promo = promoPercent(offer.sellCents, offer.refCents);
  const participants = offer.participants ?? ctx.adults;
  const { href, otherOffersHref } = cardLinks(offer, ctx);
  const { slug: _slug, ...hotel } = offer.hotel;
  return {
    id: offer.id,
    href,
    otherOffersHref: offer.otherOffersCount > 0 ? otherOffersHref : undefined,
    label: offer.label,
    imageIds: offer.imageIds.slice(0, MAX_GALLERY_IMAGES),
    hotel,
    priceCents: shownPriceCents(offer.sellCents, offer.itemCategory),
    perNightCents:
      !isActivity && offer.nights > 1
        ? roundUpToEuro(perNightCents(offer.sellCents, offer.nights))
        : undefined,
    perPersonCents: isActivity ? perPersonCents(offer.sellCents, participants) : undefined,
    refPriceCents: promo ? roundUpToEuro(offer.refCents) : undefined,
    promoPercent: promo || undefined,
    nights: offer.nights,
    distanceKm: offer.distanceKm !== undefined ? Math.round(offer.distanceKm) : undefined,
    badges: stressBadges(offer, dated, ctx.today),
    cta:
      ctx.flow === 'gifting' || offer.itemCategory === 'single_voucher'
        ? 'seeGift'
        : isActivity
          ? 'seeActivity'
          : 'seeOffer',
    otherOffersCount: offer.otherOffersCount,
  };
}
