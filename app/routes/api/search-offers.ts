import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { itemCategoryOf } from '~/domain/search/card';
import { nightsOf } from '~/domain/search/criteria';
import type { MapSearchResponse, SearchDetails, SearchOffersResponse } from '~/domain/api/search';
import { apiCacheKey, cachedJsonResponse } from '~/server/cache/data-cache.server';
import { ready, type Db } from '~/server/db/db.server';
import { resolveDestination } from '~/server/search/destination.server';
import { getCriteriaVocabulary } from '~/server/search/filter-options.server';
import { loadOfferCards } from '~/server/search/offer-cards.server';
import { RESULTS_PAGE_SIZE } from '~/domain/search/pagination';
import { searchMapLocations, searchOffers } from '~/server/search/offer-search.server';
import {
  apiAnswer,
  offerToJson,
  postedSearchParams,
  readApiSearchInput,
  SEARCH_FAILED,
} from '~/server/search/search-api.server';

async function answer(params: URLSearchParams): Promise<Response> {
  const db = await ready();
  return cachedJsonResponse(db, apiCacheKey('offers', params), () => search(db, params));
}

async function search(db: Db, params: URLSearchParams): Promise<SearchOffersResponse | MapSearchResponse> {
  const input = readApiSearchInput(params, 'booking', await getCriteriaVocabulary(db));
  const { market, criteria } = input;
  const destination = await resolveDestination(db, criteria, market.language);
  const searchDetails: Omit<SearchDetails, 'totalCount'> = {
    theme: criteria.theme ?? null,
    themeId: criteria.theme ?? null,
    checkin: criteria.flow === 'gifting' ? null : (criteria.checkin ?? null),
    night: nightsOf(criteria) ?? null,
    adult: criteria.flow === 'gifting' ? 2 : criteria.pax.adults,
    child: criteria.flow === 'gifting' ? 0 : criteria.pax.children,
    baby: criteria.flow === 'gifting' ? 0 : criteria.pax.babies,
    hotelId: criteria.hotelId ?? null,
    destination: destination.label ?? null,
    cityId: criteria.place?.type === 'city' ? criteria.place.id : null,
    location:
      destination.lat !== undefined && destination.lng !== undefined
        ? { latitude: destination.lat, longitude: destination.lng }
        : null,
    locationHierarchy: destination.hierarchy.map((h) => ({ type: h.type, id: h.id, label: h.label })),
  };
  if (input.performMapSearch) {
    const locations = await searchMapLocations(db, { criteria, destination });
    return {
      exactMatch: locations.map((l) => ({
        id: l.hotelId,
        key: `hotel-${l.hotelId}`,
        location: { lat: l.lat, lng: l.lng },
        weekends: l.offerIds,
      })),
      searchDetails: { ...searchDetails, totalCount: locations.length },
    };
  }
  const pageSize = Math.min(input.limit ?? RESULTS_PAGE_SIZE, 100);
  const result = await searchOffers(db, {
    criteria,
    destination,
    sort: input.sort,
    page: criteria.page,
    pageSize,
  });
  const cards = await loadOfferCards(db, result.offers, market.language, itemCategoryOf(criteria.flow));
  return {
    exactMatch: cards.map((c) => offerToJson(c, market, criteria)),
    searchDetails: { ...searchDetails, totalCount: result.total },
    page: {
      number: criteria.page,
      size: pageSize,
      totalElements: result.total,
      totalPages: Math.ceil(result.total / pageSize),
    },
  };
}

/** GET /api/search/offers.json?locale=fr_FR&city=…&checkin=…: the search and, with performMapSearch=true, the map. */
export function loader({ request }: LoaderFunctionArgs) {
  return apiAnswer(request, SEARCH_FAILED, () => answer(new URL(request.url).searchParams));
}

/** POST /api/search/offers.json with `{ locale, orderBy, criteria: { adult, child, baby, checkin, night, … } }`. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST')
    return Response.json({ error: { code: 'METHOD_NOT_ALLOWED' } }, { status: 405 });
  return apiAnswer(request, SEARCH_FAILED, async () => answer(await postedSearchParams(request)));
}
