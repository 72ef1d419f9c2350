/**
 * The Express application of one worker: compressed responses, the built assets, then every other
 * request through the page cache to Remix.
 */
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
// The adapter's request and response converters (its own handler offers no hook before Remix runs).
import { createRemixRequest, sendRemixResponse } from '@remix-run/express/dist/server.js';
import { getEnv } from '../app/server/env.server';
import { healthProbes, type DatabaseEntryModule } from './health';
import { rateLimits } from './rate-limit';

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

export function createServerApp(build: ServerBuild, entry: ShopEntryModule, clientDir: string) {
  const app = express();
  app.disable('x-powered-by');
  // The proxies in front (TRUST_PROXY): req.ip names the client as the rate limits do (ADR 024).
  app.set('trust proxy', getEnv().TRUST_PROXY);
  // Probes first: never limited, cached or rendered (ADR 025).
  app.use(healthProbes(entry));
  app.use(compression());
  app.use(rateLimits());

  // Vite's assets carry a content hash in their names: cached for good.
  app.use(
    '/assets',
    express.static(`${clientDir}/assets`, { immutable: true, maxAge: YEAR_SECONDS * 1000, index: false }),
  );
  // Other public files keep their names across releases: cached for an hour. Only names with an
  // extension are looked for on disk, so a page request costs no file system call.
  const publicFiles = express.static(clientDir, { maxAge: 3600 * 1000, index: false });
  app.use((req, res, next) => (/\.\w+$/.test(req.path) ? publicFiles(req, res, next) : next()));

  const remix = createRequestHandler(build, 'production');
  const handle: DocumentHandler = (request, context) => remix(request, context);
  app.all('*', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const request = createRemixRequest(req, res);
      const response = await entry.respondWithPageCache(request, handle, build.assets.version);
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error('[server]', error instanceof Error ? error.message : error);
    if (res.headersSent) return res.end();
    res.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Internal Server Error');
  });
  return app;
}
