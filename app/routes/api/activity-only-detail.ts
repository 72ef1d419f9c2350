import type { LoaderFunctionArgs } from '@remix-run/node';
import { activityOnlyRequest } from '~/domain/api/activity-only';
import { firstValues } from '~/domain/api/query-string';
import { notFoundJson, readApiInput } from '~/server/api-params.server';
import { ready } from '~/server/db/db.server';
import { activityOnlyDetail } from '~/server/product/activity-api.server';
import { readActivityProduct } from '~/server/product/activity-product.server';

/** GET /api/activity-only/weekend/{id}/detail.json?locale: an activity-only product, published or not. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const query = firstValues(new URL(request.url).searchParams);
  const input = readApiInput(activityOnlyRequest, { ...query, id: params.id });
  if (!input.ok) return input.response;
  const { id, locale: market } = input.data;
  const db = await ready();
  const product = await readActivityProduct(db, id, market.language);
  if (!product) return notFoundJson('No such activity');
  return Response.json(await activityOnlyDetail(market, product));
}
