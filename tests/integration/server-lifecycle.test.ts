/**
 * The production server's process model (ADR 018): a worker that dies is replaced, and SIGTERM lets
 * the requests in flight finish before the server exits.
 */
import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/server/db/db.server';
import { closeDatabase, engines, openSeeded, TEST_NOW } from './databases';
import { startServerProcess, type ServerProcess } from './server-processes';

const sqlite = engines.find((engine) => engine.name === 'sqlite')!;

function workerPids(primary: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(primary)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** The page cache status of a request on a new connection, and whether its nonces agree. */
function cacheStatusOnNewConnection(address: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    get(address, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const csp = String(response.headers['content-security-policy'] ?? '');
        const headerNonce = /'nonce-([^']+)'/.exec(csp)?.[1];
        const bodyNonces = new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
        const agree = headerNonce !== undefined && bodyNonces.size === 1 && bodyNonces.has(headerNonce);
        resolve(`${response.headers['x-cache'] as string}${agree ? '' : ' (nonce mismatch)'}`);
      });
    }).on('error', reject);
  });
}

async function until<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = read();
  }
  return value;
}

describe('production server processes', () => {
  let db: Db;
  let url: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    url = sqlite.url();
    db = await openSeeded(sqlite, undefined, undefined, url);
  });

  afterAll(async () => {
    await server?.stop();
    await closeDatabase(db);
  });

  it('renders a page once per machine: the other worker serves it from the shared store', async () => {
    server = await startServerProcess(url, { SHOP_NOW: TEST_NOW, WEB_CONCURRENCY: '2' });
    await until(
      () => workerPids(server!.pid),
      (pids) => pids.length === 2,
    );
    // A new connection each time: the primary hands connections to the workers in turn.
    const statuses: (string | undefined)[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push(await cacheStatusOnNewConnection(`${server!.origin}/fr-fr`));
    expect(statuses).toEqual(['MISS', 'HIT', 'HIT', 'HIT']);
  });

  it('runs the workers asked for and replaces one that dies', async () => {
    const workers = await until(
      () => workerPids(server!.pid),
      (pids) => pids.length === 2,
    );
    expect(workers).toHaveLength(2);
    process.kill(workers[0], 'SIGKILL');
    const replaced = await until(
      () => workerPids(server!.pid),
      (pids) => pids.length === 2 && !pids.includes(workers[0]),
    );
    expect(replaced).toHaveLength(2);
    expect(replaced).not.toContain(workers[0]);
    // On a new connection: a pooled keep-alive one may lead to the worker just killed.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(`${server!.origin}/fr-fr`, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      }).on('error', reject);
    });
    expect(status).toBe(200);
  });

  it('finishes the requests in flight on SIGTERM, then exits', async () => {
    const running = server!;
    const { port } = new URL(running.origin);
    // A request whose body is still arriving is surely in flight when the signal comes.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // (A route that takes a body: the edge refuses a POST to any other before reading it.)
    const body = JSON.stringify({ locale: 'fr_FR', criteria: { adult: 2 } });
    socket.write(
      `POST /api/search/offers.json HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(running.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    socket.write(body.slice(5));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await running.exited).toBe(0);
    await expect(fetch(`${running.origin}/fr-fr`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
    server = undefined;
  });
});
