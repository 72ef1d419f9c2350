import type { LoaderFunctionArgs } from '@remix-run/node';
import { firstValues } from '~/domain/api/query-string';
import { autocompleteGeonamesQuery, type SuggestionsResponse } from '~/domain/api/suggestions';
import { readApiInput } from '~/server/api-params.server';
import { ready } from '~/server/db/db.server';
import { suggestPlaces } from '~/server/search/suggestions.server';

/** GET /api/autocomplete-geonames.json?locale&term&maxResults=30: places whose name starts with the term. */
export async function loader({ request }: LoaderFunctionArgs) {
  const input = readApiInput(autocompleteGeonamesQuery, firstValues(new URL(request.url).searchParams));
  if (!input.ok) return input.response;
  const { locale: market, term, maxResults } = input.data;
  const db = await ready();
  const suggestions: SuggestionsResponse = term
    ? await suggestPlaces(db, term, market.language, maxResults)
    : [];
  return Response.json(suggestions, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
