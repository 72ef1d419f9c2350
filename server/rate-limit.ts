/**
 * Express middleware of the production server (ADR 024): resolves the client address once, hands it
 * to the app in a request header, and spends the request's rate-limit budget: page views and API
 * reads on `pages`, reports to /api/error on `error-report`. Past a budget the answer is 429 with
 * Retry-After. Writes (POST) spend their own budget in their action (`consumeRateLimit`).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { getEnv } from '../app/server/env.server';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from '../app/server/security/client-address.server';
import {
  consumeBudget,
  defaultRateLimitStore,
  type RateLimitKey,
  type RateLimitStore,
} from '../app/server/security/rate-limit.server';
import { sendShopError } from './shop-error';

/** Probes of the process and of the database: a load balancer asks them often, from one address. */
const UNCOUNTED_PATHS = new Set(['/healthz', '/readyz']);

/** The budget a request spends, if any. */
export function budgetOf(method: string, path: string): RateLimitKey | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  // Route matching ignores case and a single fetch `.data` suffix: so does the budget.
  const route = path
    .toLowerCase()
    .replace(/\.data$/, '')
    .replace(/\/+$/, '');
  if (route === '/api/error') return 'error-report';
  if (route.startsWith('/api/')) return 'pages';
  if (UNCOUNTED_PATHS.has(route) || route.startsWith('/assets/')) return undefined;
  // Public files and pictures have an extension and come by the dozen with each page.
  if (/\.\w+$/.test(route)) return undefined;
  return 'pages';
}

export interface RateLimitOptions {
  /** proxies trusted in front of the server (default: TRUST_PROXY) */
  hops?: number;
  /** where counters live (default: the store of the environment) */
  store?: RateLimitStore;
}

/** The budgets this middleware spends. */
const SPENT: readonly RateLimitKey[] = ['pages', 'error-report'];

export function rateLimits(options: RateLimitOptions = {}): RequestHandler {
  const hops = options.hops ?? getEnv().TRUST_PROXY;
  // The store is made ready at start (on PostgreSQL, its table), so that the first requests are
  // counted where the others are. A failure is logged there, and the requests count in memory.
  const store = options.store ?? defaultRateLimitStore();
  for (const key of SPENT) store.limiter(key).catch(() => undefined);
  return (req: Request, res: Response, next: NextFunction) => {
    const forwarded = req.headers['x-forwarded-for'];
    const address = resolveClientAddress(
      req.socket.remoteAddress,
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      hops,
    );
    // Whatever the client sent under this name is replaced: only the server's word reaches the app.
    if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
    else delete req.headers[CLIENT_ADDRESS_HEADER];

    const key = budgetOf(req.method, req.path);
    if (!key) return next();
    consumeBudget(key, address, store).then((verdict) => {
      if (verdict.allowed) next();
      else sendShopError(req, res, 429, { retryAfterSeconds: verdict.retryAfterSeconds });
    }, next);
  };
}
