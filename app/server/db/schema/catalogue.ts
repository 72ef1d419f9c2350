/** The catalogue's tables: places, taxonomies, hotels and rooms, offers and their days. */
import type { CancellationType } from '~/domain/product/cancellation';
import type { LocalTaxType } from '~/domain/product/local-tax';
import type { PlaceType, Resort } from '~/domain/search/places';
import type { CatalogueLanguage, Bool, IsoDay } from './basics';

// ---------------------------------------------------------------- geography

export interface PlacesTable {
  id: number;
  key: string; // stable slug from the reference data, e.g. 'fr-bordeaux'
  type: PlaceType;
  country_code: string; // FR ES BE NL IT
  region_id: number | null; // department, city
  department_id: number | null; // city
  city_id: number | null; // poi: nearest city
  code: string | null; // official code of a department/province ('33', 'FI')
  lat: number;
  lng: number;
  postcode: string | null;
  population: number;
  resort: Resort | null; // cities that are sea or ski resorts (criteria searesort/skiresort)
  slug: string;
}

export interface PlaceNamesTable {
  place_id: number;
  language: CatalogueLanguage;
  name: string;
  /** lower-case, accents stripped: prefix search for autocomplete and free text */
  search_name: string;
}

export interface CityTouristicRegionsTable {
  city_id: number;
  touristic_region_id: number;
}

// ---------------------------------------------------------------- taxonomies

export type LabelKind =
  | 'theme'
  | 'activity_group'
  | 'facility'
  | 'hotel_type'
  | 'hotel_environment'
  | 'hotel_style'
  | 'room_type';

export interface LabelsTable {
  kind: LabelKind;
  code: string; // theme id as text ('26'), facility code ('spa'), ...
  language: CatalogueLanguage;
  name: string;
}

export interface ThemesTable {
  id: number; // spec ids: Wellness 26, Romantic 23, Gastronomy 19, Family 39, ...
  key: string;
  position: number;
  reduced: Bool; // part of the reduced-thematics list
}

export interface ActivityGroupsTable {
  key: string;
  position: number;
}

export interface ActivitiesTable {
  id: number;
  key: string;
  group_key: string;
  duration_minutes: number;
  per_person: Bool;
}

export interface ActivityTranslationsTable {
  activity_id: number;
  language: CatalogueLanguage;
  name: string;
  description: string;
}

export interface FacilitiesTable {
  code: string; // 'pets' is special: the filter sends petsAllowed=true
  highlighted: Bool;
  eco: Bool;
}

export interface CodeTable {
  code: string;
  position: number;
}

// ---------------------------------------------------------------- hotels and rooms

export interface HotelsTable {
  id: number;
  slug: string;
  active: Bool;
  stars: number; // 0-5
  type_code: string;
  environment_code: string;
  style_code: string;
  city_id: number;
  department_id: number;
  region_id: number;
  country_code: string;
  lat: number;
  lng: number;
  address: string;
  postcode: string;
  review_count: number;
  review_average: number | null; // 0-10, one decimal; null = 'New'
  checkin_time: string; // '15:00'
  checkout_time: string;
  pets_allowed: Bool;
  pets_price_cents: number | null;
  pets_max_weight_kg: number | null;
  pets_max_number: number;
  local_tax_type: LocalTaxType;
  local_tax_cents: number; // per person per night when PER_PERSON_PER_NIGHT
  local_tax_percentage: number | null; // when BOOKING_PERCENTAGE
  channel_manager_id: string | null;
  popularity: number; // bookings in the last 90 days (sort 'popularity')
}

export interface HotelTranslationsTable {
  hotel_id: number;
  language: CatalogueLanguage;
  label: string;
  description: string;
  info_general: string;
  important_info: string;
}

export interface HotelFacilitiesTable {
  hotel_id: number;
  facility_code: string;
}

export interface ImagesLinkTable {
  owner_id: number;
  position: number;
  image_id: string; // generated picture id, served at /img/{image_id}/{size}
}

export interface RoomsTable {
  id: number;
  hotel_id: number;
  type_code: string;
  capacity_adults: number;
  capacity_total: number;
  size_m2: number;
  stock: number; // how many rooms of this type the hotel has
}

export interface RoomTranslationsTable {
  room_id: number;
  language: CatalogueLanguage;
  label: string;
  bedding: string;
  description: string;
}

// ---------------------------------------------------------------- offers and availability

export type OfferKind = 'weekend' | 'hotel_only';

export interface OffersTable {
  id: number;
  hotel_id: number;
  room_id: number;
  kind: OfferKind;
  slug: string;
  published: Bool;
  giftable: Bool; // can be offered as a gift stay (gifting flow)
  nights: number; // default stay length
  min_nights: number;
  max_nights: number;
  max_adults: number;
  max_children: number;
  max_babies: number;
  max_occupancy: number; // adults + children
  /** supplements per night on top of the day price, which is for 2 adults */
  extra_adult_cents: number;
  child_cents: number;
  /** cached from offer_days: cheapest bookable total for `nights` nights, 2 adults, next 12 months */
  from_price_cents: number;
  from_ref_price_cents: number;
  /** gift (single voucher) price for 2 adults and `nights` nights; null when not giftable */
  gift_price_cents: number | null;
  popularity: number;
  cancellation_type: CancellationType;
  cancellation_days: number; // free/partial cancellation until N days before check-in
  expires_on: IsoDay | null; // sales end ('expiration' stress badge)
  last_minute: Bool;
  marketing_label: string | null; // label key, translated in locales
  priority_label: string | null;
  stress_message: string | null;
  auto_discount_code: string | null;
  auto_discount_percent: number | null;
  created_on: IsoDay;
}

export interface OfferTranslationsTable {
  offer_id: number;
  language: CatalogueLanguage;
  label: string;
  headwords: string; // JSON array of short selling points
  description: string;
}

export interface OfferThemesTable {
  offer_id: number;
  theme_id: number;
}

export interface OfferActivitiesTable {
  offer_id: number;
  activity_id: number;
  position: number;
}

export interface ProgramLinesTable {
  offer_id: number;
  language: CatalogueLanguage;
  position: number;
  kind: string; // night, breakfast, activity, dinner, ...
  text: string;
}

/**
 * Availability per offer per day, 12 months from the clock's today. A row means the offer can be
 * sold for a night starting that day; no row means closed. Prices are for one night, 2 adults.
 */
export interface OfferDaysTable {
  offer_id: number;
  day: IsoDay;
  sell_cents: number;
  ref_cents: number; // reference (bar) price; promo = 1 - sell/ref
  min_los: number; // minimum length of stay for a check-in on this day
  rooms_left: number; // 0 = full
}

export interface UpsellsTable {
  id: number;
  offer_id: number;
  target_offer_id: number;
  kind: 'extra' | 'availability';
  price_difference_cents: number; // per stay
}

export interface UpsellTranslationsTable {
  upsell_id: number;
  language: CatalogueLanguage;
  label: string;
}
