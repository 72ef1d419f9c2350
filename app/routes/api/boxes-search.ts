import type { LoaderFunctionArgs } from '@remix-run/node';
import { boxesSearchQuery } from '~/domain/api/boxes';
import { firstValues } from '~/domain/api/query-string';
import { readApiInput } from '~/server/api-params.server';
import { apiCacheKey, cachedJsonResponse } from '~/server/cache/data-cache.server';
import { ready } from '~/server/db/db.server';
import { boxesSearchJson } from '~/server/product/box-api.server';

/** GET /api/boxes/search?locale: the gift boxes on sale (codes ending with EBOX), in the locale's language. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const input = readApiInput(boxesSearchQuery, firstValues(params));
  if (!input.ok) return input.response;
  const market = input.data.locale;
  const db = await ready();
  return cachedJsonResponse(db, apiCacheKey('boxes-search', new URLSearchParams({ m: market.code })), () =>
    boxesSearchJson(db, market),
  );
}
