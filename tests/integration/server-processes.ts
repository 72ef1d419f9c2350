/**
 * Starts the production server (build/server.js) as separate processes on a test database, the way
 * several instances run behind a load balancer, and stops them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(ROOT, 'build/server.js');
const READY_TIMEOUT_MS = 30_000;

export interface ServerProcess {
  origin: string;
  /** the process started (the cluster's primary when it runs several workers) */
  pid: number;
  /** resolves with the exit code when the process ends */
  exited: Promise<number | null>;
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilListening(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output()}`);
    try {
      await fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`server did not listen within ${READY_TIMEOUT_MS} ms: ${output()}`);
}

/** One server process (one worker unless `workers` says otherwise) on `databaseUrl`. */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first (npm test does).`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const pageCacheFile = path.join(tmpdir(), `page-cache-${randomUUID()}.sqlite`);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_DEV_SECRET: '1',
      DATABASE_URL: databaseUrl,
      // Production requires the public origin: canonical links point at this process.
      PUBLIC_ORIGIN: origin,
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_CONCURRENCY: '1',
      // Each process stands for a machine of its own: no page store shared between them.
      PAGE_CACHE_FILE: pageCacheFile,
      // Every test request comes from one address: no page budget unless a test sets one.
      RATE_LIMIT_PAGES_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(pageCacheFile + suffix, { force: true });
      resolve(code);
    }),
  );
  await waitUntilListening(origin, child, () => output);
  return {
    origin,
    pid: child.pid ?? 0,
    exited,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
