import type { LoaderFunctionArgs } from '@remix-run/node';
import { boxDetailRequest } from '~/domain/api/boxes';
import { firstValues } from '~/domain/api/query-string';
import { notFoundJson, readApiInput } from '~/server/api-params.server';
import { cachedCatalogueRead } from '~/server/cache/data-cache.server';
import { todayIn } from '~/server/clock.server';
import { ready } from '~/server/db/db.server';
import { boxDetailJson } from '~/server/product/box-api.server';

/** GET /api/boxes/{code}/product-detail?locale: one box (an unpublished one says `published: false`). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const query = firstValues(new URL(request.url).searchParams);
  const input = readApiInput(boxDetailRequest, { ...query, code: params.code });
  if (!input.ok) return input.response;
  const { code, locale: market } = input.data;
  const today = todayIn(market.timeZone);
  const db = await ready();
  const { detail } = await cachedCatalogueRead(
    db,
    ['api-box', market.code, code, today].join('|'),
    async () => ({
      detail: (await boxDetailJson(db, market, code, today)) ?? null,
    }),
  );
  if (!detail) return notFoundJson('No such box');
  return Response.json(detail);
}
