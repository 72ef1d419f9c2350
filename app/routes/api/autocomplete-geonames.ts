import type { LoaderFunctionArgs } from '@remix-run/node';
import { findMarketByLocale } from '~/domain/market';
import type { FieldError } from '~/domain/search/criteria';
import { ready } from '~/server/db/db.server';
import { intParam } from '~/server/api-params.server';
import { suggestPlaces } from '~/server/search/suggestions.server';
import { apiError } from '~/server/search/search-api.server';

/** GET /api/autocomplete-geonames.json?locale&term&maxResults=30: places whose name starts with the term. */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const errors: FieldError[] = [];
  const market = findMarketByLocale(q.get('locale') ?? '');
  if (!market) errors.push({ field: 'locale', message: 'unknown locale' });
  const term = (q.get('term') ?? '').trim();
  if (term.length > 100) errors.push({ field: 'term', message: 'at most 100 characters' });
  const max = intParam(q.get('maxResults') ?? '30', 1, 30, errors, 'maxResults');
  if (errors.length) return apiError(errors);
  const db = await ready();
  const suggestions = term ? await suggestPlaces(db, term, market!.language, max!) : [];
  return Response.json(suggestions, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
