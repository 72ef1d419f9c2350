/**
 * The shop's production server (ADR 018): one primary process that starts a worker per core and
 * replaces a worker that dies, and workers that serve the Remix build with Express. SIGTERM or
 * SIGINT stops accepting connections, lets the requests in flight finish, writes what is held in
 * memory (ADR 024), then exits.
 *
 * Built by `npm run build` into build/server.js; `npm start` runs it.
 * Neither the primary nor a worker starts serving before the database is there and migrated (ADR 025).
 *
 * Environment: PORT (3000), HOST (all interfaces), WEB_CONCURRENCY (workers; default one per core).
 * A wrong environment (for example no PUBLIC_ORIGIN in production) stops it at once, exit code 1,
 * with every problem listed: before any worker starts, so no worker is restarted in a loop.
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import type { ServerBuild } from '@remix-run/node';
import { getEnv } from '../app/server/env.server';
import { runShutdownTasks } from '../app/server/shutdown.server';
import { createServerApp, type ShopEntryModule } from './app';
import { answerClientErrors } from './edge/client-errors';
import { LIMITS } from './edge/limits';

const SHUTDOWN_GRACE_MS = 10_000;
/** Longest time for the work that runs at shutdown (writing what is held in memory). */
const SHUTDOWN_TASKS_MS = 3_000;
/** A worker that dies sooner than this after its start is restarted after a pause, not at once. */
const QUICK_DEATH_MS = 5_000;
const MAX_RESTART_PAUSE_MS = 30_000;

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;
const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY) || availableParallelism());

async function loadBuild(): Promise<{ build: ServerBuild; entry: ShopEntryModule }> {
  // The build is a production build: its environment checks (secrets, cookies, origin) follow.
  process.env.NODE_ENV ??= 'production';
  const build = (await import(new URL('./server/index.js', import.meta.url).href)) as ServerBuild;
  return { build, entry: build.entry.module as unknown as ShopEntryModule };
}

/** A server that cannot start says why and exits 1, so a supervisor sees it (ADR 025). */
function cannotStart(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[server] cannot start: ${message}`);
  if (process.env.LOG_STACKS === '1' && error instanceof Error) console.error(error.stack);
  process.exit(1);
}

async function serveWorker(): Promise<void> {
  const { build, entry } = await loadBuild();
  // The database is there and migrated before the first request is served (ADR 025).
  await entry.startDatabase({ quiet: cluster.isWorker });
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
    // Finish what is in flight (at most SHUTDOWN_GRACE_MS), close idle keep-alive connections, write
    // what is held in memory (the counted reports, at most SHUTDOWN_TASKS_MS), then leave.
    let finishing = false;
    const finish = () => {
      if (finishing) return;
      finishing = true;
      setTimeout(() => process.exit(0), SHUTDOWN_TASKS_MS).unref();
      void runShutdownTasks().finally(() => process.exit(0));
    };
    server.close(finish);
    server.closeIdleConnections();
    setTimeout(finish, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
}

async function runPrimary(): Promise<void> {
  // The primary checks and migrates the database once, before any worker starts: a database that is
  // missing stops the server here instead of a loop of workers that die at start.
  const { entry } = await loadBuild();
  await entry.startDatabase();
  let stopping = false;
  /** the live workers, by id, with their start time */
  const startedAt = new Map<number, number>();
  let quickDeaths = 0;
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
    // Workers that keep dying at start are restarted ever more slowly (1 s, 2 s, 4 s … 30 s).
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const pause = quickDeaths === 0 ? 0 : Math.min(MAX_RESTART_PAUSE_MS, 1_000 * 2 ** (quickDeaths - 1));
    console.error(
      `[server] worker ${worker.process.pid} exited (${signal ?? code}); starting another` +
        (pause ? ` in ${pause / 1000} s` : ''),
    );
    setTimeout(() => stopping || fork(), pause);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS + SHUTDOWN_TASKS_MS + 1_000).unref();
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
(workers > 1 && cluster.isPrimary ? runPrimary() : serveWorker()).catch(cannotStart);
