/**
 * The public origin in production (ADR 023), with the built server (`npm run build` first): no start
 * without PUBLIC_ORIGIN or ALLOWED_HOSTS; with ALLOWED_HOSTS only those hosts are served and links
 * use the first; with PUBLIC_ORIGIN links use it whatever Host the request names.
 */
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/server/db/db.server';
import { closeDatabase, engines, openSeeded, TEST_NOW } from './databases';
import { SERVER_ENTRY, startServerProcess, type ServerProcess } from './server-processes';

const sqlite = engines.find((engine) => engine.name === 'sqlite')!;

/** Runs the server with `env` until it exits; resolves with its exit code and output. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ALLOW_DEV_SECRET: '1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** A GET naming `host` (fetch does not let a request name its own Host). */
function getWithHost(origin: string, path: string, host: string): Promise<{ status: number; type?: string }> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers: { Host: host } }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] }),
      );
    }).on('error', reject);
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('the public origin of the production server', () => {
  let db: Db;
  let url: string;
  let allowListed: ServerProcess;

  beforeAll(async () => {
    url = sqlite.url();
    db = await openSeeded(sqlite, undefined, undefined, url);
    allowListed = await startServerProcess(url, {
      SHOP_NOW: TEST_NOW,
      PUBLIC_ORIGIN: '',
      ALLOWED_HOSTS: 'shop.example,127.0.0.1',
    });
  });

  afterAll(async () => {
    await allowListed?.stop();
    await closeDatabase(db);
  });

  it('refuses to start without PUBLIC_ORIGIN or ALLOWED_HOSTS, saying why, with exit code 1', async () => {
    for (const workers of ['1', '2']) {
      const { code, output } = await runUntilExit({ DATABASE_URL: url, WEB_CONCURRENCY: workers });
      expect(code, output).toBe(1);
      expect(output).toContain('PUBLIC_ORIGIN: required in production');
      // One message from the first process: no worker started, none restarted.
      expect(output.match(/cannot start/g)).toHaveLength(1);
    }
  });

  it('serves only the allowed hosts, and links to the first of them', async () => {
    const home = await fetch(`${allowListed.origin}/fr-fr`);
    expect(home.status).toBe(200);
    expect(canonicalOf(await home.text())).toBe('https://shop.example/fr-fr');
    const index = await (await fetch(`${allowListed.origin}/sitemap.xml`)).text();
    expect(index).toContain('<loc>https://shop.example/sitemaps/pages-1.xml</loc>');
    const pages = await (await fetch(`${allowListed.origin}/sitemaps/pages-1.xml`)).text();
    expect(pages).toContain('<loc>https://shop.example/fr-fr</loc>');

    expect(await getWithHost(allowListed.origin, '/fr-fr', 'shop.example')).toMatchObject({ status: 200 });
    expect(await getWithHost(allowListed.origin, '/fr-fr', 'evil.example')).toEqual({
      status: 400,
      type: 'text/html; charset=utf-8',
    });
  });
});
