/**
 * One address per page (ADR 023): a request target in absolute form is read as its path, and a
 * path with a trailing slash is redirected (301) to the same path without it, query kept; `/`
 * itself stays.
 */
import type { NextFunction, Request, Response } from 'express';
import { sendShopError } from '../shop-error';

/**
 * Requests name a path (`/fr-fr/search`); an absolute-form target (`http://host/fr-fr`, RFC 9112
 * §3.2.2) is reduced to its path and query, and `*` is for OPTIONS alone.
 */
export function normalizeRequestTarget(req: Request, res: Response, next: NextFunction): void {
  if (req.url.startsWith('/')) return next();
  if (req.url === '*' && req.method === 'OPTIONS') return next();
  let target: URL | undefined;
  try {
    target = /^https?:\/\//i.test(req.url) ? new URL(req.url) : undefined;
  } catch {
    target = undefined;
  }
  if (!target) return sendShopError(req, res, 400);
  req.url = req.originalUrl = target.pathname + target.search;
  next();
}

export function redirectTrailingSlash(req: Request, res: Response, next: NextFunction): void {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/' || !req.path.endsWith('/'))
    return next();
  // Leading slashes (and backslashes, which browsers read as slashes) collapse too: `//host/`
  // must not become the protocol-relative `//host`.
  const path = `/${req.path.replace(/^[/\\]+|\/+$/g, '')}`;
  const queryAt = req.originalUrl.indexOf('?');
  const query = queryAt >= 0 ? req.originalUrl.slice(queryAt) : '';
  res.status(301).setHeader('Location', path + query);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end();
}
