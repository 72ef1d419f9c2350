/**
 * The search JSON API: offers.json, facets.json, with the calls and field names of the original front end. Input comes as a
 * query string (GET) or a JSON body (POST, the original front end's shape); both end up as the
 * criteria query the pages use. Malformed input is a 400 naming the field; amounts are cents.
 */
import { fieldErrorsOf } from '~/domain/api/query';
import { allValues } from '~/domain/api/query-string';
import { DEFAULT_API_LOCALE, searchQuery, type OfferJson } from '~/domain/api/search';
import { findMarketByLocale, type Market } from '~/domain/market';
import { promoPercent } from '~/domain/pricing';
import { addDays } from '~/domain/calendar/dates';
import {
  parseSearchCriteria,
  type FieldError,
  type SearchCriteria,
  type Sort,
} from '~/domain/search/criteria';
import type { CriteriaVocabulary } from '~/domain/search/list-criteria';
import { effectiveSort } from '~/domain/search/sort';
import { imageUrl } from '~/domain/images';
import type { CardOfferInput } from '~/domain/search/card';
import { todayIn } from '../clock.server';
import { logServerError } from '../log.server';
import { problem, problemResponse } from '../problem.server';

export interface ApiSearchInput {
  market: Market;
  criteria: SearchCriteria;
  sort: Sort;
  today: string;
  limit?: number;
  performMapSearch: boolean;
}

export class ApiInputError extends Error {
  constructor(public readonly errors: FieldError[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join('; '));
  }
}

/** A 400 problem naming the fields at fault (`errors`); `error` keeps the shape earlier clients read. */
export function apiError(errors: FieldError[], status = 400): Response {
  const message = errors[0] ? `${errors[0].field}: ${errors[0].message}` : 'invalid input';
  return problemResponse(
    problem(status, message, {
      errors,
      error: { code: 'INVALID_INPUT', fields: errors, message: errors[0]?.message ?? 'invalid input' },
    }),
  );
}

/**
 * Runs one API answer: bad input is the 400 naming its fields; a thrown response (a database fault's
 * 503) goes out as it is; anything else is logged and answers a 500 with `failure` (its code and
 * message), never a stack trace.
 */
export async function apiAnswer(
  request: Request,
  failure: { code: string; message: string },
  run: () => Promise<Response>,
): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiInputError) return apiError(error.errors);
    // A thrown response (the database's 503) is the answer already.
    if (error instanceof Response) throw error;
    logServerError(error, request);
    return Response.json({ error: failure }, { status: 500 });
  }
}

/** What a failed search answers (the shop's generic search error). */
export const SEARCH_FAILED = { code: 'SEARCH_FAILED', message: 'Oops, something went wrong' };

/** A POST's JSON body as the query parameters a GET sends; throws ApiInputError when it is no JSON object. */
export async function postedSearchParams(request: Request): Promise<URLSearchParams> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new ApiInputError([{ field: 'body', message: 'expected a JSON object' }]);
  }
  return bodyToSearchParams(body);
}

const CRITERIA_ALIASES: Record<string, string> = { adult: 'a', child: 'c', baby: 'b' };

/** A POST body `{ locale, orderBy, criteria: {...}, page }` as the same query parameters a GET sends. */
export function bodyToSearchParams(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new ApiInputError([{ field: 'body', message: 'expected a JSON object' }]);
  const record = body as Record<string, unknown>;
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) value.forEach((v) => append(key, v));
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      params.append(key, String(value));
    else throw new ApiInputError([{ field: key, message: `invalid value for ${key}` }]);
  };
  for (const [key, value] of Object.entries(record)) {
    if (key === 'criteria') continue;
    append(key, value);
  }
  const criteria = record.criteria;
  if (criteria !== undefined) {
    if (!criteria || typeof criteria !== 'object' || Array.isArray(criteria))
      throw new ApiInputError([{ field: 'criteria', message: 'expected an object' }]);
    for (const [key, value] of Object.entries(criteria as Record<string, unknown>)) append(key, value);
  }
  return params;
}

