import type { LoaderFunctionArgs } from '@remix-run/node';
import { weekendDetailRequest } from '~/domain/api/product';
import { firstValues } from '~/domain/api/query-string';
import { notFoundJson, readApiInput } from '~/server/api-params.server';
import { todayIn } from '~/server/clock.server';
import { ready } from '~/server/db/db.server';
import { weekendDetail } from '~/server/product/weekend-detail.server';

/** GET /api/weekend/{id}/detail.json?locale: the stay's title, hotel, pictures, program, activities, terms, from-price. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const input = readApiInput(weekendDetailRequest, {
    ...firstValues(new URL(request.url).searchParams),
    id: params.id,
  });
  if (!input.ok) return input.response;
  const { id, locale: market } = input.data;
  const db = await ready();
  const detail = await weekendDetail(db, id, market, todayIn(market.timeZone));
  if (!detail) return notFoundJson('No such offer');
  return Response.json(detail, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
