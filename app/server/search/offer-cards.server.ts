/**
 * What a card shows about the matched offers: labels in the page language, the hotel, its place,
 * the first pictures and the labels behind the stress badges. One query per table, keyed by ids.
 */
import type { CardOfferInput } from '~/domain/search/card';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage } from '../db/schema';
import type { MatchedOffer } from './offer-search.server';

export const CARD_IMAGES = 4;

export async function loadOfferCards(
  db: Db,
  matched: MatchedOffer[],
  language: CatalogueLanguage,
  itemCategory: CardOfferInput['itemCategory'],
): Promise<CardOfferInput[]> {
  if (matched.length === 0) return [];
  const offerIds = matched.map((m) => m.offerId);
  const hotelIds = [...new Set(matched.map((m) => m.hotelId))];

  const [offers, hotels, offerImages, hotelImages] = await Promise.all([
    db
      .selectFrom('offers as o')
      .innerJoin('offer_translations as t', (j) =>
        j.onRef('t.offer_id', '=', 'o.id').on('t.language', '=', language),
      )
      .select([
        'o.id',
        'o.slug',
        'o.cancellation_type',
        'o.expires_on',
        'o.last_minute',
        'o.marketing_label',
        'o.priority_label',
        'o.stress_message',
        't.label',
      ])
      .where('o.id', 'in', offerIds)
      .execute(),
    db
      .selectFrom('hotels as h')
      .innerJoin('hotel_translations as t', (j) =>
        j.onRef('t.hotel_id', '=', 'h.id').on('t.language', '=', language),
      )
      .leftJoin('place_names as city', (j) =>
        j.onRef('city.place_id', '=', 'h.city_id').on('city.language', '=', language),
      )
      .leftJoin('place_names as region', (j) =>
        j.onRef('region.place_id', '=', 'h.region_id').on('region.language', '=', language),
      )
      .select([
        'h.id',
        'h.slug',
        'h.stars',
        'h.review_count',
        'h.review_average',
        'h.lat',
        'h.lng',
        't.label',
        'city.name as city',
        'region.name as region',
      ])
      .where('h.id', 'in', hotelIds)
      .execute(),
    db
      .selectFrom('offer_images')
      .select(['owner_id', 'image_id', 'position'])
      .where('owner_id', 'in', offerIds)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('hotel_images')
      .select(['owner_id', 'image_id', 'position'])
      .where('owner_id', 'in', hotelIds)
      .orderBy('position')
      .execute(),
  ]);

  const offerById = new Map(offers.map((o) => [o.id, o]));
  const hotelById = new Map(hotels.map((h) => [h.id, h]));
  const imagesOf = (rows: { owner_id: number; image_id: string }[], id: number) =>
    rows.filter((r) => r.owner_id === id).map((r) => r.image_id);

  return matched.flatMap((m) => {
    const offer = offerById.get(m.offerId);
    const hotel = hotelById.get(m.hotelId);
    if (!offer || !hotel) return [];
    const images = [...imagesOf(offerImages, offer.id), ...imagesOf(hotelImages, hotel.id)].slice(
      0,
      CARD_IMAGES,
    );
    return [
      {
        id: offer.id,
        slug: offer.slug,
        label: offer.label,
        imageIds: images,
        hotel: {
          id: hotel.id,
          slug: hotel.slug,
          label: hotel.label,
          stars: hotel.stars,
          locationLabel: [hotel.city, hotel.region].filter(Boolean).join(', '),
          review: { count: hotel.review_count, average: hotel.review_average },
        },
        location: { lat: hotel.lat, lng: hotel.lng },
        sellCents: m.totalCents,
        refCents: m.refCents,
        nights: m.nights,
        itemCategory,
        distanceKm: m.distanceKm ?? undefined,
        availableRooms: m.roomsLeft ?? undefined,
        expiresOn: offer.expires_on,
        lastMinute: offer.last_minute === 1,
        marketingLabel: offer.marketing_label,
        priorityLabel: offer.priority_label,
        stressMessage: offer.stress_message,
        otherOffersCount: m.otherOffersCount,
        cancellationType: offer.cancellation_type,
      },
    ];
  });
}
