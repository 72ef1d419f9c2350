/** Content per market and flow, and what visitors create: accounts, orders, cases, reports. */
import type { Generated } from 'kysely';
import type { Flow } from '~/domain/flows';
import type { IsoDay, IsoInstant } from './basics';

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
