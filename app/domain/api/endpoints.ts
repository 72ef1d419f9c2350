/**
 * The JSON API as the browser calls it: each endpoint's address (the route table declares the same
 * ones) with the query it takes and the answer it gives. The types come from the routes' own schemas,
 * imported as types only, so the browser's bundle carries the addresses and no schema code.
 */
import type { z } from 'zod';
import type {
  CheckinPricesResponse,
  CheckoutNightsResponse,
  checkinPricesQuery,
  checkoutNightsQuery,
} from './availability';
import type {
  BoxDetailResponse,
  BoxOffersResponse,
  BoxesSearchResponse,
  boxDetailQuery,
  boxOffersQuery,
  boxesSearchQuery,
} from './boxes';
import type {
  MapSearchResponse,
  SearchFacetsQuery,
  SearchFacetsResponse,
  SearchOffersResponse,
  SearchQuery,
} from './search';
import type {
  SuggestionsResponse,
  autocompleteGeonamesQuery,
  recommendedAutocompleteQuery,
} from './suggestions';

/** Addresses; `:name` is a path parameter. */
export const API_ENDPOINTS = {
  autocompleteGeonames: '/api/autocomplete-geonames.json',
  recommendedAutocomplete: '/api/recommendedAutocomplete.json',
  searchOffers: '/api/search/offers.json',
  /** the same address with performMapSearch=true: another answer */
  mapSearch: '/api/search/offers.json',
  searchFacets: '/api/search/facets.json',
  checkinPrices: '/api/weekend/:id/packageCheckinPrices.json',
  checkoutNights: '/api/weekend/:id/packageCheckoutNights.json',
  boxesSearch: '/api/boxes/search',
  boxDetail: '/api/boxes/:code/product-detail',
  boxOffers: '/api/boxes/:code/offers',
} as const;

export type ApiEndpoint = keyof typeof API_ENDPOINTS;

/** Each endpoint's query (what the client may send) and answer. */
export interface ApiContract {
  autocompleteGeonames: {
    query: z.input<typeof autocompleteGeonamesQuery>;
    response: SuggestionsResponse;
  };
  recommendedAutocomplete: {
    query: z.input<typeof recommendedAutocompleteQuery>;
    response: SuggestionsResponse;
  };
  searchOffers: { query: SearchQuery; response: SearchOffersResponse };
  mapSearch: { query: SearchQuery & { performMapSearch: 'true' }; response: MapSearchResponse };
  searchFacets: { query: SearchFacetsQuery; response: SearchFacetsResponse };
  checkinPrices: { query: z.input<typeof checkinPricesQuery>; response: CheckinPricesResponse };
  checkoutNights: { query: z.input<typeof checkoutNightsQuery>; response: CheckoutNightsResponse };
  boxesSearch: { query: z.input<typeof boxesSearchQuery>; response: BoxesSearchResponse };
  boxDetail: { query: z.input<typeof boxDetailQuery>; response: BoxDetailResponse };
  boxOffers: { query: z.input<typeof boxOffersQuery>; response: BoxOffersResponse };
}

/** The path parameters of an address: `/api/weekend/:id/x.json` -> `{ id: string | number }`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

export type ApiPathParams<E extends ApiEndpoint> = PathParams<(typeof API_ENDPOINTS)[E]>;
