/**
 * The search JSON API: GET (or POST) /api/search/offers.json, its map form (performMapSearch=true),
 * GET /api/search/facets.json and /api/search/activity-only.json. Their query is the search pages'
 * criteria (city, checkin, a, tags...) plus a few parameters of the API's own; the criteria are read
 * under the API's strict rules of app/domain/search/criteria.ts, so those rules stay in one place.
 */
import { z } from 'zod';
import { findMarketByLocale } from '../market';
import { criteriaErrors } from '../search/api-criteria';
import { toSearchParams } from './query-string';

/** The locale when a search request names none. */
export const DEFAULT_API_LOCALE = 'fr_FR';

const listOrOne = z.union([z.string(), z.array(z.string())]);
/** A parameter may repeat (the first value counts): its shape only; the rules are the criteria's. */
const param = listOrOne.optional();

/**
 * The search query: the API's own parameters, then any criterion of the search pages. The locale
 * must be a market's; every criterion present must be well formed (criteriaErrors).
 */
export const searchQuery = z
  .object({
    /** a market's locale id; fr_FR when absent */
    locale: param,
    /** the sort, as `sort` on the pages */
    orderBy: param,
    page: param,
    /** present: `page` counts from 0 */
    zeroBasedPage: param,
    /** results per page, at most 100 */
    limit: param,
    /** `gift`: the gifting flow */
    type: param,
    /** `true`: every matching hotel's position instead of a page of offers */
    performMapSearch: param,
    /** one hotel's offers */
    hotelId: param,
    /** with `checkin`, the check-out this many nights later */
    night: param,
  })
  .catchall(listOrOne.optional())
  .superRefine((query, ctx) => {
    const params = toSearchParams(query);
    if (!findMarketByLocale(params.get('locale') ?? DEFAULT_API_LOCALE))
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['locale'], message: 'unknown locale' });
    for (const error of criteriaErrors(params))
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [error.field], message: error.message });
  });
export type SearchQuery = z.input<typeof searchQuery>;

// ---------------------------------------------------------------- offers.json

const cancellationPolicy = z.object({
  type: z.enum(['FREE', 'PARTIAL', 'NCNR']),
  cancellable: z.boolean(),
  isCancellable: z.boolean(),
});

/** One offer in the original's field names; amounts in cents. */
export const offerJsonSchema = z.object({
  id: z.number(),
  label: z.string(),
  images: z.array(z.object({ id: z.string(), url: z.string(), urlLarge: z.string() })),
  imageUrl: z.string().nullable(),
  uri: z.string(),
  hotel: z.object({
    id: z.number(),
    label: z.string(),
    uri: z.string(),
    stars: z.number(),
    location: z.object({ label: z.string(), lat: z.number().nullable(), lng: z.number().nullable() }),
    review: z.object({ count: z.number(), average: z.number().nullable() }),
    legacyPackageCount: z.number(),
  }),
  price: z.object({ sellPrice: z.number(), refPrice: z.number() }),
  sellPrice: z.number(),
  refPrice: z.number(),
  promo: z.number(),
  priceType: z.enum(['gift', 'final price', 'from price']),
  nights: z.number(),
  distance: z.number().nullable(),
  participants: z.number(),
  availableRooms: z.number().nullable(),
  expiration: z.string().nullable(),
  lastMinute: z.boolean(),
  marketingLabels: z.array(z.string()),
  targetedLabel: z.string().nullable(),
  itemCategory: z.enum(['weekend', 'single_voucher', 'activity', 'hotel']),
  otherOffersCount: z.number(),
  cancellationPolicy: cancellationPolicy.nullable(),
});
export type OfferJson = z.infer<typeof offerJsonSchema>;

/** What was searched, as the API understood it. */
const searchDetailsSchema = z.object({
  theme: z.number().nullable(),
  themeId: z.number().nullable(),
  checkin: z.string().nullable(),
  night: z.number().nullable(),
  adult: z.number(),
  child: z.number(),
  baby: z.number(),
  hotelId: z.number().nullable(),
  destination: z.string().nullable(),
  cityId: z.number().nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  locationHierarchy: z.array(z.object({ type: z.string(), id: z.number(), label: z.string() })),
  totalCount: z.number(),
});
export type SearchDetails = z.infer<typeof searchDetailsSchema>;

const pageSchema = z.object({
  number: z.number(),
  size: z.number(),
  totalElements: z.number(),
  totalPages: z.number(),
});

export const searchOffersResponse = z.object({
  exactMatch: z.array(offerJsonSchema),
  searchDetails: searchDetailsSchema,
  page: pageSchema,
});
export type SearchOffersResponse = z.infer<typeof searchOffersResponse>;

/** performMapSearch=true: every matching hotel, where it is and its offers. */
export const mapSearchResponse = z.object({
  exactMatch: z.array(
    z.object({
      id: z.number(),
      key: z.string(),
      location: z.object({ lat: z.number(), lng: z.number() }),
      weekends: z.array(z.number()),
    }),
  ),
  searchDetails: searchDetailsSchema,
});
export type MapSearchResponse = z.infer<typeof mapSearchResponse>;

// ---------------------------------------------------------------- facets.json

export const FACET_FAMILIES = [
  'price',
  'score',
  'facility',
  'stars',
  'style',
  'type',
  'environment',
  'tag',
] as const;
export type FacetFamily = (typeof FACET_FAMILIES)[number];

/** The facets' own options: unknown families are ignored, and only `false` leaves the labels out. */
export const searchFacetsOptions = z.object({
  /** comma-separated families; all of them when absent */
  propertiesRequested: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? FACET_FAMILIES.join(','))
        .split(',')
        .filter((f): f is FacetFamily => (FACET_FAMILIES as readonly string[]).includes(f)),
    ),
  /** `false`: values without their names and labels */
  withNames: z
    .string()
    .optional()
    .transform((value) => value !== 'false'),
});
export type SearchFacetsQuery = SearchQuery & z.input<typeof searchFacetsOptions>;

const facetValueSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  /** the price family's min and max are null when nothing matches */
  value: z.union([z.string(), z.number()]).nullable(),
  name: z.string().optional(),
  label: z.string().optional(),
  /** the results the shopper would get by adding the value */
  count: z.number(),
});

export const searchFacetsResponse = z.object({
  totalCount: z.number(),
  properties: z.array(z.object({ propertyType: z.string(), values: z.array(facetValueSchema) })),
  listActivities: z.array(
    z.object({
      name: z.string(),
      activities: z.array(z.object({ id: z.number(), name: z.string(), count: z.number() })),
    }),
  ),
});
export type SearchFacetsResponse = z.infer<typeof searchFacetsResponse>;

// ---------------------------------------------------------------- activity-only.json

export const activityOnlyResponse = z.object({
  exactMatch: z.array(offerJsonSchema.extend({ pricePerPerson: z.number() })),
  searchDetails: z.object({ totalCount: z.number(), destination: z.string().nullable() }),
  listActivities: z.array(z.object({ id: z.number(), count: z.number() })),
  page: pageSchema.omit({ totalPages: true }),
});
export type ActivityOnlyResponse = z.infer<typeof activityOnlyResponse>;
