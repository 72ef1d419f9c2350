import type { LoaderFunctionArgs } from '@remix-run/node';
import { hotelReviewsRequest, type HotelReviewsResponse } from '~/domain/api/reviews';
import { firstValues } from '~/domain/api/query-string';
import { ALL_LANGUAGES } from '~/domain/reviews/query';
import { notFoundJson, readApiInput } from '~/server/api-params.server';
import { apiCacheKey, cachedJsonResponse } from '~/server/cache/data-cache.server';
import { ready } from '~/server/db/db.server';
import { hotelExists } from '~/server/reviews/review-rows.server';
import { loadReviewSummary } from '~/server/reviews/review-summary.server';
import { loadReviewsPage } from '~/server/reviews/reviews-page.server';

/** GET /api/hotel/{hotelId}/reviews.json?locale&sort&page&language&withOtherLanguageFallback */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const input = readApiInput(hotelReviewsRequest, { ...firstValues(search), hotelId: params.hotelId });
  if (!input.ok) return input.response;
  const { hotelId, locale: market, sort, page, withOtherLanguageFallback } = input.data;
  const language = input.data.language === ALL_LANGUAGES ? null : (input.data.language ?? market.language);
  const db = await ready();
  if (!(await hotelExists(db, hotelId))) return notFoundJson('No such hotel');

  const key = apiCacheKey(
    'reviews',
    new URLSearchParams({ ...firstValues(search), hotelId: String(hotelId) }),
  );
  return cachedJsonResponse(db, key, async (): Promise<HotelReviewsResponse> => {
    const [summary, reviews] = await Promise.all([
      loadReviewSummary(db, hotelId, market.language),
      loadReviewsPage(db, {
        hotelId,
        sort,
        page,
        language,
        withOtherLanguageFallback: withOtherLanguageFallback === 'true',
      }),
    ]);
    // Both exist: the hotel was found just above, in the same catalogue version.
    return {
      list: (reviews?.reviews ?? []).map((r) => ({
        id: r.id,
        locale: r.language,
        customer: r.customerName,
        type: r.travellerType,
        date: r.date,
        stayMonth: r.stayMonth,
        average: r.average,
        positive: r.positive,
        negative: r.negative,
      })),
      totalCount: reviews?.totalCount ?? 0,
      score: summary?.average ?? null,
      details: (summary?.subScores ?? []).map((s) => ({ label: s.key, score: s.score })),
      page: reviews?.page ?? 1,
      pageCount: reviews?.pageCount ?? 1,
      pageSize: reviews?.pageSize ?? 10,
      language: reviews?.fallback ? null : language,
      fallback: reviews?.fallback ?? false,
      languages: reviews?.languages ?? [],
    };
  });
}
