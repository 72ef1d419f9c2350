import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectTrailingSlash, refuseOddTargets } from './canonical';
import { echoApp, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => (server = await startTestServer(echoApp(refuseOddTargets, redirectTrailingSlash))));
afterAll(() => server.close());

const get = (path: string, method = 'GET') => fetch(server.url + path, { method, redirect: 'manual' });

describe('trailing slash', () => {
  it('redirects permanently to the address without it, query kept', async () => {
    const response = await get('/fr-fr/search/?a=3&tags=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/fr-fr/search?a=3&tags=1');
    expect((await get('/fr-fr///')).headers.get('location')).toBe('/fr-fr');
    expect((await get('/api/search/offers.json/', 'HEAD')).status).toBe(301);
  });

  it('keeps / itself, and addresses without one', async () => {
    expect((await get('/')).status).toBe(200);
    expect((await get('/fr-fr/search?x=/')).status).toBe(200);
  });

  it('never redirects to another host', async () => {
    expect(
      (await server.raw('GET //evil.example/ HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n')).match(
        /location: (.*)\r\n/i,
      )?.[1],
    ).toBe('/evil.example');
    expect(
      (await server.raw('GET /\\evil.example/ HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n')).match(
        /location: (.*)\r\n/i,
      )?.[1],
    ).toBe('/evil.example');
  });

  it('leaves submissions alone', async () => {
    expect((await get('/fr-fr/contact/', 'POST')).status).toBe(200);
  });
});

describe('request target', () => {
  it('reads an absolute-form target as its path', async () => {
    const response = await server.raw(
      'GET http://evil.example/fr-fr/search?a=1 HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n',
    );
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('"url":"/fr-fr/search?a=1"');
  });

  it('refuses a target that is no path', async () => {
    const response = await server.raw('GET * HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 400/);
  });
});
