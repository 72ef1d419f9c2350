/** Gifts (vouchers, boxes, gift options), activity-only products and hotel reviews. */
import type { CatalogueLanguage, Bool, IsoDay } from './basics';

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
