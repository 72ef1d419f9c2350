import type { ReviewLanguage } from '~/domain/reviews/review-options';
import type { ReviewsPage } from '~/domain/reviews/summary';
import type { ReviewsViewState } from '~/domain/reviews/view-state';
/** The hotel page's data as its components receive it (computed on the server, serialisable). */
import type { IsoMonth } from '../calendar/dates';
import type { AvailabilityMap, ClockReading } from '../calendar/selection';
import type { CancellationPolicy } from './cancellation';
import type { GalleryState } from './gallery-state';
import type { HotelInfoState, HotelStay } from './hotel-page';
import type { OfferPrice } from './hotel-offer-price';
import type { LocalTaxTerms } from './local-tax';
import type { ReviewSummary } from '../reviews/summary';

export interface HotelFacility {
  code: string;
  label: string;
  highlighted: boolean;
  eco: boolean;
}

export interface NearbyHotel {
  id: number;
  slug: string;
  label: string;
  stars: number;
  city: string | null;
  imageId: string | null;
  fromCents: number | null;
  distanceKm: number;
}

export interface HotelOfferView {
  id: number;
  slug: string;
  label: string;
  program: string[];
  cancellation: CancellationPolicy;
  /** for the dates when the stay has them (null: not bookable for them), else the "from" price */
  price: OfferPrice | null;
}

export interface HotelRoomView {
  id: number;
  label: string;
  bedding: string;
  description: string;
  sizeM2: number;
  capacity: number;
  offers: HotelOfferView[];
}

export interface HotelPageData {
  hotel: {
    id: number;
    slug: string;
    path: string;
    label: string;
    active: boolean;
    stars: number;
    description: string;
    infoGeneral: string;
    importantInfo: string;
    address: string;
    postcode: string;
    city: string | null;
    cityId: number;
    countryCode: string;
    lat: number;
    lng: number;
    reviewAverage: number | null;
    reviewCount: number;
    checkinTime: string;
    checkoutTime: string;
    pets: { allowed: boolean; priceCents: number | null; maxWeightKg: number | null; maxNumber: number };
    localTax: LocalTaxTerms;
    facilities: HotelFacility[];
    images: string[];
  };
  /** rooms with their offers; one entry without a room label when the offers are of one room */
  rooms: HotelRoomView[];
  /** the offers are of several rooms: the page lists rooms, otherwise a plain list of offers */
  roomsApply: boolean;
  /** the stay has dates and no offer is bookable for them */
  noAvailability: boolean;
  reviews: ReviewSummary | null;
  nearby: NearbyHotel[];
  /** the stay's dates as the market writes them */
  datesLabel: { checkin: string; checkout: string } | null;
}

/** Everything the hotel page's components receive: the data, the stay and the page's URL states. */
export interface HotelPageView {
  marketCode: string;
  /** the market's language: the reviews view's default language */
  language: ReviewLanguage;
  bcp47: string;
  origin: string;
  /** the address's query (`?a=2&checkin=…`), kept by the states' links */
  search: string;
  clock: ClockReading;
  stay: HotelStay;
  page: HotelPageData;
  calendar: { month: IsoMonth; availability: AvailabilityMap };
  description: { mobile: string; desktop: string; rest: string };
  /** the reviews view's state and page when the address opens it (`?reviews=1`) */
  reviewsView: { state: ReviewsViewState; page: ReviewsPage } | null;
  states: {
    gallery: GalleryState;
    info: HotelInfoState | null;
    /** the offer whose detail is open (only with dates) */
    offerId: number | null;
    /** an offer was selected without dates: the calendar asks for them */
    datesPrompt: boolean;
  };
  documentTitle: string;
}
