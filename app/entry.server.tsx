import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleDocumentRequestFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18nInstance, languageOfRequest } from '~/server/i18n.server';
import { applySecurityHeaders, createNonce } from '~/server/security/headers.server';
import { logServerError } from '~/server/log.server';
import { applyErrorDocumentHeaders } from '~/server/error-headers.server';
import { PAGE_CACHE_MARK, type DocumentLoadContext } from '~/server/cache/page-cache.server';
import { NonceProvider } from '~/ui/nonce';
import { getEnv } from '~/server/env.server';
import { unavailableHeaders } from '~/server/db/faults.server';

// Validate the environment when the server starts, not at the first request: a wrong setting stops it with every problem listed.
getEnv();

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;
const development = process.env.NODE_ENV === 'development';

const handleRequest: HandleDocumentRequestFunction = async (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) => {
  const context = (loadContext ?? {}) as DocumentLoadContext;
  const nonce = context.nonce ?? createNonce();
  const language = languageOfRequest(request);
  const i18n = await createI18nInstance(language);
  // Crawlers and the page cache get the whole document at once; browsers get it streamed.
  const readyEvent =
    context.pageCache || isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          applySecurityHeaders(responseHeaders, nonce, { development });
          applyErrorDocumentHeaders(responseHeaders, responseStatusCode, remixContext.staticHandlerContext);
          // A database fault thrown without its own Retry-After still says when to come back.
          if (responseStatusCode === 503 && !responseHeaders.has('Retry-After'))
            unavailableHeaders(responseHeaders);
          if (context.pageCache && responseStatusCode === 200 && routeAllowsPageCache(remixContext))
            responseHeaders.set(PAGE_CACHE_MARK, 'store');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logServerError(error, request);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1000);
  });
};

export default handleRequest;

/** The page's own route (the deepest match) opts in to the page cache with `handle.pageCache`. */
function routeAllowsPageCache(remixContext: EntryContext): boolean {
  const leaf = remixContext.staticHandlerContext.matches.at(-1);
  const handle = leaf ? remixContext.routeModules[leaf.route.id]?.handle : undefined;
  return (handle as { pageCache?: boolean } | undefined)?.pageCache === true;
}

// The production server (server/app.ts) reaches the page cache through the build.
export { respondWithPageCache } from '~/server/cache/page-cache.server';
// ... and the database's start-up and readiness (server/index.ts, server/health.ts).
export { checkDatabase, startDatabase } from '~/server/db/startup.server';

/** A client navigation's data answers 503 like the document would: Retry-After, no-store (ADR 025). */
export function handleDataRequest(response: Response): Response {
  if (response.status === 503) unavailableHeaders(response.headers);
  return response;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // A refusal Remix answers itself (405 to a page without an action) is no fault of the server.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logServerError(error, request);
}
