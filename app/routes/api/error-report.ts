import type { LoaderFunctionArgs } from '@remix-run/node';
import { findMarketByLocale } from '~/domain/market';
import { recordNotFound } from '~/server/reports.server';
import { clientAddressOf } from '~/server/security/client-address.server';
import { apiError } from '~/server/search/search-api.server';

/**
 * GET /api/error?uri&locale: the not-found page reports the missing address. It is counted, and the
 * counts are written in batches (ADR 024): the answer never waits for the database. Rate limited
 * per client by the server (`error-report` budget).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // Remix runs loaders for OPTIONS too (the server's edge answers it first): never counted.
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
  const q = new URL(request.url).searchParams;
  const uri = q.get('uri') ?? '';
  const locale = q.get('locale') ?? '';
  if (!uri || uri.length > 2000)
    return apiError([{ field: 'uri', message: 'required, at most 2000 characters' }]);
  if (!findMarketByLocale(locale)) return apiError([{ field: 'locale', message: 'unknown locale' }]);
  recordNotFound({ source: 'api', uri, locale, client: clientAddressOf(request) });
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Every method but GET and HEAD: the address takes reports by GET only. The route has no action, so
 * the server's edge refuses POST and the others with the same 405 before Remix runs.
 */
function methodNotAllowed(): Response {
  return Response.json(
    { error: { code: 'METHOD_NOT_ALLOWED', message: 'use GET or HEAD' } },
    { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } },
  );
}