/** Reads and validates API input with the search API's schema; throws ApiInputError with the fields at fault. */
export function readApiSearchInput(
  params: URLSearchParams,
  routeFlow: SearchCriteria['flow'] = 'booking',
  vocabulary?: CriteriaVocabulary,
): ApiSearchInput {
  const checked = searchQuery.safeParse(allValues(params));
  if (!checked.success) throw new ApiInputError(fieldErrorsOf(checked.error));
  const market = findMarketByLocale(params.get('locale') ?? DEFAULT_API_LOCALE)!;

  const normalized = new URLSearchParams(params);
  for (const [alias, name] of Object.entries(CRITERIA_ALIASES)) {
    const value = params.get(alias);
    if (value !== null && !params.has(name)) normalized.set(name, value);
  }
  const night = params.get('night');
  const checkin = params.get('checkin');
  if (night && checkin && !params.has('checkout'))
    normalized.set('checkout', addDays(checkin, Number(night)));
  if (params.has('orderBy') && !params.has('sort')) normalized.set('sort', params.get('orderBy')!);
  const page = params.get('page');
  if (page !== null)
    normalized.set('page', String(Number(page) + (params.has('zeroBasedPage') ? 1 : 0) || 1));

  const today = todayIn(market.timeZone);
  const criteria = parseSearchCriteria(normalized, { routeFlow, today, vocabulary });
  if (params.get('type') === 'gift') criteria.flow = 'gifting';
  const limit = params.get('limit');
  return {
    market,
    criteria,
    sort: effectiveSort(criteria),
    today,
    limit: limit ? Number(limit) : undefined,
    performMapSearch: params.get('performMapSearch') === 'true',
  };
}

const CANCELLATION = { FREE: true, PARTIAL: true, NCNR: false } as const;

/** One offer in the field names of the original front end's offer card. */
export function offerToJson(offer: CardOfferInput, market: Market, criteria: SearchCriteria): OfferJson {
  const promo = promoPercent(offer.sellCents, offer.refCents);
  return {
    id: offer.id,
    label: offer.label,
    images: offer.imageIds.map((id) => ({
      id,
      url: imageUrl(id, '640_360'),
      urlLarge: imageUrl(id, '960_540'),
    })),
    imageUrl: offer.imageIds[0] ? imageUrl(offer.imageIds[0], '640_360') : null,
    uri: `/${market.code}/stay/${offer.id}/${offer.slug}`,
    hotel: {
      id: offer.hotel.id,
      label: offer.hotel.label,
      uri: `/${market.code}/hotel/${offer.hotel.id}/${offer.hotel.slug}`,
      stars: offer.hotel.stars,
      location: {
        label: offer.hotel.locationLabel,
        lat: offer.location?.lat ?? null,
        lng: offer.location?.lng ?? null,
      },
      review: offer.hotel.review,
      legacyPackageCount: offer.otherOffersCount + 1,
    },
    price: { sellPrice: offer.sellCents, refPrice: offer.refCents },
    sellPrice: offer.sellCents,
    refPrice: offer.refCents,
    promo,
    priceType: criteria.flow === 'gifting' ? 'gift' : criteria.checkin ? 'final price' : 'from price',
    nights: offer.nights,
    distance: offer.distanceKm ?? null,
    participants: criteria.pax.adults + criteria.pax.children,
    availableRooms: offer.availableRooms ?? null,
    expiration: offer.expiresOn ?? null,
    lastMinute: offer.lastMinute ?? false,
    marketingLabels: offer.marketingLabel ? [offer.marketingLabel] : [],
    targetedLabel: offer.priorityLabel ?? null,
    itemCategory: offer.itemCategory,
    otherOffersCount: offer.otherOffersCount,
    cancellationPolicy: offer.cancellationType
      ? {
          type: offer.cancellationType,
          cancellable: CANCELLATION[offer.cancellationType],
          isCancellable: CANCELLATION[offer.cancellationType],
        }
      : null,
  };
}
