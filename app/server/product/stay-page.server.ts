/**
 * The stay page's data: the stay, its price for the chosen dates, the calendar month, the other
 * offers of its hotel, its upsells, map and reviews, shaped by the domain rules into the view model.
 */
import type { ClockReading } from '~/domain/calendar/selection';
import { cancellationPolicy } from '~/domain/product/cancellation';
import { hasLocalTax, localTaxTotalCents } from '~/domain/product/local-tax';
import type { StayPageData, TooLateData } from '~/domain/product/stay-page';
import { priceBanner, upsellPerNightCents } from '~/domain/product/stay-price';
import { stayMessages } from '~/domain/product/stay-messages';
import { stayQueryString, type StayQuery } from '~/domain/product/stay-query';
import { isOnSale } from '~/domain/product/stay-sale';
import { formatMoney } from '~/domain/format';
import type { Market } from '~/domain/market';
import { perNightCents, promoPercent } from '~/domain/pricing';
import { cardContextOf, toCardView, type CardOfferInput } from '~/domain/search/card';
import { checkinPrices, checkoutNights } from '../availability.server';
import type { Db } from '../db/db.server';
import { otherOffersOfHotel } from '../hotel-offers.server';
import { getFixedT } from '../i18n.server';
import { buildStaticMap } from '../map/static-map.server';
import { loadReviewSummary } from '../reviews/review-summary.server';
import { publicOrigin } from '../seo.server';
import { priceForStay } from './stay-price.server';
import { loadStay, type StayRecord } from './stay.server';

export const OTHER_OFFERS = 6;

export interface StayPageInput {
  db: Db;
  market: Market;
  offerId: number;
  query: StayQuery;
  clock: ClockReading;
  /** the calendar's month, already within the calendar's window */
  month: string;
}

export type StayPageResult =
  | { kind: 'notFound' }
  | { kind: 'tooLate'; data: TooLateData }
  | { kind: 'page'; slug: string; data: StayPageData };

export function stayPath(marketCode: string, id: number, slug: string): string {
  return `/${marketCode}/stay/${id}/${slug}`;
}

export function hotelPath(marketCode: string, hotel: { id: number; slug: string }): string {
  return `/${marketCode}/hotel/${hotel.id}/${hotel.slug}`;
}

function cardContext(input: StayPageInput) {
  const { query, market, clock } = input;
  return cardContextOf(market.code, clock.today, {
    flow: query.flow,
    checkin: query.checkin,
    checkout: query.checkout,
    pax: query.pax,
    giftNights: query.gift.giftNights,
  });
}

export async function loadStayPage(input: StayPageInput): Promise<StayPageResult> {
  const { db, market, offerId } = input;
  const stay = await loadStay(db, offerId, market.language);
  if (!stay) return { kind: 'notFound' };
  if (!isOnSale(stay, input.clock.today) || !stay.hotel.active) {
    const [others, t] = await Promise.all([
      otherOffersOfHotel(db, stay.hotel.id, market.language, input.clock.today, OTHER_OFFERS, stay.id),
      getFixedT(market.language, 'product'),
    ]);
    return {
      kind: 'tooLate',
      data: {
        tooLate: true,
        documentTitle: `${t('tooLate.title')} | ${stay.label}`,
        marketCode: market.code,
        locale: market.bcp47,
        title: stay.label,
        hotelHref: stay.hotel.active ? `${hotelPath(market.code, stay.hotel)}#hotel=${stay.hotel.id}` : null,
        otherOffers: others.map((o) => toCardView(o, cardContext(input))),
      },
    };
  }
  return { kind: 'page', slug: stay.slug, data: await pageData(input, stay) };
}

