import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchConfig } from './config';

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;
const OUTPUT_TAIL_CHARS = 16_000;

/** A server process the harness started; `stop()` ends it (and only it). */
export interface RunningServer {
  name: string;
  origin: string;
  pid: number | undefined;
  /** The last lines the process wrote to stderr, for diagnostics. */
  errorOutput(): string;
  stop(): Promise<void>;
}

const running = new Set<RunningServer>();

/** Stops every server still running (on failure, Ctrl-C). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Polls `url` until the server answers anything at all (a 500 page is still a server that is up). */
async function waitUntilReady(url: string, child: ChildProcess, tail: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`exited with code ${child.exitCode ?? child.signalCode}\n${tail()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`not answering ${url} after ${READY_TIMEOUT_MS / 1000} s\n${tail()}`);
}

interface StartOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  readyPath: string;
}

async function startServer(options: StartOptions): Promise<RunningServer> {
  // stdout (the server's log lines) goes to /dev/null: piping it back into
  // this process would spend CPU next to autocannon. stderr is kept, for errors.
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    errors = (errors + chunk).slice(-OUTPUT_TAIL_CHARS);
  });
  const spawnFailed = new Promise<never>((_resolve, reject) => child.once('error', reject));

  const origin = `http://${HOST}:${options.port}`;
  const server: RunningServer = {
    name: options.name,
    origin,
    pid: child.pid,
    errorOutput: () => errors,
    stop: async () => {
      running.delete(server);
      await stopChild(child);
    },
  };
  running.add(server);

  try {
    await Promise.race([waitUntilReady(origin + options.readyPath, child, () => errors), spawnFailed]);
  } catch (error) {
    await server.stop();
    throw new Error(
      `${options.name} did not start: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return server;
}

/** The reference: a bare Node `http` hello-world in its own process. */
export async function startBareServer(config: BenchConfig): Promise<RunningServer> {
  const port = await freePort();
  return startServer({
    name: 'bare http',
    command: process.execPath,
    args: [fileURLToPath(new URL('./bare-server.mjs', import.meta.url))],
    cwd: config.root,
    env: { ...process.env, HOST, PORT: String(port) },
    port,
    readyPath: '/',
  });
}

export const appServerEntry = 'build/server/index.js';
/** The shop's own production server (cluster of WEB_CONCURRENCY workers), built with the app. */
export const ownServerEntry = 'build/server.js';

/** How the app is served, for the report and for starting it. */
export interface AppServerCommand {
  /** As an operator would type it, for the report. */
  label: string;
  command: string;
  args: string[];
  /** Worker processes serving requests. */
  workers: number;
}

export function appServerCommand(): AppServerCommand {
  // The server defaults to one worker per core; an explicit WEB_CONCURRENCY is passed through.
  const configured = Number.parseInt(process.env.WEB_CONCURRENCY ?? '', 10);
  return {
    label: `node ${ownServerEntry}`,
    command: process.execPath,
    args: [ownServerEntry],
    workers: configured > 0 ? configured : cpus().length,
  };
}

/** The environment the production build runs with (the app server, and the render benchmark). */
export function appEnvironment(config: BenchConfig): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_DEV_SECRET: '1',
    // Measure the public, indexable configuration (otherwise every page says noindex and
    // Lighthouse SEO cannot reach 100). ALLOW_INDEXING=0 in the environment turns it off.
    ALLOW_INDEXING: process.env.ALLOW_INDEXING ?? '1',
    // The load comes from one address: a page budget that it cannot reach, so that the limiter still
    // counts every request (its cost is measured) but refuses none.
    RATE_LIMIT_PAGES_PER_MINUTE: process.env.RATE_LIMIT_PAGES_PER_MINUTE ?? '1000000',
    DATABASE_URL: config.databaseUrl,
    // Production requires the public origin; startAppServer gives the served port's.
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://${HOST}`,
  };
}

export type AppServer = RunningServer & {
  server: AppServerCommand;
  /** Processes serving now: the cluster's workers, or the process itself (null off Linux). */
  observedWorkers(): number | null;
};

/** Child processes of `pid`, from /proc (Linux). */
function childCount(pid: number): number | null {
  try {
    return readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean).length;
  } catch {
    return null;
  }
}

/** The production build, served as in production (see appServerCommand). */
export async function startAppServer(config: BenchConfig, readyPath: string): Promise<AppServer> {
  if (!existsSync(join(config.root, ownServerEntry))) {
    throw new Error(`no production build (${ownServerEntry} is missing): run \`npm run build\` first`);
  }
  const server = appServerCommand();
  const port = await freePort();
  const started = await startServer({
    name: 'app',
    command: server.command,
    args: server.args,
    cwd: config.root,
    env: {
      ...appEnvironment(config),
      HOST,
      PORT: String(port),
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://${HOST}:${port}`,
    },
    port,
    readyPath,
  });
  const observedWorkers = () => {
    const children = started.pid ? childCount(started.pid) : null;
    return children == null ? null : Math.max(1, children);
  };
  return { ...started, server, observedWorkers };
}
