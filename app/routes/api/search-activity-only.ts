import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { perPersonCents } from '~/domain/pricing';
import { notFoundJson } from '~/server/api-params.server';
import type { ActivityOnlyResponse } from '~/domain/api/search';
import { ready } from '~/server/db/db.server';
import { getEnv } from '~/server/env.server';
import { searchActivities } from '~/server/search/activity-search.server';
import { resolveDestination } from '~/server/search/destination.server';
import { RESULTS_PAGE_SIZE } from '~/domain/search/pagination';
import { getCriteriaVocabulary } from '~/server/search/filter-options.server';
import {
  apiAnswer,
  offerToJson,
  postedSearchParams,
  readApiSearchInput,
  SEARCH_FAILED,
} from '~/server/search/search-api.server';

async function answer(params: URLSearchParams): Promise<Response> {
  const db = await ready();
  const input = readApiSearchInput(params, 'activity', await getCriteriaVocabulary(db));
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
      pricePerPerson: perPersonCents(p.sellCents, p.participants ?? 1),
    })),
    searchDetails: { totalCount: result.total, destination: destination.label ?? null },
    listActivities: [...result.tagCounts].map(([id, count]) => ({ id, count })),
    page: { number: input.criteria.page, size: pageSize, totalElements: result.total },
  };
  return Response.json(answer);
}

/** Activity-only search exists only behind its flag (on by default outside production). */
const disabled = () => notFoundJson('Activity-only search is not enabled');

/** POST /api/search/activity-only.json `{ criteria, numberOfPackagesPerHotel: 20, locale, page }`. */
export async function action({ request }: ActionFunctionArgs) {
  if (!getEnv().activityOnlySearch) return disabled();
  return apiAnswer(request, SEARCH_FAILED, async () => answer(await postedSearchParams(request)));
}

/** GET with the same parameters in the query string, for links and partners. */
export function loader({ request }: LoaderFunctionArgs) {
  if (!getEnv().activityOnlySearch) return disabled();
  return apiAnswer(request, SEARCH_FAILED, () => answer(new URL(request.url).searchParams));
}
