/**
 * One address per page (ADR 023): a request target in absolute form is read as its path, and a
 * path with a trailing slash is redirected (301) to the same path without it, query kept; `/`
 * itself stays.
 */
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { sendShopError } from '../shop-error';

/**
 * Reads an absolute-form request target (`GET http://host/fr-fr HTTP/1.1`, RFC 9112 §3.2.2) as its
 * path and query. It runs before Express, whose router reads the target once when it starts.
 */
export function readAbsoluteTarget(req: IncomingMessage): void {
  const target = req.url ?? '/';
  if (!/^https?:\/\//i.test(target)) return;
  try {
    const url = new URL(target);
    req.url = url.pathname + url.search;
  } catch {
    // left as it is: refuseOddTargets answers 400
  }
}

/** A request names a path (`/fr-fr/search`); `*` is for OPTIONS alone; anything else is a 400. */
export function refuseOddTargets(req: Request, res: Response, next: NextFunction): void {
  if (req.url.startsWith('/') || (req.url === '*' && req.method === 'OPTIONS')) return next();
  sendShopError(req, res, 400);
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
