import type { LoaderFunctionArgs } from '@remix-run/node';
import { firstValues } from '~/domain/api/query-string';
import { recommendedAutocompleteQuery, type SuggestionsResponse } from '~/domain/api/suggestions';
import { readApiInput } from '~/server/api-params.server';
import { ready } from '~/server/db/db.server';
import { recommendedDestinations } from '~/server/search/suggestions.server';

/** GET /api/recommendedAutocomplete.json?locale&q: popular destinations of the market (matching q when given). */
export async function loader({ request }: LoaderFunctionArgs) {
  const input = readApiInput(recommendedAutocompleteQuery, firstValues(new URL(request.url).searchParams));
  if (!input.ok) return input.response;
  const { locale: market, q } = input.data;
  const db = await ready();
  const destinations: SuggestionsResponse = await recommendedDestinations(db, market, q);
  return Response.json(destinations, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
