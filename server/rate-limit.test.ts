import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../app/server/security/client-address.server';
import {
  budgetsFromEnv,
  createMemoryRateLimitStore,
  type RateLimitStore,
} from '../app/server/security/rate-limit.server';
import { budgetOf, rateLimits } from './rate-limit';

let server: Server | undefined;

/** An app with the middleware in front of a handler that tells what it saw. */
async function serve(hops: number, store: RateLimitStore): Promise<string> {
  const app = express();
  app.set('trust proxy', hops);
  app.use(rateLimits({ hops, store }));
  app.all('*', (req, res) => {
    res.json({ header: req.headers[CLIENT_ADDRESS_HEADER] ?? null, ip: req.ip });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

const pages = (points: number) => createMemoryRateLimitStore(budgetsFromEnv(points));

async function get(origin: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(origin + path, { headers });
  const body = await response.text();
  return {
    response,
    body,
    seen: response.ok ? (JSON.parse(body) as { header: string; ip: string }) : undefined,
  };
}

describe('rate-limit middleware', () => {
  it('without trusted proxies, keys on the socket and overwrites a forged address header', async () => {
    const origin = await serve(0, pages(100));
    const { seen } = await get(origin, '/fr-fr', {
      'X-Forwarded-For': '203.0.113.7',
      [CLIENT_ADDRESS_HEADER]: '198.51.100.1',
    });
    expect(seen).toEqual({ header: '127.0.0.1', ip: '127.0.0.1' });
  });

  it('behind one trusted proxy, gives two clients two buckets, and the same address as req.ip', async () => {
    const origin = await serve(1, pages(3));
    for (let i = 0; i < 3; i++) {
      const { seen } = await get(origin, '/fr-fr/search', { 'X-Forwarded-For': '203.0.113.1' });
      expect(seen).toEqual({ header: '203.0.113.1', ip: '203.0.113.1' });
    }
    const refused = await get(origin, '/fr-fr/search', { 'X-Forwarded-For': '203.0.113.1' });
    expect(refused.response.status).toBe(429);
    const other = await get(origin, '/fr-fr/search', { 'X-Forwarded-For': '203.0.113.2' });
    expect(other.response.status).toBe(200);
    expect(other.seen?.header).toBe('203.0.113.2');
  });

  it('gives no new bucket for forged leftmost X-Forwarded-For entries', async () => {
    const origin = await serve(1, pages(2));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // What a client sends through the proxy: its forgery, then the proxy's entry for it.
      const { response, seen } = await get(origin, '/fr-fr', {
        'X-Forwarded-For': `10.9.8.${i}, 192.0.2.${i}, 203.0.113.5`,
      });
      statuses.push(response.status);
      if (seen) expect(seen).toEqual({ header: '203.0.113.5', ip: '203.0.113.5' });
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it("answers 429 with Retry-After and no-store: a page in the market's language, a problem for the API", async () => {
    const origin = await serve(0, pages(1));
    await get(origin, '/fr-fr');
    const { response, body } = await get(origin, '/fr-fr');
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(body).toContain('lang="fr-FR"');

    const api = await get(origin, '/api/search/offers.json');
    expect(api.response.status).toBe(429);
    expect(api.response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(api.body)).toMatchObject({ status: 429 });
  });

  it('limits reports to /api/error at 10 a minute, apart from pages', async () => {
    const origin = await serve(0, pages(1000));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await get(origin, '/api/error?uri=/x&locale=fr_FR')).response.status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another spelling of the same route spends the same budget.
    expect((await get(origin, '/API/Error/?uri=/x&locale=fr_FR')).response.status).toBe(429);
    expect((await get(origin, '/fr-fr')).response.status).toBe(200);
  });

  it('lets requests through when the store fails', async () => {
    const failing: RateLimitStore = {
      limiter: async () => {
        throw new Error('store down');
      },
      close: async () => {},
    };
    const origin = await serve(0, failing);
    for (let i = 0; i < 3; i++) expect((await get(origin, '/fr-fr')).response.status).toBe(200);
  });

  it('spends the page budget on pages, data requests and API reads only', () => {
    expect(budgetOf('GET', '/fr-fr/search')).toBe('pages');
    expect(budgetOf('HEAD', '/fr-fr')).toBe('pages');
    expect(budgetOf('GET', '/fr-fr/search.data')).toBe('pages');
    expect(budgetOf('GET', '/api/search/offers.json')).toBe('pages');
    expect(budgetOf('GET', '/api/error')).toBe('error-report');
    expect(budgetOf('GET', '/api/error.data')).toBe('error-report');
    expect(budgetOf('POST', '/api/error')).toBeUndefined();
    expect(budgetOf('POST', '/fr-fr/contact')).toBeUndefined();
    expect(budgetOf('GET', '/assets/entry-abc123.js')).toBeUndefined();
    expect(budgetOf('GET', '/img/spa-7/640_360.webp')).toBeUndefined();
    expect(budgetOf('GET', '/favicon.ico')).toBeUndefined();
    expect(budgetOf('GET', '/healthz')).toBeUndefined();
    expect(budgetOf('GET', '/readyz')).toBeUndefined();
  });
});
