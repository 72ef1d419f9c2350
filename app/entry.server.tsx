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

export function handleError(error: unknown, { request }: { request: Request }) {
  // A refusal Remix answers itself (405 to a page without an action) is no fault of the server.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logServerError(error, request);
}
