/**
 * The activity-only product's JSON API: its detail (GET /api/activity-only/weekend/{id}/detail.json)
 * and its pictures (GET /api/activities/{id}/images.json). The product id is a path segment; the
 * query names the locale (fr_FR when absent). Amounts are in cents.
 */
import { z } from 'zod';
import { apiLocale, intParam } from './query';

const ID_MAX = 2_000_000_000;

export const activityOnlyQuery = z.object({ locale: apiLocale('fr_FR') });
export const activityOnlyRequest = z.object({
  id: intParam(1, ID_MAX, 'invalid activity id'),
  ...activityOnlyQuery.shape,
});

/** The picture sizes the API answers, as the page uses them (thumbnail, card, large). */
export const ACTIVITY_API_IMAGE_SIZES = ['120_80', '640_360', '960_540'] as const;

const imagesBySize = z.object({
  '120_80': z.array(z.string()),
  '640_360': z.array(z.string()),
  '960_540': z.array(z.string()),
});

const partyPrice = z.object({
  sellPrice: z.number(),
  refPrice: z.number(),
  /** the discount shown: 0 under the activity threshold */
  promo: z.number(),
  moneySaved: z.number(),
  pricePerPerson: z.number(),
});

export const activityOnlyDetailResponse = z.object({
  id: z.number(),
  label: z.string(),
  description: z.string(),
  imagesBySize,
  activities: z.array(
    z.object({
      id: z.number(),
      label: z.string(),
      description: z.string(),
      duration: z.number(),
      main: z.boolean(),
      activityCenter: z.object({ label: z.string() }),
    }),
  ),
  mainActivityCenter: z.object({
    label: z.string(),
    stars: z.number(),
    location: z.object({ label: z.string() }),
  }),
  locations: z.array(z.object({ label: z.string(), lat: z.number(), lng: z.number() })),
  schedules: z.string(),
  niceToKnow: z.string(),
  importantInfo: z.string(),
  validityMonths: z.number(),
  /** party size -> its price */
  prices: z.record(z.string(), partyPrice),
  breadCrumb: z.array(z.object({ label: z.string(), url: z.string() })),
  pageModel: z.object({ pageTitle: z.string(), metaDescription: z.string() }),
  published: z.boolean(),
  uri: z.string(),
});
export type ActivityOnlyDetailResponse = z.infer<typeof activityOnlyDetailResponse>;

export const activityImagesResponse = z.object({
  images: z.array(z.object({ id: z.string(), imagesBySize: z.record(z.string(), z.string()) })),
});
export type ActivityImagesResponse = z.infer<typeof activityImagesResponse>;
