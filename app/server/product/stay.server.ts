/**
 * A stay (weekend offer) as its product page and detail API show it, in one language: the offer,
 * its hotel and room, program lines, activities, pictures and upsells. Whether it is still on sale
 * is the caller's rule (published, expires_on); this reads unpublished offers too.
 */
import type { CancellationTerms } from '~/domain/product/cancellation';
import type { LocalTaxTerms } from '~/domain/product/local-tax';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage } from '../db/schema';

/** The gallery passes on the first 5 pictures (the offer's, then the hotel's). */
export const STAY_IMAGES = 5;

export interface StayActivity {
  id: number;
  name: string;
  description: string;
  durationMinutes: number;
  group: string;
  perPerson: boolean;
}

export interface StayUpsell {
  id: number;
  label: string;
  targetOfferId: number;
  targetSlug: string;
  priceDifferenceCents: number;
}

export interface StayRecord {
  id: number;
  slug: string;
  published: boolean;
  expiresOn: string | null;
  label: string;
  description: string;
  headwords: string[];
  nights: number;
  fromPriceCents: number;
  fromRefPriceCents: number;
  giftPriceCents: number | null;
  giftable: boolean;
  cancellation: CancellationTerms;
  autoDiscountCode: string | null;
  autoDiscountPercent: number | null;
  /** the labels behind the stress messages (translated in the results' card badges) */
  labels: { priority: string | null; stress: string | null; marketing: string | null; lastMinute: boolean };
  hotel: {
    id: number;
    slug: string;
    active: boolean;
    label: string;
    description: string;
    importantInfo: string;
    stars: number;
    review: { count: number; average: number | null };
    lat: number;
    lng: number;
    address: string;
    postcode: string;
    cityId: number;
    city: string | null;
    region: string | null;
    checkinTime: string;
    checkoutTime: string;
    localTax: LocalTaxTerms;
  };
  room: { label: string; bedding: string; description: string; sizeM2: number } | null;
  program: { kind: string; text: string }[];
  activities: StayActivity[];
  imageIds: string[];
  upsells: StayUpsell[];
}

function headwordsOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export async function loadStay(
  db: Db,
  offerId: number,
  language: CatalogueLanguage,
): Promise<StayRecord | undefined> {
  const offer = await db
    .selectFrom('offers as o')
    .innerJoin('offer_translations as t', (j) =>
      j.onRef('t.offer_id', '=', 'o.id').on('t.language', '=', language),
    )
    .selectAll('o')
    .select(['t.label', 't.description', 't.headwords'])
    .where('o.id', '=', offerId)
    .where('o.kind', '=', 'weekend')
    .executeTakeFirst();
  if (!offer) return undefined;
  const [hotel, room, program, activities, offerImages, hotelImages, upsells] = await Promise.all([
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
      .selectAll('h')
      .select(['t.label', 't.description', 't.important_info', 'city.name as city', 'region.name as region'])
      .where('h.id', '=', offer.hotel_id)
      .executeTakeFirst(),
    db
      .selectFrom('rooms as r')
      .innerJoin('room_translations as t', (j) =>
        j.onRef('t.room_id', '=', 'r.id').on('t.language', '=', language),
      )
      .select(['t.label', 't.bedding', 't.description', 'r.size_m2'])
      .where('r.id', '=', offer.room_id)
      .executeTakeFirst(),
    db
      .selectFrom('program_lines')
      .select(['kind', 'text'])
      .where('offer_id', '=', offerId)
      .where('language', '=', language)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('offer_activities as oa')
      .innerJoin('activities as a', 'a.id', 'oa.activity_id')
      .innerJoin('activity_translations as t', (j) =>
        j.onRef('t.activity_id', '=', 'a.id').on('t.language', '=', language),
      )
      .select(['a.id', 't.name', 't.description', 'a.duration_minutes', 'a.group_key', 'a.per_person'])
      .where('oa.offer_id', '=', offerId)
      .orderBy('oa.position')
      .execute(),
    db
      .selectFrom('offer_images')
      .select('image_id')
      .where('owner_id', '=', offerId)
      .orderBy('position')
      .limit(STAY_IMAGES)
      .execute(),
    db
      .selectFrom('hotel_images')
      .select('image_id')
      .where('owner_id', '=', offer.hotel_id)
      .orderBy('position')
      .limit(STAY_IMAGES)
      .execute(),
    db
      .selectFrom('upsells as u')
      .innerJoin('upsell_translations as t', (j) =>
        j.onRef('t.upsell_id', '=', 'u.id').on('t.language', '=', language),
      )
      .innerJoin('offers as target', 'target.id', 'u.target_offer_id')
      .select(['u.id', 't.label', 'u.target_offer_id', 'target.slug', 'u.price_difference_cents'])
      .where('u.offer_id', '=', offerId)
      .where('u.kind', '=', 'extra')
      .where('target.published', '=', 1)
      .orderBy('u.id')
      .execute(),
  ]);
  if (!hotel) return undefined;
  return {
    id: offer.id,
    slug: offer.slug,
    published: offer.published === 1,
    expiresOn: offer.expires_on,
    label: offer.label,
    description: offer.description,
    headwords: headwordsOf(offer.headwords),
    nights: offer.nights,
    fromPriceCents: offer.from_price_cents,
    fromRefPriceCents: offer.from_ref_price_cents,
    giftPriceCents: offer.gift_price_cents,
    giftable: offer.giftable === 1,
    cancellation: { type: offer.cancellation_type, days: offer.cancellation_days },
    autoDiscountCode: offer.auto_discount_code,
    autoDiscountPercent: offer.auto_discount_percent,
    labels: {
      priority: offer.priority_label,
      stress: offer.stress_message,
      marketing: offer.marketing_label,
      lastMinute: offer.last_minute === 1,
    },
    hotel: {
      id: hotel.id,
      slug: hotel.slug,
      active: hotel.active === 1,
      label: hotel.label,
      description: hotel.description,
      importantInfo: hotel.important_info,
      stars: hotel.stars,
      review: { count: hotel.review_count, average: hotel.review_average },
      lat: hotel.lat,
      lng: hotel.lng,
      address: hotel.address,
      postcode: hotel.postcode,
      cityId: hotel.city_id,
      city: hotel.city,
      region: hotel.region,
      checkinTime: hotel.checkin_time,
      checkoutTime: hotel.checkout_time,
      localTax: {
        type: hotel.local_tax_type,
        amountCents: hotel.local_tax_cents,
        percentage: hotel.local_tax_percentage,
      },
    },
    room: room
      ? { label: room.label, bedding: room.bedding, description: room.description, sizeM2: room.size_m2 }
      : null,
    program,
    activities: activities.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      durationMinutes: a.duration_minutes,
      group: a.group_key,
      perPerson: a.per_person === 1,
    })),
    imageIds: [...offerImages, ...hotelImages].map((i) => i.image_id).slice(0, STAY_IMAGES),
    upsells: upsells.map((u) => ({
      id: u.id,
      label: u.label,
      targetOfferId: u.target_offer_id,
      targetSlug: u.slug,
      priceDifferenceCents: u.price_difference_cents,
    })),
  };
}
