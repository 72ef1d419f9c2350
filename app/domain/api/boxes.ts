/**
 * The gift box JSON API: GET /api/boxes/search (the listing), /api/boxes/{code}/product-detail (one
 * box) and /api/boxes/{code}/offers (a page of 8 of the stays it offers). The code is a path
 * segment; the rest is the query. Amounts are cents.
 */
import { z } from 'zod';
import { BOX_CODE_PATTERN, MAX_BOX_OFFERS_PAGE } from '../product/box-rules';
import type { BoxPrice } from '../product/box-view';
import type { CardView } from '../search/card';
import { apiLocale, intParam } from './query';

/** The locale when a request names none. */
const DEFAULT_LOCALE = 'fr_FR';

const boxCode = z.string().regex(BOX_CODE_PATTERN, 'invalid box code');

// ---------------------------------------------------------------- GET /api/boxes/search

export const boxesSearchQuery = z.object({ locale: apiLocale(DEFAULT_LOCALE) });

export interface BoxSummaryJson {
  code: string;
  title: string;
  description: string;
  slug: string;
  /** the detail page's path in the locale's market */
  url: string;
  format: 'digital' | 'physical';
  value: number;
  referencePrice: number;
  price: BoxPrice;
  images: { main: string };
}

export interface BoxesSearchResponse {
  boxes: BoxSummaryJson[];
  totalCount: number;
}

// ---------------------------------------------------------------- GET /api/boxes/{code}/product-detail

export const boxDetailQuery = z.object({ locale: apiLocale(DEFAULT_LOCALE) });
export const boxDetailRequest = boxDetailQuery.extend({ code: boxCode });

export interface BoxDetailResponse extends BoxSummaryJson {
  includedContent: string[];
  published: boolean;
  validityMonths: number;
  /** the published codes of the family per format; physical only where the market sells it */
  formats: { digital: string | null; physical: string | null };
  pageModel: { pageTitle: string; metaDescription: string };
}

// ---------------------------------------------------------------- GET /api/boxes/{code}/offers

export const boxOffersQuery = z.object({
  locale: apiLocale(DEFAULT_LOCALE),
  /** 1-based */
  page: intParam(1, MAX_BOX_OFFERS_PAGE).default(1),
});
export const boxOffersRequest = boxOffersQuery.extend({ code: boxCode });

/** An offer card of a stay the box offers, with its hotel's position. */
export type BoxOfferJson = CardView & { location: { lat: number; lng: number } | null };

export interface BoxOffersResponse {
  exactMatch: BoxOfferJson[];
  searchDetails: { totalCount: number; page: number; pageSize: number; pageCount: number };
}