async function pageData(input: StayPageInput, stay: StayRecord): Promise<StayPageData> {
  const { db, market, query, clock } = input;
  const gifting = query.flow === 'gifting';
  const path = stayPath(market.code, stay.id, stay.slug);
  const search = stayQueryString(query);
  const dated = Boolean(query.checkin && query.nights);
  const ask = { adults: query.pax.adults, children: query.pax.children };
  const [price, others, summary, t, calendar] = await Promise.all([
    dated ? priceForStay(db, stay.id, query.checkin!, query.nights!, query.pax) : Promise.resolve(null),
    otherOffersOfHotel(db, stay.hotel.id, market.language, input.clock.today, OTHER_OFFERS, stay.id),
    loadReviewSummary(db, stay.hotel.id, market.language),
    getFixedT(market.language, 'results'),
    query.calendarOpen ? loadCalendar(input, stay, ask) : Promise.resolve(null),
  ]);
  const fromPromo = promoPercent(stay.fromPriceCents, stay.fromRefPriceCents);
  const hotelHref = hotelPath(market.code, stay.hotel);
  const locationLabel = [stay.hotel.city, stay.hotel.region].filter(Boolean).join(', ');
  const asCard: CardOfferInput = {
    id: stay.id,
    slug: stay.slug,
    label: stay.label,
    imageIds: stay.imageIds,
    hotel: { ...stay.hotel, locationLabel },
    sellCents: price?.sellCents ?? stay.fromPriceCents,
    refCents: price?.refCents ?? stay.fromRefPriceCents,
    nights: price?.nights ?? stay.nights,
    itemCategory: 'weekend',
    availableRooms: price?.roomsLeft,
    expiresOn: stay.expiresOn,
    lastMinute: stay.labels.lastMinute,
    priorityLabel: stay.labels.priority,
    stressMessage: stay.labels.stress,
    marketingLabel: stay.labels.marketing,
    otherOffersCount: others.length,
    cancellationType: stay.cancellation.type,
  };
  const nightsForUpsell = query.nights ?? stay.nights;
  const people = query.pax.adults + query.pax.children;
  return {
    marketCode: market.code,
    locale: market.bcp47,
    today: clock.today,
    hour: clock.hour,
    offerId: stay.id,
    path,
    query,
    search,
    title: stay.label,
    description: stay.description,
    headwords: stay.headwords,
    hotel: {
      id: stay.hotel.id,
      label: stay.hotel.label,
      stars: stay.hotel.stars,
      review: stay.hotel.review,
      locationLabel,
      address: `${stay.hotel.address}, ${stay.hotel.postcode} ${stay.hotel.city ?? ''}`.trim(),
      href: hotelHref,
      checkinTime: stay.hotel.checkinTime,
      checkoutTime: stay.hotel.checkoutTime,
      description: stay.hotel.description,
      importantInfo: stay.hotel.importantInfo,
    },
    room: stay.room,
    program: stay.program,
    activities: stay.activities.map(({ id, name, description, durationMinutes }) => ({
      id,
      name,
      description,
      durationMinutes,
    })),
    images: stay.imageIds.map((id) => ({ id, alt: '' })),
    practical: gifting
      ? null
      : {
          cancellation: cancellationPolicy(stay.cancellation, query.checkin),
          hasLocalTax: hasLocalTax(stay.hotel.localTax),
          localTaxCents:
            price && hasLocalTax(stay.hotel.localTax)
              ? localTaxTotalCents(stay.hotel.localTax, {
                  packageCents: price.sellCents,
                  nights: price.nights,
                  people,
                })
              : null,
        },
    fromPrice: {
      sellCents: stay.fromPriceCents,
      perNightCents: perNightCents(stay.fromPriceCents, stay.nights),
      promoPercent: fromPromo,
      nights: stay.nights,
    },
    giftPriceCents: stay.giftable ? stay.giftPriceCents : null,
    price,
    unavailable: dated && !price,
    banner: gifting ? null : priceBanner(price, fromPromo),
    messages: stayMessages({
      flow: query.flow,
      autoDiscountCode: stay.autoDiscountCode,
      autoDiscountPercent: stay.autoDiscountPercent,
      offer: asCard,
      dated,
      today: clock.today,
    }),
    calendar,
    otherOffers: others.map((o) => toCardView(o, cardContext(input))),
    // In gifting, upsells show only for a 1-night gift.
    upsells:
      gifting && (query.gift.giftNights ?? stay.nights) !== 1
        ? []
        : stay.upsells.map((u) => ({
            id: u.id,
            label: u.label,
            href: stayPath(market.code, u.targetOfferId, u.targetSlug) + search,
            perNightCents: upsellPerNightCents(u.priceDifferenceCents, nightsForUpsell),
          })),
    map: buildStaticMap({
      listed: [{ hotelId: stay.hotel.id, label: stay.hotel.label, href: hotelHref, position: stay.hotel }],
      locations: [{ hotelId: stay.hotel.id, lat: stay.hotel.lat, lng: stay.hotel.lng }],
      destination: { type: 'hotel', lat: stay.hotel.lat, lng: stay.hotel.lng },
    }),
    breadcrumb: [
      { label: t('breadcrumb.home'), href: `/${market.code}` },
      ...(stay.hotel.city
        ? [
            {
              label: stay.hotel.city,
              href: `/${market.code}/search?${new URLSearchParams({
                ...(gifting ? { flow: 'gifting' } : {}),
                city: String(stay.hotel.cityId),
              }).toString()}`,
            },
          ]
        : []),
      { label: stay.label, href: path },
    ],
    reviews: summary ? { summary, href: `${path}${search ? `${search}&` : '?'}reviews=1#reviews` } : null,
    origin: publicOrigin(),
    language: market.language,
  };
}

/** The calendar's month: the price of a stay on each check-in day, and the nights a chosen check-in allows. */
async function loadCalendar(
  input: StayPageInput,
  stay: StayRecord,
  ask: { adults: number; children: number },
): Promise<StayPageData['calendar']> {
  const { db, market, query, clock, month } = input;
  const [availability, allowedNights] = await Promise.all([
    checkinPrices(
      db,
      stay.id,
      [month],
      { nights: stay.nights, ...ask },
      (cents) => formatMoney(cents, market.bcp47),
      clock.today,
    ),
    query.checkin ? checkoutNights(db, stay.id, query.checkin, ask) : Promise.resolve(undefined),
  ]);
  return {
    month,
    availability: availability ?? {},
    ...(allowedNights ? { allowedNights } : {}),
    stayNights: stay.nights,
  };
}
