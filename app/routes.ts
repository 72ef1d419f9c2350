import { index, prefix, route, type RouteConfig } from '@remix-run/route-config';

/**
 * The public URL contract as one table. Pages that are not built yet point at
 * the not-found module under their own id, so their addresses already answer a real 404 page.
 */
const NOT_FOUND = 'routes/not-found.tsx';
const notBuiltYet = (path: string, id: string) => route(path, NOT_FOUND, { id: `pending-${id}` });

export default [
  index('routes/market-redirect.tsx'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('sitemaps/:name', 'routes/sitemaps.$name.ts'),
  route('favicon.ico', 'routes/favicon[.]ico.ts'),
  route('img/:image/:size', 'routes/image.ts'),

  ...prefix('api', [
    route('search/offers.json', 'routes/api/search-offers.ts'),
    route('search/facets.json', 'routes/api/search-facets.ts'),
    route('search/activity-only.json', 'routes/api/search-activity-only.ts'),
    route('autocomplete-geonames.json', 'routes/api/autocomplete-geonames.ts'),
    route('recommendedAutocomplete.json', 'routes/api/recommended-autocomplete.ts'),
    route('weekend/:id/packageCheckinPrices.json', 'routes/api/weekend-checkin-prices.ts'),
    route('weekend/:id/packageCheckoutNights.json', 'routes/api/weekend-checkout-nights.ts'),
    route('hotels/:hotelId/availabilities.json', 'routes/api/hotel-availabilities.ts'),
    route('weekend/:id/detail.json', 'routes/api/weekend-detail.ts'),
    route('activity-only/weekend/:id/detail.json', 'routes/api/activity-only-detail.ts'),
    route('activities/:id/images.json', 'routes/api/activity-images.ts'),
    route('product/:id/offers', 'routes/api/product-offers.ts'),
    route('hotel/:hotelId/reviews.json', 'routes/api/hotel-reviews.ts'),
    route('boxes/search', 'routes/api/boxes-search.ts'),
    route('boxes/:code/product-detail', 'routes/api/box-product-detail.ts'),
    route('boxes/:code/offers', 'routes/api/box-offers.ts'),
    route('error', 'routes/api/error-report.ts'),
    route('*', 'routes/api/not-found.ts', { id: 'api-not-found' }),
  ]),

  route(':market', 'routes/market-layout.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    // Campaign addresses of the home page: a permanent redirect to it (ADR 019).
    route('black-friday', 'routes/seasonal-redirect.tsx', { id: 'home-black-friday' }),
    route('valentines', 'routes/seasonal-redirect.tsx', { id: 'home-valentines' }),
    route('xmas', 'routes/seasonal-redirect.tsx', { id: 'home-xmas' }),
    notBuiltYet('spring', 'spring'),
    route('search', 'routes/search.tsx', { id: 'search' }),
    route('search/activities', 'routes/search.tsx', { id: 'search-activities' }),
    route('search/hotels', 'routes/search.tsx', { id: 'search-hotels' }),
    route('stay/:offerId/:slug?', 'routes/stay.tsx', { id: 'stay' }),
    route('hotel/:hotelId/:slug?', 'routes/hotel.tsx', { id: 'hotel' }),
    route('activity/:activityId/:slug?', 'routes/activity.tsx', { id: 'activity' }),
    route('boxes', 'routes/boxes.tsx', { id: 'boxes' }),
    route('boxes/p/:slug/:code', 'routes/box.tsx', { id: 'box' }),
    notBuiltYet('gift-voucher', 'gift-voucher'),
    notBuiltYet('giftcard/customization', 'giftcard'),
    notBuiltYet('checkout', 'checkout'),
    notBuiltYet('checkout/gift', 'checkout-gift'),
    notBuiltYet('contact', 'contact'),
    notBuiltYet('account/signin', 'signin'),
    notBuiltYet('account/settings/profile', 'account-profile'),
    notBuiltYet('account/trips', 'account-trips'),
    notBuiltYet('account/wishlist', 'account-wishlist'),
    notBuiltYet('beneficiary/login', 'beneficiary-login'),
    notBuiltYet('care/login', 'care-login'),
    notBuiltYet('weekend-ideas', 'weekend-ideas'),
    notBuiltYet('page/:id', 'static-page'),
    notBuiltYet('minisite/:slug', 'minisite'),
    route('*', NOT_FOUND, { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
