/**
 * The whole schema of ./schema.ts, portable between SQLite and PostgreSQL:
 * integer, double precision (SQLite gives it REAL affinity), text; calendar days as text yyyy-MM-dd.
 * Generated ids are SQLite `integer primary key` (rowid) and PostgreSQL identity columns.
 * Foreign keys where they are cheap; none on offer_days (1.8M rows at scale 1, 18M at scale 10).
 */
import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';

type Col = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = CreateTableBuilder<any, any>;

const nn: Col = (c) => c.notNull();

/** Every table, in creation order (dropped in reverse). */
export const CATALOGUE_TABLES = [
  'places',
  'place_names',
  'city_touristic_regions',
  'labels',
  'themes',
  'activity_groups',
  'activities',
  'activity_translations',
  'facilities',
  'hotel_types',
  'hotel_environments',
  'hotel_styles',
  'hotels',
  'hotel_translations',
  'hotel_facilities',
  'hotel_images',
  'rooms',
  'room_translations',
  'offers',
  'offer_translations',
  'offer_themes',
  'offer_activities',
  'offer_images',
  'program_lines',
  'offer_days',
  'upsells',
  'upsell_translations',
  'single_voucher_prices',
  'boxes',
  'box_translations',
  'box_offers',
  'box_themes',
  'gift_card_amounts',
  'sub_element_categories',
  'sub_elements',
  'sleeves',
  'gift_option_labels',
  'shipping_costs',
  'activity_products',
  'activity_product_translations',
  'activity_product_prices',
  'activity_product_activities',
  'reviews',
  'content_entries',
  'articles',
  'static_pages',
  'minisites',
  'accounts',
  'wishlist_items',
  'orders',
  'gift_personalisations',
  'gift_codes',
  'contact_cases',
  'analytics_events',
  'experiment_activations',
  'not_found_reports',
] as const;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const int = 'integer' as const;
  const real = 'double precision' as const;
  const text = 'text' as const;
  /** Calendar days: byte order on PostgreSQL whatever the database collation (range scans on offer_days). */
  const dayType = pg ? sql`text collate "C"` : sql`text`;

  const table = (name: string) => db.schema.createTable(name);
  const generatedId = (t: Table): Table =>
    pg
      ? t.addColumn('id', int, (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', int, (c) => c.primaryKey());
  const index = (name: string, on: string, columns: string[], unique = false) => {
    const b = db.schema.createIndex(name).on(on).columns(columns);
    return (unique ? b.unique() : b).execute();
  };
  /** A translation table: PK (entity_id, language) referencing its entity. */
  const translations = (
    name: string,
    entityColumn: string,
    parent: string | null,
    columns: [string, Col?][],
  ) => {
    let t = table(name)
      .addColumn(entityColumn, int, (c) =>
        parent ? c.notNull().references(`${parent}.id`).onDelete('cascade') : c.notNull(),
      )
      .addColumn('language', text, nn);
    for (const [column, modifier] of columns) t = t.addColumn(column, text, modifier ?? nn);
    return t.addPrimaryKeyConstraint(`${name}_pk`, [entityColumn, 'language']).execute();
  };

  // ---------------------------------------------------------------- geography
  await table('places')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('key', text, (c) => c.notNull().unique())
    .addColumn('type', text, nn)
    .addColumn('country_code', text, nn)
    .addColumn('region_id', int, (c) => c.references('places.id'))
    .addColumn('department_id', int, (c) => c.references('places.id'))
    .addColumn('city_id', int, (c) => c.references('places.id'))
    .addColumn('code', text)
    .addColumn('lat', real, nn)
    .addColumn('lng', real, nn)
    .addColumn('postcode', text)
    .addColumn('population', int, (c) => c.notNull().defaultTo(0))
    .addColumn('resort', text)
    .addColumn('slug', text, nn)
    .execute();
  await index('places_type_idx', 'places', ['type']);
  await index('places_country_type_idx', 'places', ['country_code', 'type']);
  await index('places_department_idx', 'places', ['department_id']);
  await index('places_region_idx', 'places', ['region_id']);

  await table('place_names')
    .addColumn('place_id', int, (c) => c.notNull().references('places.id').onDelete('cascade'))
    .addColumn('language', text, nn)
    .addColumn('name', text, nn)
    .addColumn('search_name', text, nn)
    .addPrimaryKeyConstraint('place_names_pk', ['place_id', 'language'])
    .execute();
  await index('place_names_search_idx', 'place_names', ['language', 'search_name']);

  await table('city_touristic_regions')
    .addColumn('city_id', int, (c) => c.notNull().references('places.id').onDelete('cascade'))
    .addColumn('touristic_region_id', int, (c) => c.notNull().references('places.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('city_touristic_regions_pk', ['city_id', 'touristic_region_id'])
    .execute();
  await index('city_touristic_regions_region_idx', 'city_touristic_regions', [
    'touristic_region_id',
    'city_id',
  ]);

  // ---------------------------------------------------------------- taxonomies
  await table('labels')
    .addColumn('kind', text, nn)
    .addColumn('code', text, nn)
    .addColumn('language', text, nn)
    .addColumn('name', text, nn)
    .addPrimaryKeyConstraint('labels_pk', ['kind', 'code', 'language'])
    .execute();

  await table('themes')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('key', text, (c) => c.notNull().unique())
    .addColumn('position', int, nn)
    .addColumn('reduced', int, (c) => c.notNull().defaultTo(0))
    .execute();

  await table('activity_groups')
    .addColumn('key', text, (c) => c.primaryKey())
    .addColumn('position', int, nn)
    .execute();

  await table('activities')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('key', text, (c) => c.notNull().unique())
    .addColumn('group_key', text, (c) => c.notNull().references('activity_groups.key'))
    .addColumn('duration_minutes', int, nn)
    .addColumn('per_person', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await translations('activity_translations', 'activity_id', 'activities', [['name'], ['description']]);

  await table('facilities')
    .addColumn('code', text, (c) => c.primaryKey())
    .addColumn('highlighted', int, (c) => c.notNull().defaultTo(0))
    .addColumn('eco', int, (c) => c.notNull().defaultTo(0))
    .execute();
  for (const name of ['hotel_types', 'hotel_environments', 'hotel_styles']) {
    await table(name)
      .addColumn('code', text, (c) => c.primaryKey())
      .addColumn('position', int, nn)
      .execute();
  }

  // ---------------------------------------------------------------- hotels and rooms
  await table('hotels')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('slug', text, nn)
    .addColumn('active', int, (c) => c.notNull().defaultTo(1))
    .addColumn('stars', int, nn)
    .addColumn('type_code', text, (c) => c.notNull().references('hotel_types.code'))
    .addColumn('environment_code', text, (c) => c.notNull().references('hotel_environments.code'))
    .addColumn('style_code', text, (c) => c.notNull().references('hotel_styles.code'))
    .addColumn('city_id', int, (c) => c.notNull().references('places.id'))
    .addColumn('department_id', int, nn)
    .addColumn('region_id', int, nn)
    .addColumn('country_code', text, nn)
    .addColumn('lat', real, nn)
    .addColumn('lng', real, nn)
    .addColumn('address', text, nn)
    .addColumn('postcode', text, nn)
    .addColumn('review_count', int, (c) => c.notNull().defaultTo(0))
    .addColumn('review_average', real)
    .addColumn('checkin_time', text, nn)
    .addColumn('checkout_time', text, nn)
    .addColumn('pets_allowed', int, (c) => c.notNull().defaultTo(0))
    .addColumn('pets_price_cents', int)
    .addColumn('pets_max_weight_kg', int)
    .addColumn('pets_max_number', int, (c) => c.notNull().defaultTo(0))
    .addColumn('local_tax_type', text, nn)
    .addColumn('local_tax_cents', int, (c) => c.notNull().defaultTo(0))
    .addColumn('local_tax_percentage', real)
    .addColumn('channel_manager_id', text)
    .addColumn('popularity', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await index('hotels_city_idx', 'hotels', ['city_id']);
  await index('hotels_department_idx', 'hotels', ['department_id']);
  await index('hotels_region_idx', 'hotels', ['region_id']);
  await index('hotels_country_idx', 'hotels', ['country_code']);
  await index('hotels_lat_lng_idx', 'hotels', ['lat', 'lng']);
  await index('hotels_stars_idx', 'hotels', ['stars']);
  await index('hotels_review_average_idx', 'hotels', ['review_average']);
  await translations('hotel_translations', 'hotel_id', 'hotels', [
    ['label'],
    ['description'],
    ['info_general'],
    ['important_info'],
  ]);

  await table('hotel_facilities')
    .addColumn('hotel_id', int, (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('facility_code', text, (c) => c.notNull().references('facilities.code'))
    .addPrimaryKeyConstraint('hotel_facilities_pk', ['hotel_id', 'facility_code'])
    .execute();
  await index('hotel_facilities_facility_idx', 'hotel_facilities', ['facility_code', 'hotel_id']);

  const images = (name: string, owner: string) =>
    table(name)
      .addColumn('owner_id', int, (c) => c.notNull().references(`${owner}.id`).onDelete('cascade'))
      .addColumn('position', int, nn)
      .addColumn('image_id', text, nn)
      .addPrimaryKeyConstraint(`${name}_pk`, ['owner_id', 'position'])
      .execute();
  await images('hotel_images', 'hotels');

  await table('rooms')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('hotel_id', int, (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('type_code', text, nn)
    .addColumn('capacity_adults', int, nn)
    .addColumn('capacity_total', int, nn)
    .addColumn('size_m2', int, nn)
    .addColumn('stock', int, nn)
    .execute();
  await index('rooms_hotel_idx', 'rooms', ['hotel_id']);
  await translations('room_translations', 'room_id', 'rooms', [['label'], ['bedding'], ['description']]);

  // ---------------------------------------------------------------- offers and availability
  await table('offers')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('hotel_id', int, (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('room_id', int, (c) => c.notNull().references('rooms.id'))
    .addColumn('kind', text, nn)
    .addColumn('slug', text, nn)
    .addColumn('published', int, (c) => c.notNull().defaultTo(1))
    .addColumn('giftable', int, (c) => c.notNull().defaultTo(0))
    .addColumn('nights', int, nn)
    .addColumn('min_nights', int, nn)
    .addColumn('max_nights', int, nn)
    .addColumn('max_adults', int, nn)
    .addColumn('max_children', int, nn)
    .addColumn('max_babies', int, nn)
    .addColumn('max_occupancy', int, nn)
    .addColumn('extra_adult_cents', int, nn)
    .addColumn('child_cents', int, nn)
    .addColumn('from_price_cents', int, nn)
    .addColumn('from_ref_price_cents', int, nn)
    .addColumn('gift_price_cents', int)
    .addColumn('popularity', int, (c) => c.notNull().defaultTo(0))
    .addColumn('cancellation_type', text, nn)
    .addColumn('cancellation_days', int, (c) => c.notNull().defaultTo(0))
    .addColumn('expires_on', text)
    .addColumn('last_minute', int, (c) => c.notNull().defaultTo(0))
    .addColumn('marketing_label', text)
    .addColumn('priority_label', text)
    .addColumn('stress_message', text)
    .addColumn('auto_discount_code', text)
    .addColumn('auto_discount_percent', int)
    .addColumn('created_on', text, nn)
    .execute();
  await index('offers_hotel_idx', 'offers', ['hotel_id']);
  await index('offers_published_kind_idx', 'offers', ['published', 'kind']);
  await index('offers_from_price_idx', 'offers', ['from_price_cents']);
  await translations('offer_translations', 'offer_id', 'offers', [['label'], ['headwords'], ['description']]);

  await table('offer_themes')
    .addColumn('offer_id', int, (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('theme_id', int, (c) => c.notNull().references('themes.id'))
    .addPrimaryKeyConstraint('offer_themes_pk', ['offer_id', 'theme_id'])
    .execute();
  await index('offer_themes_theme_idx', 'offer_themes', ['theme_id', 'offer_id']);

  await table('offer_activities')
    .addColumn('offer_id', int, (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('activity_id', int, (c) => c.notNull().references('activities.id'))
    .addColumn('position', int, nn)
    .addPrimaryKeyConstraint('offer_activities_pk', ['offer_id', 'activity_id'])
    .execute();
  await index('offer_activities_activity_idx', 'offer_activities', ['activity_id', 'offer_id']);

  await images('offer_images', 'offers');

  await table('program_lines')
    .addColumn('offer_id', int, (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('language', text, nn)
    .addColumn('position', int, nn)
    .addColumn('kind', text, nn)
    .addColumn('text', text, nn)
    .addPrimaryKeyConstraint('program_lines_pk', ['offer_id', 'language', 'position'])
    .execute();

  let offerDays = table('offer_days')
    .addColumn('offer_id', int, nn)
    .addColumn('day', dayType, nn)
    .addColumn('sell_cents', int, nn)
    .addColumn('ref_cents', int, nn)
    .addColumn('min_los', int, nn)
    .addColumn('rooms_left', int, nn)
    .addPrimaryKeyConstraint('offer_days_pk', ['offer_id', 'day']);
  if (!pg) offerDays = offerDays.modifyEnd(sql`without rowid`);
  await offerDays.execute();
  await index('offer_days_day_idx', 'offer_days', ['day', 'offer_id']);

  await table('upsells')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('offer_id', int, (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('target_offer_id', int, (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('kind', text, nn)
    .addColumn('price_difference_cents', int, nn)
    .execute();
  await index('upsells_offer_idx', 'upsells', ['offer_id']);
  await translations('upsell_translations', 'upsell_id', 'upsells', [['label']]);

  // ---------------------------------------------------------------- gifts
  await table('single_voucher_prices')
    .addColumn('offer_id', int, (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('nights', int, nn)
    .addColumn('bucket', int, nn)
    .addColumn('sell_cents', int, nn)
    .addColumn('extra_upsell_availability_cents', int, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('single_voucher_prices_pk', ['offer_id', 'nights', 'bucket'])
    .execute();

  await table('boxes')
    .addColumn('code', text, (c) => c.primaryKey())
    .addColumn('family', text, nn)
    .addColumn('format', text, nn)
    .addColumn('slug', text, nn)
    .addColumn('value_cents', int, nn)
    .addColumn('sell_cents', int, nn)
    .addColumn('ref_cents', int, nn)
    .addColumn('validity_months', int, nn)
    .addColumn('image_id', text, nn)
    .addColumn('published', int, (c) => c.notNull().defaultTo(1))
    .addColumn('position', int, nn)
    .execute();
  await index('boxes_family_idx', 'boxes', ['family']);

  await table('box_translations')
    .addColumn('family', text, nn)
    .addColumn('language', text, nn)
    .addColumn('title', text, nn)
    .addColumn('description', text, nn)
    .addColumn('included_content', text, nn)
    .addPrimaryKeyConstraint('box_translations_pk', ['family', 'language'])
    .execute();

  await table('box_offers')
    .addColumn('family', text, nn)
    .addColumn('offer_id', int, (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('box_offers_pk', ['family', 'offer_id'])
    .execute();
  await index('box_offers_offer_idx', 'box_offers', ['offer_id']);

  await table('box_themes')
    .addColumn('family', text, nn)
    .addColumn('theme_id', int, (c) => c.notNull().references('themes.id'))
    .addPrimaryKeyConstraint('box_themes_pk', ['family', 'theme_id'])
    .execute();

  await table('gift_card_amounts')
    .addColumn('amount_cents', int, (c) => c.primaryKey())
    .addColumn('position', int, nn)
    .execute();

  await table('sub_element_categories')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('single_selection', int, (c) => c.notNull().defaultTo(0))
    .addColumn('position', int, nn)
    .execute();

  await table('sub_elements')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('key', text, (c) => c.notNull().unique())
    .addColumn('category_id', int, (c) => c.notNull().references('sub_element_categories.id'))
    .addColumn('price_cents', int, nn)
    .addColumn('recommended', int, (c) => c.notNull().defaultTo(0))
    .addColumn('image_id', text, nn)
    .execute();

  await table('sleeves')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('key', text, (c) => c.notNull().unique())
    .addColumn('image_id', text, nn)
    .execute();

  await table('gift_option_labels')
    .addColumn('kind', text, nn)
    .addColumn('id', int, nn)
    .addColumn('language', text, nn)
    .addColumn('name', text, nn)
    .addColumn('description', text, nn)
    .addPrimaryKeyConstraint('gift_option_labels_pk', ['kind', 'id', 'language'])
    .execute();

  await table('shipping_costs')
    .addColumn('country_code', text, (c) => c.primaryKey())
    .addColumn('shipping_cents', int, nn)
    .addColumn('international_fee_cents', int, nn)
    .addColumn('physical_available', int, nn)
    .execute();

  // ---------------------------------------------------------------- activity-only products
  await table('activity_products')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('slug', text, nn)
    .addColumn('main_activity_id', int, (c) => c.notNull().references('activities.id'))
    .addColumn('centre_name', text, nn)
    .addColumn('city_id', int, (c) => c.notNull().references('places.id'))
    .addColumn('lat', real, nn)
    .addColumn('lng', real, nn)
    .addColumn('published', int, (c) => c.notNull().defaultTo(1))
    .addColumn('validity_months', int, nn)
    .addColumn('from_price_cents', int, nn)
    .addColumn('popularity', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await index('activity_products_city_idx', 'activity_products', ['city_id']);
  await index('activity_products_lat_lng_idx', 'activity_products', ['lat', 'lng']);
  await translations('activity_product_translations', 'product_id', 'activity_products', [
    ['label'],
    ['description'],
    ['schedules'],
    ['nice_to_know'],
    ['important_info'],
  ]);

  await table('activity_product_prices')
    .addColumn('product_id', int, (c) => c.notNull().references('activity_products.id').onDelete('cascade'))
    .addColumn('party_size', int, nn)
    .addColumn('sell_cents', int, nn)
    .addColumn('ref_cents', int, nn)
    .addPrimaryKeyConstraint('activity_product_prices_pk', ['product_id', 'party_size'])
    .execute();

  await table('activity_product_activities')
    .addColumn('product_id', int, (c) => c.notNull().references('activity_products.id').onDelete('cascade'))
    .addColumn('activity_id', int, (c) => c.notNull().references('activities.id'))
    .addColumn('position', int, nn)
    .addPrimaryKeyConstraint('activity_product_activities_pk', ['product_id', 'activity_id'])
    .execute();
  await index('activity_product_activities_activity_idx', 'activity_product_activities', [
    'activity_id',
    'product_id',
  ]);

  // ---------------------------------------------------------------- reviews
  await table('reviews')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('hotel_id', int, (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('language', text, nn)
    .addColumn('customer_name', text, nn)
    .addColumn('traveller_type', text, nn)
    .addColumn('stay_month', text, nn)
    .addColumn('created_on', text, nn)
    .addColumn('average', real, nn)
    .addColumn('welcoming', real, nn)
    .addColumn('comfort', real, nn)
    .addColumn('cleanliness', real, nn)
    .addColumn('food', real, nn)
    .addColumn('localization', real, nn)
    .addColumn('price_quality', real, nn)
    .addColumn('positive', text, nn)
    .addColumn('negative', text, nn)
    .execute();
  await index('reviews_hotel_language_idx', 'reviews', ['hotel_id', 'language', 'created_on']);

  // ---------------------------------------------------------------- content
  await generatedId(table('content_entries'))
    .addColumn('market', text, nn)
    .addColumn('kind', text, nn)
    .addColumn('flow', text)
    .addColumn('page', text)
    .addColumn('position', int, (c) => c.notNull().defaultTo(0))
    .addColumn('data', text, nn)
    .addColumn('starts_on', text)
    .addColumn('ends_on', text)
    .execute();
  await index('content_entries_market_kind_flow_idx', 'content_entries', ['market', 'kind', 'flow']);

  await table('articles')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('market', text, nn)
    .addColumn('slug', text, nn)
    .addColumn('title', text, nn)
    .addColumn('teaser', text, nn)
    .addColumn('body', text, nn)
    .addColumn('image_id', text, nn)
    .addColumn('published_on', text, nn)
    .execute();
  await index('articles_market_published_idx', 'articles', ['market', 'published_on']);
  await index('articles_market_slug_idx', 'articles', ['market', 'slug'], true);

  await table('static_pages')
    .addColumn('id', text, nn)
    .addColumn('market', text, nn)
    .addColumn('title', text, nn)
    .addColumn('body', text, nn)
    .addPrimaryKeyConstraint('static_pages_pk', ['market', 'id'])
    .execute();

  await table('minisites')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('slug', text, (c) => c.notNull().unique())
    .addColumn('market', text, nn)
    .addColumn('partner_name', text)
    .addColumn('logo_image_id', text)
    .addColumn('banner_image_id', text, nn)
    .addColumn('footer', text)
    .execute();

  // ---------------------------------------------------------------- what visitors create
  await generatedId(table('accounts'))
    .addColumn('email', text, (c) => c.notNull().unique())
    .addColumn('password_hash', text, nn)
    .addColumn('first_name', text, nn)
    .addColumn('last_name', text, nn)
    .addColumn('market', text, nn)
    .addColumn('role', text, nn)
    .addColumn('created_at', text, nn)
    .execute();

  await table('wishlist_items')
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('offer_id', int, nn)
    .addColumn('created_at', text, nn)
    .addPrimaryKeyConstraint('wishlist_items_pk', ['account_id', 'offer_id'])
    .execute();

  // No foreign keys to the catalogue: orders must survive a regenerated catalogue.
  await generatedId(table('orders'))
    .addColumn('reference', text, (c) => c.notNull().unique())
    .addColumn('kind', text, nn)
    .addColumn('status', text, nn)
    .addColumn('market', text, nn)
    .addColumn('account_id', int, (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('offer_id', int)
    .addColumn('box_code', text)
    .addColumn('activity_product_id', int)
    .addColumn('checkin', text)
    .addColumn('checkout', text)
    .addColumn('nights', int)
    .addColumn('adults', int, nn)
    .addColumn('children', int, nn)
    .addColumn('babies', int, nn)
    .addColumn('rooms', int, nn)
    .addColumn('total_cents', int, nn)
    .addColumn('local_tax_cents', int, nn)
    .addColumn('shipping_cents', int, nn)
    .addColumn('customer_email', text, nn)
    .addColumn('customer_name', text, nn)
    .addColumn('created_at', text, nn)
    .execute();
  await index('orders_account_idx', 'orders', ['account_id']);

  await table('gift_personalisations')
    .addColumn('order_id', int, (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('from_name', text)
    .addColumn('message', text)
    .addColumn('format', text, nn)
    .addColumn('sleeve_id', int)
    .addColumn('sub_element_ids', text, nn)
    .execute();

  await table('gift_codes')
    .addColumn('code', text, (c) => c.primaryKey())
    .addColumn('order_id', int, (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('value_cents', int, nn)
    .addColumn('expires_on', text, nn)
    .addColumn('redeemed_at', text)
    .execute();
  await index('gift_codes_order_idx', 'gift_codes', ['order_id']);

  await generatedId(table('contact_cases'))
    .addColumn('market', text, nn)
    .addColumn('booking_number', text)
    .addColumn('reason', text, nn)
    .addColumn('request_type', text, nn)
    .addColumn('request_subtype', text)
    .addColumn('name', text, nn)
    .addColumn('email', text, nn)
    .addColumn('phone', text)
    .addColumn('description', text, nn)
    .addColumn('status', text, nn)
    .addColumn('created_at', text, nn)
    .execute();

  await generatedId(table('analytics_events'))
    .addColumn('pos', text, nn)
    .addColumn('client_id', text, nn)
    .addColumn('user_id', text)
    .addColumn('session_id', text)
    .addColumn('name', text, nn)
    .addColumn('page_path', text)
    .addColumn('page_type', text)
    .addColumn('payload', text, nn)
    .addColumn('created_at', text, nn)
    .execute();
  await index('analytics_events_created_idx', 'analytics_events', ['created_at']);

  await table('experiment_activations')
    .addColumn('visitor_id', text, nn)
    .addColumn('experiment', text, nn)
    .addColumn('variation', text, nn)
    .addColumn('market', text, nn)
    .addColumn('created_at', text, nn)
    .addPrimaryKeyConstraint('experiment_activations_pk', ['visitor_id', 'experiment'])
    .execute();

  await generatedId(table('not_found_reports'))
    .addColumn('uri', text, nn)
    .addColumn('locale', text, nn)
    .addColumn('created_at', text, nn)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const name of [...CATALOGUE_TABLES].reverse()) {
    const drop = db.schema.dropTable(name).ifExists();
    await (pg ? drop.cascade() : drop).execute();
  }
}
