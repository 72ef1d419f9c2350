import type { LoaderFunctionArgs } from '@remix-run/node';
import { findMarketByLocale } from '~/domain/market';
import { ready } from '~/server/db/db.server';
import { recordNotFound } from '~/server/reports.server';
import { apiError } from '~/server/search/search-api.server';

/** GET /api/error?uri&locale: the not-found page reports the missing address; it is stored for the team. */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const uri = q.get('uri') ?? '';
  const locale = q.get('locale') ?? '';
  if (!uri || uri.length > 2000)
    return apiError([{ field: 'uri', message: 'required, at most 2000 characters' }]);
  if (!findMarketByLocale(locale)) return apiError([{ field: 'locale', message: 'unknown locale' }]);
  await recordNotFound(await ready(), uri, locale);
  return new Response(null, { status: 204 });
}
