/**
 * The catalogue database, as Kysely sees it. One schema for SQLite and PostgreSQL:
 * - calendar days are TEXT `yyyy-MM-dd`, instants are TEXT ISO-8601 (UTC): identical on both engines;
 * - booleans are INTEGER 0/1; money is INTEGER cents; coordinates are double precision;
 * - catalogue text lives in `*_translations` tables keyed by language (en, fr, es, nl, it);
 *   small taxonomies share one `labels` table keyed by (kind, code, language).
 * The migration in ./migrations creates exactly this; see docs/decisions for the availability model.
 */
import type { Generated, Insertable, Selectable } from 'kysely';
import type { Flow } from '~/domain/flows';
import type { CancellationType } from '~/domain/product/cancellation';
import type { LocalTaxType } from '~/domain/product/local-tax';

export type { CancellationType, LocalTaxType };
import type { PlaceType, Resort } from '~/domain/search/places';

export type CatalogueLanguage = 'en' | 'fr' | 'es' | 'nl' | 'it';
export type Bool = 0 | 1;
export type IsoDay = string; // yyyy-MM-dd
export type IsoInstant = string; // 2026-11-22T10:00:00.000Z

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

// ---------------------------------------------------------------- gifts

export interface SingleVoucherPricesTable {
  offer_id: number;
  nights: number;
  bucket: number; // 1 Essential, 2 Serenity, 3 Liberty
  sell_cents: number;
  extra_upsell_availability_cents: number;
}

export interface BoxesTable {
  code: string; // digital codes end with EBOX; the physical variant shares `family`
  family: string;
  format: 'digital' | 'physical';
  slug: string;
  value_cents: number;
  sell_cents: number;
  ref_cents: number;
  validity_months: number;
  image_id: string;
  published: Bool;
  position: number;
}

export interface BoxTranslationsTable {
  family: string;
  language: CatalogueLanguage;
  title: string;
  description: string;
  included_content: string; // newline-separated
}

export interface BoxOffersTable {
  family: string;
  offer_id: number;
}

export interface BoxThemesTable {
  family: string;
  theme_id: number;
}

export interface GiftCardAmountsTable {
  amount_cents: number;
  position: number;
}

export interface SubElementCategoriesTable {
  id: number;
  single_selection: Bool;
  position: number;
}

export interface SubElementsTable {
  id: number;
  key: string;
  category_id: number;
  price_cents: number;
  recommended: Bool;
  image_id: string;
}

export interface SleevesTable {
  id: number;
  key: string;
  image_id: string;
}

/** names of sub-element categories, sub-elements and sleeves */
export interface GiftOptionLabelsTable {
  kind: 'sub_element_category' | 'sub_element' | 'sleeve';
  id: number;
  language: CatalogueLanguage;
  name: string;
  description: string;
}

export interface ShippingCostsTable {
  country_code: string;
  shipping_cents: number;
  international_fee_cents: number;
  physical_available: Bool;
}

// ---------------------------------------------------------------- activity-only products

export interface ActivityProductsTable {
  id: number;
  slug: string;
  main_activity_id: number;
  centre_name: string;
  city_id: number;
  lat: number;
  lng: number;
  published: Bool;
  validity_months: number;
  from_price_cents: number; // cheapest price per person
  popularity: number;
}

export interface ActivityProductTranslationsTable {
  product_id: number;
  language: CatalogueLanguage;
  label: string;
  description: string;
  schedules: string;
  nice_to_know: string;
  important_info: string;
}

export interface ActivityProductPricesTable {
  product_id: number;
  party_size: number;
  sell_cents: number;
  ref_cents: number;
}

export interface ActivityProductActivitiesTable {
  product_id: number;
  activity_id: number;
  position: number;
}

// ---------------------------------------------------------------- reviews

export interface ReviewsTable {
  id: number;
  hotel_id: number;
  language: string; // fr es nl it en de
  customer_name: string;
  traveller_type: 'couple' | 'family' | 'friends' | 'solo' | 'business';
  stay_month: string; // yyyy-MM
  created_on: IsoDay;
  average: number; // 0-10, one decimal
  welcoming: number;
  comfort: number;
  cleanliness: number;
  food: number;
  localization: number;
  price_quality: number;
  positive: string;
  negative: string;
}

// ---------------------------------------------------------------- content (per market and flow)

export type ContentFlow = Flow;
export type ContentKind =
  | 'home'
  | 'announcement_banner'
  | 'promo_bar'
  | 'targeted_banner'
  | 'gift_block'
  | 'box_block_serp'
  | 'menu'
  | 'weekend_ideas'
  | 'seo_text'
  | 'search_suggestions'
  | 'footer';

export interface ContentEntriesTable {
  id: Generated<number>;
  market: string; // fr-fr ...
  kind: ContentKind;
  flow: ContentFlow | null; // null = every flow
  page: 'home' | 'search' | 'product' | null; // where a banner shows; null = everywhere
  position: number;
  data: string; // JSON, shaped and validated by app/domain/content.ts
  starts_on: IsoDay | null;
  ends_on: IsoDay | null;
}

export interface ArticlesTable {
  id: number;
  market: string;
  slug: string;
  title: string;
  teaser: string;
  body: string;
  image_id: string;
  published_on: IsoDay;
}

export interface StaticPagesTable {
  id: string; // 'general-conditions', ...
  market: string;
  title: string;
  body: string; // trusted HTML written by the shop
}

