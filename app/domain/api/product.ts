/**
 * The stay's JSON API: its detail (GET /api/weekend/{id}/detail.json) and the offers of its hotel
 * for dates and travellers (GET /api/product/{id}/offers). Amounts are cents.
 */
import { z } from 'zod';
import { PAX_LIMITS } from '../travellers';
import { apiLocale, dayParam, intParam } from './query';

const ID_MAX = 2_000_000_000;

// ---------------------------------------------------------------- GET /api/weekend/{id}/detail.json

export const weekendDetailRequest = z.object({
  id: intParam(1, ID_MAX, 'invalid offer id'),
  locale: apiLocale('fr_FR'),
});

export const weekendDetailResponse = z.object({
  id: z.number(),
  label: z.string(),
  description: z.string(),
  uri: z.string(),
  /** published and not past its sales end */
  onSale: z.boolean(),
  hotel: z.object({
    id: z.number(),
    label: z.string(),
    stars: z.number(),
    uri: z.string(),
    checkInOut: z.object({ checkin: z.string(), checkout: z.string() }),
    location: z.object({
      label: z.string(),
      address: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
    review: z.object({ count: z.number(), average: z.number().nullable() }),
  }),
  room: z.object({ label: z.string(), bedding: z.string(), size: z.number() }).nullable(),
  imagesBySize: z.record(z.string(), z.array(z.string())),
  programLine: z.array(z.object({ kind: z.string(), text: z.string() })),
  activities: z.array(
    z.object({
      activityId: z.number(),
      title: z.string(),
      detailList: z.array(z.string()),
      duration: z.number(),
    }),
  ),
  cancellationPolicy: z.object({
    type: z.enum(['FREE', 'PARTIAL', 'NCNR']),
    /** cancellable until this many days before check-in (0 for NCNR) */
    days: z.number(),
  }),
  price: z.object({
    fromPrice: z.object({
      sellPrice: z.number(),
      refPrice: z.number(),
      promo: z.number(),
      nights: z.number(),
    }),
  }),
});
export type WeekendDetailResponse = z.infer<typeof weekendDetailResponse>;

// ---------------------------------------------------------------- GET /api/product/{id}/offers

export const productOffersRequest = z.object({
  id: intParam(1, ID_MAX, 'invalid product id'),
  locale: apiLocale('fr_FR'),
  checkin: dayParam,
  nights: intParam(1, 30).default(1),
  adult: intParam(PAX_LIMITS.adults.min, PAX_LIMITS.adults.max).default(PAX_LIMITS.adults.default),
  child: intParam(PAX_LIMITS.children.min, PAX_LIMITS.children.max).default(PAX_LIMITS.children.default),
  baby: intParam(PAX_LIMITS.babies.min, PAX_LIMITS.babies.max).default(PAX_LIMITS.babies.default),
});

export const productOfferItem = z.object({
  weekendId: z.number(),
  priceInfo: z.object({
    sellPrice: z.number(),
    refPrice: z.number(),
    promo: z.number(),
    priceType: z.literal('FINAL_PRICE'),
  }),
  cancellationPolicy: z.object({ cancellable: z.boolean() }),
});

/** The hotel's offers with a price for these dates, cheapest first; the product's own among them. */
export const productOffersResponse = z.object({ items: z.array(productOfferItem) });
export type ProductOffersResponse = z.infer<typeof productOffersResponse>;
