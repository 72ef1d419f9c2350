/**
 * The catalogue database, as Kysely sees it. One schema for SQLite and PostgreSQL:
 * - calendar days are TEXT `yyyy-MM-dd`, instants are TEXT ISO-8601 (UTC): identical on both engines;
 * - booleans are INTEGER 0/1; money is INTEGER cents; coordinates are double precision;
 * - catalogue text lives in `*_translations` tables keyed by language (en, fr, es, nl, it);
 *   small taxonomies share one `labels` table keyed by (kind, code, language).
 * The migration in ./migrations creates exactly this; see docs/decisions for the availability model.
 */
import type { Insertable, Selectable } from 'kysely';
import type {
  PlacesTable,
  PlaceNamesTable,
  CityTouristicRegionsTable,
  LabelsTable,
  ThemesTable,
  ActivityGroupsTable,
  ActivitiesTable,
  ActivityTranslationsTable,
  FacilitiesTable,
  CodeTable,
  HotelsTable,
  HotelTranslationsTable,
  HotelFacilitiesTable,
  ImagesLinkTable,
  RoomsTable,
  RoomTranslationsTable,
  OffersTable,
  OfferTranslationsTable,
  OfferThemesTable,
  OfferActivitiesTable,
  ProgramLinesTable,
  OfferDaysTable,
  UpsellsTable,
  UpsellTranslationsTable,
} from './schema/catalogue';
import type {
  SingleVoucherPricesTable,
  BoxesTable,
  BoxTranslationsTable,
  BoxOffersTable,
  BoxThemesTable,
  GiftCardAmountsTable,
  SubElementCategoriesTable,
  SubElementsTable,
  SleevesTable,
  GiftOptionLabelsTable,
  ShippingCostsTable,
  ActivityProductsTable,
  ActivityProductTranslationsTable,
  ActivityProductPricesTable,
  ActivityProductActivitiesTable,
  ReviewsTable,
} from './schema/gifts-and-activities';
import type {
  ContentEntriesTable,
  ArticlesTable,
  StaticPagesTable,
  MinisitesTable,
  AccountsTable,
  WishlistItemsTable,
  OrdersTable,
  GiftPersonalisationsTable,
  GiftCodesTable,
  ContactCasesTable,
  AnalyticsEventsTable,
  ExperimentActivationsTable,
  NotFoundReportsTable,
  CatalogueVersionTable,
} from './schema/content-and-visitors';

export * from './schema/basics';
export * from './schema/catalogue';
export * from './schema/gifts-and-activities';
export * from './schema/content-and-visitors';

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
