/**
 * The URLs of the property-based test (fast-check): search pages and their API, product pages and
 * their API. Values mix the valid, the malformed and the hostile; product ids mix existing ones
 * (published or not), unknown, negative, huge and non-numeric ones.
 */
import fc from 'fast-check';

const SEARCH_PATHS = [
  '/fr-fr/search',
  '/es-es/search',
  '/nl-be/search/hotels',
  '/it-it/search/activities',
  '/fr-be/search',
  '/nl-nl/search',
  '/api/search/offers.json',
  '/api/search/facets.json',
  '/api/search/activity-only.json',
] as const;

const SEARCH_PARAMS = [
  'sort',
  'lat',
  'lng',
  'city',
  'hotel',
  'theme',
  'country',
  'department',
  'poi',
  'searesort',
  'skiresort',
  'region',
  'touristicregion',
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'stars',
  'hotelScore',
  'minHotelReviewScore',
  'priceMin',
  'priceMax',
  'facilities',
  'petsAllowed',
  'tags',
  'distanceMin',
  'distanceMax',
  'checkin',
  'checkout',
  'a',
  'b',
  'c',
  's',
  'upsell',
  'giftFormat',
  'giftNights',
  'activityDates',
  'hotelId',
  'flow',
  'page',
  'from',
  'q',
  'locale',
  'orderBy',
  'performMapSearch',
  'panel',
  'budgetMin',
  'budgetMax',
  'limit',
] as const;

/** The query parameters of the product pages and their API. */
const PRODUCT_PARAMS = [
  'checkin',
  'checkout',
  'nights',
  'a',
  'c',
  'b',
  'flow',
  'giftNights',
  'giftFormat',
  'giftAdult',
  'bucket',
  'sleeves',
  'offerId',
  'upsell',
  'photo',
  'info',
  'offer',
  'reviews',
  'reviewsSort',
  'reviewsLang',
  'reviewsPage',
  'page',
  'anchor',
  'priceInfo',
  'locale',
  'hotelId',
] as const;

const MARKETS = ['fr-fr', 'es-es', 'fr-be', 'nl-be', 'nl-nl', 'it-it'] as const;

const hostile = fc.constantFrom(
  "'; drop table offers; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  '9'.repeat(40),
  '-1',
  'NaN',
  'Infinity',
  '1e308',
  '2026-02-30',
  '0000-00-00',
  ',,,',
  'fr_FR',
  'xx_XX',
  '\u202e\u0000',
);

const plausible = fc.oneof(
  fc.integer({ min: -5, max: 400 }).map(String),
  fc.double({ min: -200, max: 200, noNaN: true }).map((v) => v.toFixed(4)),
  fc
    .date({ min: new Date('2026-01-01'), max: new Date('2028-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    'priceQuality',
    'distance',
    'promo',
    'priceAsc',
    'popularity',
    'svPriceAsc',
    'svPriceDesc',
    'gifting',
    'booking',
    'activity',
    'hotel',
    'digital',
    'physical',
    'availability',
    'none',
    'getting-there',
    'hours',
    'services',
    'things-to-know',
    'products',
    'recent',
    'best',
    'worst',
    'en',
    'fr',
    'true',
    'false',
    'spa',
    'pool',
    'pets',
    'castle',
    'seaside',
    'filters',
    'sort',
    'map',
    'paris',
    'Bordeaux',
    'FR',
    'ES',
  ),
  fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 4 }).map((list) => list.join(',')),
);

