import type { ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMethods, routeMethods } from './methods';
import { echoApp, startTestServer, type TestServer } from './test-server';

const action = () => null;
/** The shape of the shop's route table: an API resource with an action, pages without. */
const build = {
  routes: {
    root: { id: 'root', path: '', module: {} },
    offers: { id: 'offers', parentId: 'root', path: 'api/search/offers.json', module: { action } },
    error: { id: 'error', parentId: 'root', path: 'api/error', module: {} },
    apiNotFound: { id: 'apiNotFound', parentId: 'root', path: 'api/*', module: { action } },
    market: { id: 'market', parentId: 'root', path: ':market', module: {} },
    home: { id: 'home', parentId: 'market', index: true, module: {} },
    contact: { id: 'contact', parentId: 'market', path: 'contact', module: { action } },
    search: { id: 'search', parentId: 'market', path: 'search', module: {} },
    notFound: { id: 'notFound', parentId: 'market', path: '*', module: {} },
  },
} as unknown as Pick<ServerBuild, 'routes'>;

describe('routeMethods', () => {
  const methodsOf = routeMethods(build);

  it('serves POST where the target route has an action', () => {
    expect(methodsOf('/api/search/offers.json', '')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf('/fr-fr/contact', '')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf('/fr-fr/contact.data', '')).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('serves GET and HEAD alone elsewhere, the most specific route deciding', () => {
    expect(methodsOf('/api/error', '')).toEqual(['GET', 'HEAD']);
    expect(methodsOf('/fr-fr/search', '')).toEqual(['GET', 'HEAD']);
    expect(methodsOf('/fr-fr/no-such-page', '')).toEqual(['GET', 'HEAD']);
    expect(methodsOf('/fr-fr', '?index')).toEqual(['GET', 'HEAD']);
  });
});

describe('answerMethods', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer(echoApp(answerMethods(routeMethods(build))))));
  afterAll(() => server.close());

  it('answers OPTIONS 204 with Allow and no CORS header', async () => {
    const response = await fetch(`${server.url}/api/search/offers.json`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses every method the address does not serve with 405 and Allow', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'PROPFIND', 'POST']) {
      const response = await fetch(`${server.url}/fr-fr/search`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('GET, HEAD');
    }
    // fetch refuses to send TRACE: the request is written by hand.
    const trace = await server.raw('TRACE /fr-fr/search HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    expect(trace).toMatch(/^HTTP\/1\.1 405/);
    expect(trace).toMatch(/\r\nallow: GET, HEAD\r\n/i);
    const api = await fetch(`${server.url}/api/search/offers.json`, {
      method: 'DELETE',
      headers: { Accept: 'text/html' },
    });
    expect(api.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(api.headers.get('content-type')).toBe('application/problem+json');
  });

  it('lets served methods through', async () => {
    expect((await fetch(`${server.url}/fr-fr/search`)).status).toBe(200);
    expect((await fetch(`${server.url}/fr-fr/contact`, { method: 'POST' })).status).toBe(200);
  });
});
