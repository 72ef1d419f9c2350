import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import type { ActivityOnlyResponse } from '~/domain/api/search';
import { ready } from '~/server/db/db.server';
import { getEnv } from '~/server/env.server';
import { logServerError } from '~/server/log.server';
import { searchActivities } from '~/server/search/activity-search.server';
import { resolveDestination } from '~/server/search/destination.server';
import { RESULTS_PAGE_SIZE } from '~/server/search/offer-search.server';
import {
  ApiInputError,
  apiError,
  bodyToSearchParams,
  offerToJson,
  readApiSearchInput,
} from '~/server/search/search-api.server';

async function answer(params: URLSearchParams, request: Request): Promise<Response> {
  try {
    const input = readApiSearchInput(params, 'activity');
    const db = await ready();
    const destination = await resolveDestination(db, input.criteria, input.market.language);
    const pageSize = Math.min(input.limit ?? RESULTS_PAGE_SIZE, 100);
    const result = await searchActivities(db, {
      criteria: input.criteria,
      destination,
      sort: input.sort,
      page: input.criteria.page,
      pageSize,
      language: input.market.language,
    });
    const answer: ActivityOnlyResponse = {
      exactMatch: result.products.map((p) => ({
        ...offerToJson(p, input.market, input.criteria),
        uri: `/${input.market.code}/activity/${p.id}/${p.slug}`,
        pricePerPerson: Math.ceil(p.sellCents / Math.max(1, p.participants ?? 1)),
      })),
      searchDetails: { totalCount: result.total, destination: destination.label ?? null },
      listActivities: [...result.tagCounts].map(([id, count]) => ({ id, count })),
      page: { number: input.criteria.page, size: pageSize, totalElements: result.total },
    };
    return Response.json(answer);
  } catch (error) {
    if (error instanceof ApiInputError) return apiError(error.errors);
    logServerError(error, request);
    return Response.json(
      { error: { code: 'SEARCH_FAILED', message: 'Oops, something went wrong' } },
      { status: 500 },
    );
  }
}

function disabled() {
  return Response.json(
    { error: { code: 'NOT_FOUND', message: 'Activity-only search is not enabled' } },
    { status: 404 },
  );
}

/** POST /api/search/activity-only.json `{ criteria, numberOfPackagesPerHotel: 20, locale, page }`. */
export async function action({ request }: ActionFunctionArgs) {
  if (!getEnv().activityOnlySearch) return disabled();
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return apiError([{ field: 'body', message: 'expected a JSON object' }]);
  }
  try {
    return await answer(bodyToSearchParams(body), request);
  } catch (error) {
    if (error instanceof ApiInputError) return apiError(error.errors);
    throw error;
  }
}

/** GET with the same parameters in the query string, for links and partners. */
export function loader({ request }: LoaderFunctionArgs) {
  if (!getEnv().activityOnlySearch) return disabled();
  return answer(new URL(request.url).searchParams, request);
}
