import type { LoaderFunctionArgs } from '@remix-run/node';
import { findMarketByLocale } from '~/domain/market';
import { ready } from '~/server/db/db.server';
import { recommendedDestinations } from '~/server/search/suggestions.server';
import { apiError } from '~/server/search/search-api.server';

/** GET /api/recommendedAutocomplete.json?locale&q: popular destinations of the market (matching q when given). */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const market = findMarketByLocale(q.get('locale') ?? '');
  if (!market) return apiError([{ field: 'locale', message: 'unknown locale' }]);
  const text = (q.get('q') ?? '').trim();
  if (text.length > 100) return apiError([{ field: 'q', message: 'at most 100 characters' }]);
  const db = await ready();
  return Response.json(await recommendedDestinations(db, market, text), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
}
