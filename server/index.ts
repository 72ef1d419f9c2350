/**
 * The shop's production server (ADR 018): one primary process that starts a worker per core and
 * replaces a worker that dies, and workers that serve the Remix build with Express. SIGTERM or
 * SIGINT stops accepting connections, lets the requests in flight finish, then exits.
 *
 * Built by `npm run build` into build/server.js; `npm start` runs it.
 * Environment: PORT (3000), HOST (all interfaces), WEB_CONCURRENCY (workers; default one per core).
 * A wrong environment (for example no PUBLIC_ORIGIN in production) stops it at once, exit code 1,
 * with every problem listed: before any worker starts, so no worker is restarted in a loop.
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import type { ServerBuild } from '@remix-run/node';
import { getEnv } from '../app/server/env.server';
import { createServerApp, type ShopEntryModule } from './app';
import { answerClientErrors } from './edge/client-errors';
import { LIMITS } from './edge/limits';

const SHUTDOWN_GRACE_MS = 10_000;
/** A worker that dies sooner than this after its start is restarted after a pause, not at once. */
const QUICK_DEATH_MS = 5_000;

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;
const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY) || availableParallelism());

async function serveWorker(): Promise<void> {
  // The build is a production build: its environment checks (secrets, cookies, origin) follow.
  process.env.NODE_ENV ??= 'production';
  const build = (await import(new URL('./server/index.js', import.meta.url).href)) as ServerBuild;
  const entry = build.entry.module as unknown as ShopEntryModule;
  const app = createServerApp(build, entry, new URL('./client', import.meta.url).pathname);
  const listening = () => {
    if (!cluster.isWorker || cluster.worker?.id === 1)
      console.log(`[server] http://${host ?? 'localhost'}:${port} (${workers} worker(s))`);
  };
  // The Host is checked by the edge (a missing one is a styled 400, not Node's bare one); headers
  // past LIMITS.headerBytes get a styled 431 (client-errors.ts).
  const server = createServer({ maxHeaderSize: LIMITS.headerBytes, requireHostHeader: false }, app);
  answerClientErrors(server);
  if (host) server.listen(port, host, listening);
  else server.listen(port, listening);
  server.keepAliveTimeout = 65_000;
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Finish what is in flight, close idle keep-alive connections, then leave.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
}

function runPrimary(): void {
  let stopping = false;
  /** the live workers, by id, with their start time */
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    console.error(`[server] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, lived < QUICK_DEATH_MS ? 1_000 : 0);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS + 1_000).unref();
    if (startedAt.size === 0) process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < workers; i += 1) fork();
}

/** The environment is validated once, in the first process, before anything is served. */
function checkEnvironment(): void {
  process.env.NODE_ENV ??= 'production';
  try {
    getEnv();
  } catch (error) {
    console.error(`[server] cannot start. ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (cluster.isPrimary) checkEnvironment();
if (workers > 1 && cluster.isPrimary) runPrimary();
else
  serveWorker().catch((error: unknown) => {
    console.error('[server] could not start:', error);
    process.exit(1);
  });
