/**
 * Loader helpers that stop a request with an HTTP answer (the Epic Stack's `invariantResponse`):
 * the thrown Response reaches the route's error boundary with its status.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { findMarket, type Market } from '~/domain/market';

/** Throws a Response (400 unless `init` says otherwise) when `condition` is falsy. */
export function invariantResponse(
  condition: unknown,
  message: string | (() => string),
  init?: ResponseInit,
): asserts condition {
  if (!condition) {
    const headers = new Headers(init?.headers);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'text/plain; charset=utf-8');
    throw new Response(typeof message === 'function' ? message() : message, {
      status: 400,
      ...init,
      headers,
    });
  }
}

/** The market of the path's first segment; an unknown or not lower-case prefix is a 404. */
export function requireMarket(params: LoaderFunctionArgs['params']): Market {
  const market = findMarket(params.market);
  invariantResponse(market && params.market === market.code, 'Not found', { status: 404 });
  return market;
}