export interface MinisitesTable {
  id: number;
  slug: string;
  market: string;
  partner_name: string | null;
  logo_image_id: string | null;
  banner_image_id: string;
  footer: string | null;
}

// ---------------------------------------------------------------- what visitors create

export interface AccountsTable {
  id: Generated<number>;
  email: string; // unique, lower-case
  password_hash: string;
  first_name: string;
  last_name: string;
  market: string;
  role: 'customer' | 'agent';
  created_at: IsoInstant;
}

export interface WishlistItemsTable {
  account_id: number;
  offer_id: number;
  created_at: IsoInstant;
}

export type OrderKind = 'booking' | 'gift_stay' | 'box' | 'gift_card' | 'activity';

export interface OrdersTable {
  id: Generated<number>;
  reference: string; // 8 digits, unique (the contact form's booking number)
  kind: OrderKind;
  status: 'pending' | 'confirmed' | 'cancelled';
  market: string;
  account_id: number | null;
  offer_id: number | null;
  box_code: string | null;
  activity_product_id: number | null;
  checkin: IsoDay | null;
  checkout: IsoDay | null;
  nights: number | null;
  adults: number;
  children: number;
  babies: number;
  rooms: number;
  total_cents: number;
  local_tax_cents: number;
  shipping_cents: number;
  customer_email: string;
  customer_name: string;
  created_at: IsoInstant;
}

export interface GiftPersonalisationsTable {
  order_id: number;
  from_name: string | null;
  message: string | null;
  format: 'digital' | 'physical';
  sleeve_id: number | null;
  sub_element_ids: string; // JSON array
}

export interface GiftCodesTable {
  code: string;
  order_id: number;
  value_cents: number;
  expires_on: IsoDay;
  redeemed_at: IsoInstant | null;
}

export interface ContactCasesTable {
  id: Generated<number>;
  market: string;
  booking_number: string | null;
  reason: string;
  request_type: string;
  request_subtype: string | null;
  name: string;
  email: string;
  phone: string | null;
  description: string;
  status: 'New';
  created_at: IsoInstant;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  pos: string;
  client_id: string;
  user_id: string | null;
  session_id: string | null;
  name: string;
  page_path: string | null;
  page_type: string | null;
  payload: string; // JSON
  created_at: IsoInstant;
}

export interface ExperimentActivationsTable {
  visitor_id: string;
  experiment: string;
  variation: string;
  market: string;
  created_at: IsoInstant;
}

/** Missing addresses, counted per day (UTC), client address, source, address and locale (ADR 024). */
export interface NotFoundReportsTable {
  day: IsoDay;
  /** the client's address as the server resolved it ('' when unknown) */
  client: string;
  /** `page`: a view of the not-found page; `api`: a report to /api/error */
  source: 'page' | 'api';
  uri: string;
  locale: string;
  count: number;
  last_at: IsoInstant;
}

/** One row (id 1): the number every write to stock, prices or content increments (ADR 017). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

export interface Database {
  places: PlacesTable;
  place_names: PlaceNamesTable;
  city_touristic_regions: CityTouristicRegionsTable;
  labels: LabelsTable;
  themes: ThemesTable;
  activity_groups: ActivityGroupsTable;
  activities: ActivitiesTable;
  activity_translations: ActivityTranslationsTable;
  facilities: FacilitiesTable;
  hotel_types: CodeTable;
  hotel_environments: CodeTable;
  hotel_styles: CodeTable;
  hotels: HotelsTable;
  hotel_translations: HotelTranslationsTable;
  hotel_facilities: HotelFacilitiesTable;
  hotel_images: ImagesLinkTable;
  rooms: RoomsTable;
  room_translations: RoomTranslationsTable;
  offers: OffersTable;
  offer_translations: OfferTranslationsTable;
  offer_themes: OfferThemesTable;
  offer_activities: OfferActivitiesTable;
  offer_images: ImagesLinkTable;
  program_lines: ProgramLinesTable;
  offer_days: OfferDaysTable;
  upsells: UpsellsTable;
  upsell_translations: UpsellTranslationsTable;
  single_voucher_prices: SingleVoucherPricesTable;
  boxes: BoxesTable;
  box_translations: BoxTranslationsTable;
  box_offers: BoxOffersTable;
  box_themes: BoxThemesTable;
  gift_card_amounts: GiftCardAmountsTable;
  sub_element_categories: SubElementCategoriesTable;
  sub_elements: SubElementsTable;
  sleeves: SleevesTable;
  gift_option_labels: GiftOptionLabelsTable;
  shipping_costs: ShippingCostsTable;
  activity_products: ActivityProductsTable;
  activity_product_translations: ActivityProductTranslationsTable;
  activity_product_prices: ActivityProductPricesTable;
  activity_product_activities: ActivityProductActivitiesTable;
  reviews: ReviewsTable;
  content_entries: ContentEntriesTable;
  articles: ArticlesTable;
  static_pages: StaticPagesTable;
  minisites: MinisitesTable;
  accounts: AccountsTable;
  wishlist_items: WishlistItemsTable;
  orders: OrdersTable;
  gift_personalisations: GiftPersonalisationsTable;
  gift_codes: GiftCodesTable;
  contact_cases: ContactCasesTable;
  analytics_events: AnalyticsEventsTable;
  experiment_activations: ExperimentActivationsTable;
  not_found_reports: NotFoundReportsTable;
  catalogue_version: CatalogueVersionTable;
}

export type Offer = Selectable<OffersTable>;
export type Hotel = Selectable<HotelsTable>;
export type NewOfferDay = Insertable<OfferDaysTable>;
