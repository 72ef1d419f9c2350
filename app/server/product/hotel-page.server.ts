/**
 * Everything the hotel page shows for one hotel, market, day and stay: the hotel's facts, its rooms
 * and offers (priced for the dates when the stay has them), the hotel's reviews summary and the
 * hotels nearby. Undefined when the hotel is unknown.
 */
import { todayIn } from '../clock.server';
import { formatIsoDate } from '~/domain/calendar/dates';
import type { Market } from '~/domain/market';
import { cancellationPolicy } from '~/domain/product/cancellation';
import { offerPrice } from '~/domain/product/hotel-offer-price';
import { hotelPath, isDated, type HotelStay } from '~/domain/product/hotel-page';
import type { HotelPageData, HotelRoomView } from '~/domain/product/hotel-view';
import type { Db } from '../db/db.server';
import { loadReviewSummary } from '../reviews/review-summary.server';
import { loadHotelFacts } from './hotel-facts.server';
import { loadNearbyHotels } from './hotel-nearby.server';
import { hotelOffersForDates } from './hotel-offers-for-dates.server';
import { loadHotelRooms } from './hotel-rooms.server';

export async function loadHotelPage(
  db: Db,
  { hotelId, market, stay }: { hotelId: number; market: Market; stay: HotelStay },
): Promise<HotelPageData | undefined> {
  const language = market.language;
  const facts = await loadHotelFacts(db, hotelId, language);
  if (!facts) return undefined;
  const [rooms, reviews, nearby] = await Promise.all([
    loadHotelRooms(db, hotelId, language, todayIn(market.timeZone)),
    loadReviewSummary(db, hotelId, language),
    loadNearbyHotels(db, facts, language),
  ]);
  const offerIds = rooms.flatMap((r) => r.offers.map((o) => o.id));
  const dated = isDated(stay);
  const prices = dated
    ? await hotelOffersForDates(db, offerIds, {
        checkin: stay.checkin,
        nights: stay.nights,
        adults: stay.adults,
        children: stay.children,
      })
    : undefined;
  const roomViews: HotelRoomView[] = rooms.map((room) => ({
    id: room.id,
    label: room.label,
    bedding: room.bedding,
    description: room.description,
    sizeM2: room.sizeM2,
    capacity: room.capacity,
    offers: room.offers.map((o) => ({
      id: o.id,
      slug: o.slug,
      label: o.label,
      program: o.program,
      cancellation: cancellationPolicy(o.cancellation, dated ? stay.checkin : undefined),
      price: prices ? (prices.get(o.id) ?? null) : offerPrice(o.fromCents, o.fromRefCents, o.nights),
    })),
  }));
  return {
    hotel: {
      id: facts.id,
      slug: facts.slug,
      path: hotelPath(market.code, facts.id, facts.slug),
      label: facts.label,
      active: facts.active,
      stars: facts.stars,
      description: facts.description,
      infoGeneral: facts.info_general,
      importantInfo: facts.important_info,
      address: facts.address,
      postcode: facts.postcode,
      city: facts.city_name ?? null,
      cityId: facts.city_id,
      countryCode: facts.country_code,
      lat: facts.lat,
      lng: facts.lng,
      reviewAverage: facts.review_average,
      reviewCount: facts.review_count,
      checkinTime: facts.checkin_time,
      checkoutTime: facts.checkout_time,
      pets: {
        allowed: facts.petsAllowed,
        priceCents: facts.pets_price_cents,
        maxWeightKg: facts.pets_max_weight_kg,
        maxNumber: facts.pets_max_number,
      },
      localTax: {
        type: facts.local_tax_type,
        amountCents: facts.local_tax_cents,
        percentage: facts.local_tax_percentage,
      },
      facilities: facts.facilities,
      images: facts.images,
    },
    rooms: roomViews,
    roomsApply: roomViews.length > 1,
    noAvailability: Boolean(prices) && roomViews.every((r) => r.offers.every((o) => o.price === null)),
    reviews,
    nearby,
    datesLabel: dated
      ? {
          checkin: formatIsoDate(stay.checkin, market.bcp47, { dateStyle: 'full' }),
          checkout: formatIsoDate(stay.checkout, market.bcp47, { dateStyle: 'full' }),
        }
      : null,
  };
}
