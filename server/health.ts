/**
 * Health probes for a load balancer or an orchestrator (ADR 025), answered before anything else a
 * request meets (limits, the page cache, Remix): `/healthz` says the process is alive and asks nothing
 * of the database; `/readyz` says whether the database answers within 1 s (503 with Retry-After
 * when not). Tiny JSON, never stored by anyone.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** What the Remix build's entry module exports for the probes and the start (app/entry.server.tsx). */
export interface DatabaseEntryModule {
  checkDatabase(timeoutMs?: number): Promise<{ ready: boolean; retryAfterSeconds: number }>;
  startDatabase(options?: { quiet?: boolean }): Promise<void>;
}

export const READINESS_TIMEOUT_MS = 1_000;
function reply(res: Response, status: number, body: object): void {
  res.status(status).set({
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
  });
  // end(), not json(): no ETag, so no probe is ever answered 304 from what it saw before.
  res.end(JSON.stringify(body));
}

export function healthProbes(entry: DatabaseEntryModule): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/healthz' && req.path !== '/readyz') return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD');
      return reply(res, 405, { status: 'method not allowed' });
    }
    if (req.path === '/healthz') return reply(res, 200, { status: 'ok' });
    entry.checkDatabase(READINESS_TIMEOUT_MS).then(({ ready, retryAfterSeconds }) => {
      if (!ready) res.set('Retry-After', String(retryAfterSeconds));
      reply(res, ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable' });
    }, next);
  };
}
