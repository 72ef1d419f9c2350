/**
 * Between Express and Remix (ADR 023): the Remix Request is built from the checked Host and the
 * body the edge has read; the Remix Response gets the shop's error answer where Remix would send
 * its bare one (a 405, "Unexpected Server Error", a plain-text 404 of a resource route), and
 * `no-store` on every error without its own Cache-Control.
 */
import { createRemixHeaders, sendRemixResponse } from '@remix-run/express/dist/server.js';
import type { Request, Response } from 'express';
import { sendShopError } from '../shop-error';
import type { MethodsOf } from './methods';

export function toRemixRequest(req: Request, res: Response): globalThis.Request {
  // The Host was checked at the edge (hosts.ts); the protocol is the connection's, or the trusted proxy's.
  const origin = `${req.secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
  const url = new URL(origin + req.originalUrl);
  let controller: AbortController | null = new AbortController();
  // Loaders and actions are told when the client leaves before the answer is sent.
  res.on('finish', () => (controller = null));
  res.on('close', () => controller?.abort());
  const body = Buffer.isBuffer(req.body) && req.body.length > 0 ? new Uint8Array(req.body) : undefined;
  return new Request(url.href, {
    method: req.method,
    headers: createRemixHeaders(req.headers),
    signal: controller.signal,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
}

/**
 * An error Remix answered itself, in a shape that is not the shop's: plain text ("Unexpected
 * Server Error"), an empty body, or the JSON of a legacy `?_data=` request (`X-Remix-Error`).
 * The app's pages, its JSON and single fetch's data (`text/x-script`, which the browser decodes)
 * pass as they are.
 */
function isBareError(response: globalThis.Response): boolean {
  if (response.status < 400) return false;
  if (response.headers.has('x-remix-error')) return true;
  const type = response.headers.get('content-type') ?? '';
  return !/^(text\/html|application\/(problem\+)?json|text\/x-script)/.test(type);
}

export async function sendFromRemix(
  req: Request,
  res: Response,
  response: globalThis.Response,
  methodsOf: MethodsOf,
): Promise<void> {
  // Single fetch's data is decoded by the browser's router, whatever its status.
  const singleFetch = response.headers.get('content-type')?.startsWith('text/x-script') ?? false;
  if (!singleFetch && (response.status === 405 || isBareError(response))) {
    await response.body?.cancel();
    const retryAfter = Number(response.headers.get('retry-after'));
    const queryAt = req.originalUrl.indexOf('?');
    return sendShopError(req, res, response.status, {
      allow:
        response.status === 405
          ? [...methodsOf(req.path, queryAt >= 0 ? req.originalUrl.slice(queryAt) : '')]
          : undefined,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    });
  }
  if (response.status >= 400 && !response.headers.has('cache-control'))
    response.headers.set('Cache-Control', 'no-store');
  // The response's own headers replace the edge's defaults rather than doubling them.
  for (const name of new Set(response.headers.keys())) res.removeHeader(name);
  await sendRemixResponse(res, response);
}
