/** What the stay page renders: the view model the server builds and the route serialises. */
import type { AvailabilityMap } from '../calendar/selection';
import type { StaticMapView } from '../map';
import type { ReviewLanguage } from '../reviews/query';
import type { ReviewsPage, ReviewSummary } from '../reviews/summary';
import type { ReviewsViewState } from '../reviews/view-state';
import type { CardView, StressBadge } from '../search/card';
import type { CancellationPolicy } from './cancellation';
import type { GalleryImage } from './gallery-state';
import type { PriceBanner, StayPrice } from './stay-price';
import type { StayMessages } from './stay-messages';
import type { StayQuery } from './stay-query';

export interface StayPageHotel {
  id: number;
  label: string;
  stars: number;
  review: { count: number; average: number | null };
  locationLabel: string;
  address: string;
  href: string;
  checkinTime: string;
  checkoutTime: string;
  description: string;
  importantInfo: string;
}

export interface StayPageData {
  marketCode: string;
  /** BCP 47 */
  locale: string;
  today: string;
  hour: number;
  offerId: number;
  /** the canonical path (with the slug) */
  path: string;
  query: StayQuery;
  /** the page's own query string (criteria and gift parameters, no URL state) */
  search: string;
  title: string;
  description: string;
  headwords: string[];
  hotel: StayPageHotel;
  room: { label: string; bedding: string; description: string; sizeM2: number } | null;
  program: { kind: string; text: string }[];
  activities: { id: number; name: string; description: string; durationMinutes: number }[];
  images: GalleryImage[];
  /** null in gifting (practical info with the cancellation policy is hidden there) */
  practical: { cancellation: CancellationPolicy; localTaxCents: number | null; hasLocalTax: boolean } | null;
  fromPrice: { sellCents: number; perNightCents: number; promoPercent: number; nights: number };
  giftPriceCents: number | null;
  /** the price for the chosen dates; null without dates or without availability */
  price: StayPrice | null;
  /** dates chosen but no availability for them */
  unavailable: boolean;
  banner: PriceBanner | null;
  messages: StayMessages;
  calendar: {
    month: string;
    availability: AvailabilityMap;
    allowedNights?: number[];
    stayNights: number;
  } | null;
  otherOffers: CardView[];
  upsells: { id: number; label: string; href: string; perNightCents: number }[];
  map: StaticMapView;
  breadcrumb: { label: string; href: string }[];
  reviews: { summary: ReviewSummary; href: string } | null;
  origin: string;
  /** the market's language: the reviews view's default */
  language: ReviewLanguage;
  /** the reviews view when the address opens it (`?reviews=1`): not cached with the page's data */
  reviewsView?: { state: ReviewsViewState; page: ReviewsPage } | null;
}

export type { StressBadge };

/** The 'Too late!' page of an expired or unpublished stay (status 410). */
export interface TooLateData {
  tooLate: true;
  documentTitle: string;
  marketCode: string;
  locale: string;
  title: string;
  hotelHref: string | null;
  otherOffers: CardView[];
}
