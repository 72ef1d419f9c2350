/**
 * The shop's own answer to a request the server refuses or fails before (or around) the app: a
 * styled page in the visitor's language, or for the API and clients that ask for JSON, a JSON
 * problem (RFC 9457). Every answer carries the security headers and `Cache-Control: no-store`.
 *
 * The language is the market's of the path's first segment, else the Accept-Language's market.
 * Texts come from locales/{language}/errors.json.
 */
import type { NextFunction, Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { errorKindOf, retryPath } from '../app/domain/http-errors';
import { findMarket, marketForAcceptLanguage, type Language, type Market } from '../app/domain/market';
import { problem, PROBLEM_CONTENT_TYPE } from '../app/server/problem.server';
import { applySecurityHeaders, createNonce } from '../app/server/security/headers.server';
import commonEs from '../locales/es/common.json';
import errorsEs from '../locales/es/errors.json';
import commonFr from '../locales/fr/common.json';
import errorsFr from '../locales/fr/errors.json';
import commonIt from '../locales/it/common.json';
import errorsIt from '../locales/it/errors.json';
import commonNl from '../locales/nl/common.json';
import errorsNl from '../locales/nl/errors.json';
import { renderErrorPage } from './edge/error-page';

export interface ShopErrorOptions {
  /** seconds after which the client may ask again (429, 503): the `Retry-After` header */
  retryAfterSeconds?: number;
  /** the methods the address serves (405): the `Allow` header */
  allow?: string[];
}

/** What a refused request said about itself; enough to answer it in the visitor's language. */
export interface RefusedRequest {
  method: string;
  /** the path and query as sent */
  url: string;
  accept?: string;
  acceptLanguage?: string;
}

export interface ShopErrorAnswer {
  status: number;
  headers: Record<string, string>;
  /** empty for HEAD */
  body: string;
}

const TEXTS: Record<Language, { errors: typeof errorsFr; common: typeof commonFr }> = {
  fr: { errors: errorsFr, common: commonFr },
  es: { errors: errorsEs, common: commonEs },
  nl: { errors: errorsNl, common: commonNl },
  it: { errors: errorsIt, common: commonIt },
};

/** The market of the path's first segment, else the one Accept-Language prefers. */
export function marketOfRefusedRequest(request: Pick<RefusedRequest, 'url' | 'acceptLanguage'>): Market {
  const firstSegment = /^\/([^/?#]*)/.exec(request.url)?.[1];
  return findMarket(firstSegment) ?? marketForAcceptLanguage(request.acceptLanguage);
}

/** The best quality the Accept header gives to any of `types` (0 when it names none of them). */
function quality(accept: string, types: readonly string[]): number {
  let best = 0;
  for (const range of accept.split(',')) {
    const [type, ...params] = range.trim().toLowerCase().split(';');
    if (!types.includes(type.trim())) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(value)) best = Math.max(best, value);
  }
  return best;
}

/** JSON for the API and for clients that prefer it to HTML; browsers (and `*\/*`) get the page. */
export function wantsJson(request: Pick<RefusedRequest, 'url' | 'accept'>): boolean {
  if (/^\/api(?:[/?]|$)/.test(request.url)) return true;
  const accept = request.accept ?? '';
  const json = quality(accept, ['application/json', 'application/problem+json']);
  return json > 0 && json > quality(accept, ['text/html', 'application/xhtml+xml']);
}

/** The answer to a refused request, as a status, headers and a body (pure: no I/O). */
export function shopErrorAnswer(
  request: RefusedRequest,
  status: number,
  options: ShopErrorOptions = {},
): ShopErrorAnswer {
  const market = marketOfRefusedRequest(request);
  const { errors, common } = TEXTS[market.language];
  const kind = errorKindOf(status);
  const { title, text } = errors[kind];
  const nonce = createNonce();
  const headers: Record<string, string> = {};
  applySecurityHeaders(new Headers(), nonce).forEach((value, name) => (headers[name] = value));
  headers['cache-control'] = 'no-store';
  headers['content-language'] = market.bcp47;
  if (options.retryAfterSeconds !== undefined)
    headers['retry-after'] = String(Math.max(0, Math.ceil(options.retryAfterSeconds)));
  if (options.allow) headers['allow'] = options.allow.join(', ');

  let body: string;
  if (wantsJson(request)) {
    headers['content-type'] = PROBLEM_CONTENT_TYPE;
    body = JSON.stringify(problem(status, text, {}, title));
  } else {
    headers['content-type'] = 'text/html; charset=utf-8';
    body = renderErrorPage(
      {
        lang: market.bcp47,
        brand: common.brand,
        homeLabel: common.header.homeLink.replace('{{brand}}', common.brand),
        title,
        text,
        goHome: errors.goHome,
        retry: errors.retry,
      },
      {
        nonce,
        homeHref: `/${market.code}`,
        // Asking again makes sense when the refusal passes (a timeout, a busy shop), not for a bad request.
        retryHref: status === 408 || status === 429 || status === 503 ? retryPath(request.url) : undefined,
      },
    );
  }
  // The length of the page a GET would get, also for HEAD (RFC 9110 §9.3.2).
  headers['content-length'] = String(Buffer.byteLength(body));
  return { status, headers, body: request.method === 'HEAD' ? '' : body };
}

/** Headers of an earlier answer that would describe a body this one replaces. */
const REPLACED_HEADERS = [
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'content-disposition',
];

/**
 * Answers `req` with the shop's error page or problem for `status` (also for other middleware:
 * rate limits send their 429 through it, with `retryAfterSeconds`).
 */
export function sendShopError(
  req: Request,
  res: Response,
  status: number,
  options: ShopErrorOptions = {},
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const answer = shopErrorAnswer(
    {
      method: req.method,
      url: req.originalUrl || req.url,
      accept: req.get('accept'),
      acceptLanguage: req.get('accept-language'),
    },
    status,
    options,
  );
  for (const name of REPLACED_HEADERS) res.removeHeader(name);
  res.statusMessage = STATUS_CODES[status] ?? '';
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(answer.body);
}

/**
 * Express's own errors (a malformed URI, a body cut short or too large, a thrown error) answered
 * by the shop: their 4xx status when they carry one, else 500 (logged, never shown).
 */
export function shopErrorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  const { status: declared, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const given = declared ?? statusCode;
  const status = typeof given === 'number' && given >= 400 && given < 500 ? given : 500;
  if (status >= 500) console.error('[server]', error instanceof Error ? error.message : error);
  // A body refused part-way is not read further: the connection closes after the answer.
  if (status === 413) res.setHeader('Connection', 'close');
  sendShopError(req, res, status);
}
