import type { LoaderFunctionArgs } from '@remix-run/node';
import { boxOffersRequest } from '~/domain/api/boxes';
import { firstValues } from '~/domain/api/query-string';
import { notFoundJson, readApiInput } from '~/server/api-params.server';
import { cachedCatalogueRead } from '~/server/cache/data-cache.server';
import { todayIn } from '~/server/clock.server';
import { ready } from '~/server/db/db.server';
import { boxOffersJson } from '~/server/product/box-api.server';

/** GET /api/boxes/{code}/offers?locale&page: 8 of the stays the box offers, and their total. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const query = firstValues(new URL(request.url).searchParams);
  const input = readApiInput(boxOffersRequest, { ...query, code: params.code });
  if (!input.ok) return input.response;
  const { code, locale: market, page } = input.data;
  const today = todayIn(market.timeZone);
  const db = await ready();
  const { offers } = await cachedCatalogueRead(
    db,
    ['api-box-offers', market.code, code, page, today].join('|'),
    async () => ({ offers: (await boxOffersJson(db, market, code, page, today)) ?? null }),
  );
  if (!offers) return notFoundJson('No such box');
  return Response.json(offers);
}
