/** A hotel as its page shows it: facts, text in the market's language, places, pictures, facilities. */
import type { HotelFacility } from '~/domain/product/hotel-view';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage } from '../db/schema';

export type HotelFacts = NonNullable<Awaited<ReturnType<typeof loadHotelFacts>>>;

/** The hotel whatever its state (an inactive hotel is still shown); undefined when unknown. */
export async function loadHotelFacts(db: Db, hotelId: number, language: CatalogueLanguage) {
  const hotel = await db
    .selectFrom('hotels as h')
    .innerJoin('hotel_translations as t', (j) =>
      j.onRef('t.hotel_id', '=', 'h.id').on('t.language', '=', language),
    )
    .leftJoin('place_names as city', (j) =>
      j.onRef('city.place_id', '=', 'h.city_id').on('city.language', '=', language),
    )
    .select([
      'h.id',
      'h.slug',
      'h.active',
      'h.stars',
      'h.city_id',
      'h.country_code',
      'h.lat',
      'h.lng',
      'h.address',
      'h.postcode',
      'h.review_count',
      'h.review_average',
      'h.checkin_time',
      'h.checkout_time',
      'h.pets_allowed',
      'h.pets_price_cents',
      'h.pets_max_weight_kg',
      'h.pets_max_number',
      'h.local_tax_type',
      'h.local_tax_cents',
      'h.local_tax_percentage',
      't.label',
      't.description',
      't.info_general',
      't.important_info',
      'city.name as city_name',
    ])
    .where('h.id', '=', hotelId)
    .executeTakeFirst();
  if (!hotel) return undefined;
  const [images, facilities] = await Promise.all([
    db
      .selectFrom('hotel_images')
      .select('image_id')
      .where('owner_id', '=', hotelId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('hotel_facilities as hf')
      .innerJoin('facilities as f', 'f.code', 'hf.facility_code')
      .innerJoin('labels as l', (j) =>
        j
          .onRef('l.code', '=', 'hf.facility_code')
          .on('l.kind', '=', 'facility')
          .on('l.language', '=', language),
      )
      .select(['f.code', 'l.name', 'f.highlighted', 'f.eco'])
      .where('hf.hotel_id', '=', hotelId)
      .orderBy('f.highlighted', 'desc')
      .orderBy('l.name')
      .execute(),
  ]);
  return {
    ...hotel,
    active: hotel.active === 1,
    petsAllowed: hotel.pets_allowed === 1,
    images: images.map((i) => i.image_id),
    facilities: facilities.map(
      (f): HotelFacility => ({
        code: f.code,
        label: f.name,
        highlighted: f.highlighted === 1,
        eco: f.eco === 1,
      }),
    ),
  };
}
