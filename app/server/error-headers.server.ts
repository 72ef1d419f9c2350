/**
 * Headers of a document that answers an error status (ADR 023): never stored by a browser or a
 * proxy (`no-store`: the page says what went wrong now, and a 404 may exist a minute later), and
 * the `Retry-After` of the Response a loader or action threw (a 503 from the data layer, a 429),
 * which Remix does not carry to the document by itself.
 */
interface HeadersOfRoutes {
  loaderHeaders: Record<string, Headers>;
  actionHeaders: Record<string, Headers>;
}

export function applyErrorDocumentHeaders(headers: Headers, status: number, routes: HeadersOfRoutes): void {
  if (status < 400) return;
  headers.set('Cache-Control', 'no-store');
  if (headers.has('Retry-After')) return;
  for (const routeHeaders of [
    ...Object.values(routes.actionHeaders),
    ...Object.values(routes.loaderHeaders),
  ]) {
    const retryAfter = routeHeaders.get('Retry-After');
    if (retryAfter) {
      headers.set('Retry-After', retryAfter);
      return;
    }
  }
}
