/**
 * The availability calendar's JSON API: the price of a stay for each check-in day of an offer
 * (packageCheckinPrices), the night counts a check-in allows (packageCheckoutNights), and the days a
 * hotel has a room (availabilities). The offer or hotel id is a path segment; the rest is the query.
 */
import { z } from 'zod';
import type { AvailabilityDay } from '../calendar/selection';
import { MAX_MONTHS_AHEAD } from '../calendar/selection';
import { PAX_LIMITS } from '../travellers';
import { apiLocale, dayParam, intParam, monthParam } from './query';

const ID_MAX = 2_000_000_000;

/** The travellers a price is asked for: adults (default 2), children and babies (default 0). */
const travellers = {
  adult: intParam(PAX_LIMITS.adults.min, PAX_LIMITS.adults.max).default(PAX_LIMITS.adults.default),
  child: intParam(PAX_LIMITS.children.min, PAX_LIMITS.children.max).default(PAX_LIMITS.children.default),
  baby: intParam(PAX_LIMITS.babies.min, PAX_LIMITS.babies.max).default(PAX_LIMITS.babies.default),
};

// ---------------------------------------------------------------- GET /api/weekend/{id}/packageCheckinPrices.json

const checkinPricesShape = {
  locale: apiLocale('fr_FR'),
  /** the first month; the market's current month when absent */
  month: monthParam.optional(),
  /** how many months from `month` */
  length: intParam(1, MAX_MONTHS_AHEAD).default(2),
  /** the nights of the stay priced on each check-in day (the original also sends `night`) */
  nights: intParam(1, 30).default(1),
  ...travellers,
};
export const checkinPricesQuery = z.object(checkinPricesShape);
/** The path's offer id and the query, as the route reads them. */
export const checkinPricesRequest = z.object({
  id: intParam(1, ID_MAX, 'invalid offer id'),
  ...checkinPricesShape,
});

export const availabilityDaySchema = z.object({
  /** the price shown on the day, formatted for the market */
  price: z.string(),
  /** cents, for the stay starting that day */
  amount: z.number(),
  minLos: z.number(),
  promo: z.number(),
  bestPriceOfTheMonth: z.boolean(),
}) satisfies z.ZodType<AvailabilityDay>;

export const checkinPricesResponse = z.object({
  /** yyyy-MM-dd -> the stay starting that day; days without one are absent */
  days: z.record(z.string(), availabilityDaySchema),
  /** the month after the last one answered */
  nextMonth: z.string(),
});
export type CheckinPricesResponse = z.infer<typeof checkinPricesResponse>;

// ---------------------------------------------------------------- GET /api/weekend/{id}/packageCheckoutNights.json

export const checkoutNightsQuery = z.object({ checkin: dayParam, ...travellers });
export const checkoutNightsRequest = z.object({ id: intParam(1, ID_MAX), ...checkoutNightsQuery.shape });

/** the night counts a stay from the check-in may last */
export const checkoutNightsResponse = z.array(z.number());
export type CheckoutNightsResponse = z.infer<typeof checkoutNightsResponse>;

// ---------------------------------------------------------------- GET /api/hotels/{hotelId}/availabilities.json

export const hotelAvailabilitiesQuery = z.object({
  locale: apiLocale('fr_FR'),
  month: monthParam.optional(),
  length: intParam(1, 12).default(12),
});
export const hotelAvailabilitiesRequest = z.object({
  hotelId: intParam(1, ID_MAX),
  ...hotelAvailabilitiesQuery.shape,
});

/** yyyy-MM-dd -> the day's cheapest night in cents and the number of offers with a room */
export const hotelAvailabilitiesResponse = z.record(
  z.string(),
  z.object({ day: z.string(), price: z.number(), offers: z.number() }),
);
export type HotelAvailabilitiesResponse = z.infer<typeof hotelAvailabilitiesResponse>;
