/**
 * The shop's own answer to a request the server refuses before Remix runs: a problem document
 * (RFC 9457) with `no-store` and `nosniff`, plus `Retry-After` / `Allow` when given.
 */
import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';

export function sendShopError(
  _req: Request,
  res: Response,
  status: number,
  options?: { retryAfterSeconds?: number; allow?: string[] },
): void {
  const title = STATUS_CODES[status] ?? 'Error';
  const retryAfter =
    options?.retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(options.retryAfterSeconds));
  if (retryAfter !== undefined) res.set('Retry-After', String(retryAfter));
  if (options?.allow) res.set('Allow', options.allow.join(', '));
  const detail =
    retryAfter === undefined ? `${title}.` : `${title}. Please try again in ${retryAfter} seconds.`;
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .set('X-Content-Type-Options', 'nosniff')
    .type('application/problem+json')
    .send(JSON.stringify({ type: 'about:blank', title, status, detail }));
}
