/**
 * The Express application of one worker. The edge first (ADR 023): security headers on every
 * answer, the request target, the Host, the address's length, the method; then canonical addresses,
 * compression, the built assets, the body (type and size), and every other request through the page
 * cache to Remix. What the edge refuses gets the shop's own error answer (shop-error.ts).
 */
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getEnv } from '../app/server/env.server';
import { BASE_SECURITY_HEADERS } from '../app/server/security/headers.server';
import { readAbsoluteTarget, redirectTrailingSlash, refuseOddTargets } from './edge/canonical';
import { allowedHosts, checkHost } from './edge/hosts';
import { limitUrlLength, readRequestBody } from './edge/limits';
import { answerMethods, routeMethods } from './edge/methods';
import { sendFromRemix, toRemixRequest } from './edge/remix';
import { healthProbes, type DatabaseEntryModule } from './health';
import { rateLimits } from './rate-limit';
import { shopErrorHandler } from './shop-error';

type DocumentHandler = (request: globalThis.Request, context: AppLoadContext) => Promise<globalThis.Response>;

/** What app/entry.server.tsx exports for this server besides the document renderer. */
export interface ShopEntryModule extends DatabaseEntryModule {
  respondWithPageCache(
    request: globalThis.Request,
    handle: DocumentHandler,
    buildVersion: string,
  ): Promise<globalThis.Response>;
}

const YEAR_SECONDS = 365 * 24 * 3600;

/** nosniff, HSTS, Referrer-Policy… on every answer, files and JSON included; pages add their CSP. */
function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
  next();
}

export function createServerApp(build: ServerBuild, entry: ShopEntryModule, clientDir: string) {
  const env = getEnv();
  const methodsOf = routeMethods(build);
  const app = express();
  app.disable('x-powered-by');
  // The proxies in front (TRUST_PROXY): req.ip names the client as the rate limits do (ADR 024).
  app.set('trust proxy', env.TRUST_PROXY);

  app.use(securityHeaders);
  // Probes before the Host check: a load balancer asks them by address (ADR 025).
  app.use(healthProbes(entry));
  app.use(refuseOddTargets);
  app.use(checkHost(allowedHosts(env)));
  app.use(limitUrlLength);
  app.use(answerMethods(methodsOf));
  app.use(redirectTrailingSlash);
  app.use(compression());
  app.use(rateLimits());

  // Vite's assets carry a content hash in their names: cached for good. No directory redirects:
  // addresses are canonical without a trailing slash.
  app.use(
    '/assets',
    express.static(`${clientDir}/assets`, {
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
      index: false,
      redirect: false,
    }),
  );
  // Other public files keep their names across releases: cached for an hour, never immutable. Only
  // names with an extension are looked for on disk, so a page request costs no file system call.
  const publicFiles = express.static(clientDir, { maxAge: 3600 * 1000, index: false, redirect: false });
  app.use((req, res, next) => (/\.\w+$/.test(req.path) ? publicFiles(req, res, next) : next()));

  app.use(readRequestBody);
  const remix = createRequestHandler(build, 'production');
  const handle: DocumentHandler = (request, context) => remix(request, context);
  app.all('*', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const response = await entry.respondWithPageCache(
        toRemixRequest(req, res),
        handle,
        build.assets.version,
      );
      await sendFromRemix(req, res, response, methodsOf);
    } catch (error) {
      next(error);
    }
  });

  app.use(shopErrorHandler);
  return (req: IncomingMessage, res: ServerResponse) => {
    readAbsoluteTarget(req);
    app(req, res);
  };
}