const value = fc.oneof(
  { arbitrary: plausible, weight: 4 },
  { arbitrary: hostile, weight: 1 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
);

function withQuery(path: string, pairs: [string, string][]): string {
  const params = new URLSearchParams();
  for (const [k, v] of pairs) params.append(k, v);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A path segment: anything a visitor may type, encoded as a browser would. */
const segment = (text: string) => encodeURIComponent(text);

/** The search pages and their API, with search criteria. */
export const searchUrl = fc
  .tuple(
    fc.constantFrom(...SEARCH_PATHS),
    fc.array(fc.tuple(fc.constantFrom(...SEARCH_PARAMS), value), { maxLength: 8 }),
  )
  .map(([path, pairs]) => withQuery(path, pairs));

/** Ids and codes of the catalogue under test: generated URLs name real products too. */
export interface KnownProducts {
  offerIds: number[];
  hotelIds: number[];
  activityIds: number[];
  /** box codes with their slugs */
  boxes: { code: string; slug: string }[];
}

function idOf(known: number[]) {
  return fc.oneof(
    { arbitrary: known.length > 0 ? fc.constantFrom(...known).map(String) : fc.constant('1'), weight: 4 },
    { arbitrary: fc.integer({ min: 1, max: 2_000_000_000 }).map(String), weight: 1 },
    { arbitrary: fc.integer({ min: -1_000_000, max: 0 }).map(String), weight: 1 },
    { arbitrary: fc.constantFrom('9'.repeat(25), '1e9', '0x1f', '1.5', '007', ' 12'), weight: 1 },
    { arbitrary: hostile, weight: 1 },
  );
}

const slug = fc.oneof(
  fc.constantFrom('a-slug', 'romantic-weekend', 'x'),
  fc.stringMatching(/^[a-z0-9-]{0,30}$/),
  hostile,
);

/** The product pages and their API, with the product pages' query parameters. */
export function productUrl(known: KnownProducts) {
  const offerId = idOf(known.offerIds);
  const hotelId = idOf(known.hotelIds);
  const activityId = idOf(known.activityIds);
  const box = fc.oneof(
    {
      arbitrary:
        known.boxes.length > 0 ? fc.constantFrom(...known.boxes) : fc.constant({ code: 'X-EBOX', slug: 'x' }),
      weight: 4,
    },
    {
      arbitrary: fc
        .tuple(fc.oneof(fc.stringMatching(/^[A-Z0-9-]{1,30}$/), hostile, fc.string({ maxLength: 12 })), slug)
        .map(([code, s]) => ({ code, slug: s })),
      weight: 2,
    },
  );
  const market = fc.oneof(
    { arbitrary: fc.constantFrom(...MARKETS), weight: 9 },
    { arbitrary: fc.constantFrom('xx-yy', 'FR-FR'), weight: 1 },
  );
  const page = fc.oneof(
    fc.tuple(market, offerId, slug).map(([m, id, s]) => `/${m}/stay/${segment(id)}/${segment(s)}`),
    fc.tuple(market, hotelId, slug).map(([m, id, s]) => `/${m}/hotel/${segment(id)}/${segment(s)}`),
    fc.tuple(market, activityId, slug).map(([m, id, s]) => `/${m}/activity/${segment(id)}/${segment(s)}`),
    market.map((m) => `/${m}/boxes`),
    fc
      .tuple(market, box, fc.boolean())
      .map(([m, b, keepSlug]) => `/${m}/boxes/p/${segment(keepSlug ? b.slug : 'other')}/${segment(b.code)}`),
  );
  const api = fc.oneof(
    offerId.map((id) => `/api/weekend/${segment(id)}/detail.json`),
    activityId.map((id) => `/api/activity-only/weekend/${segment(id)}/detail.json`),
    activityId.map((id) => `/api/activities/${segment(id)}/images.json`),
    offerId.map((id) => `/api/product/${segment(id)}/offers`),
    hotelId.map((id) => `/api/hotel/${segment(id)}/reviews.json`),
    fc.constant('/api/boxes/search'),
    box.map((b) => `/api/boxes/${segment(b.code)}/product-detail`),
    box.map((b) => `/api/boxes/${segment(b.code)}/offers`),
  );
  return fc
    .tuple(
      fc.oneof({ arbitrary: page, weight: 3 }, { arbitrary: api, weight: 2 }),
      fc.array(fc.tuple(fc.constantFrom(...PRODUCT_PARAMS), value), { maxLength: 8 }),
    )
    .map(([path, pairs]) => withQuery(path, pairs));
}

/** Search and product URLs, half and half. */
export function generatedUrl(known: KnownProducts) {
  return fc.oneof(searchUrl, productUrl(known));
}
