import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopErrorHandler } from '../shop-error';
import { bodyPolicy, LIMITS, limitUrlLength, readRequestBody } from './limits';
import { echoApp, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  const app = echoApp(limitUrlLength, readRequestBody);
  app.use(shopErrorHandler);
  server = await startTestServer(app);
});
afterAll(() => server.close());

const post = (path: string, body: BodyInit, type: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, {
    method: 'POST',
    body,
    headers: { 'Content-Type': type, ...headers },
    duplex: 'half',
  } as RequestInit);

describe('body limits', () => {
  it('reads a JSON body within 16 KB for the API, a form within 64 KB for pages', async () => {
    const sent = JSON.stringify({ a: 'b'.repeat(10_000) });
    const json = await post('/api/x', sent, 'application/json');
    expect(json.status).toBe(200);
    expect((await json.json()).body).toBe(sent);
    const form = await post(
      '/fr-fr/contact',
      `text=${'a'.repeat(60_000)}`,
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(200);
  });

  it('refuses a declared length past the limit with 413, without reading it, and closes', async () => {
    const response = await post('/api/x', 'x'.repeat(LIMITS.jsonBytes + 1), 'application/json');
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('stops reading a chunked body at the limit (1 MB sent)', async () => {
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 16; i += 1) controller.enqueue(new TextEncoder().encode('a'.repeat(64 * 1024)));
        controller.close();
      },
    });
    const response = await post('/fr-fr/contact', chunks, 'application/x-www-form-urlencoded');
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('<!DOCTYPE html>');
  });

  it('refuses a content type the address does not take with 415', async () => {
    expect((await post('/api/x', 'a=1', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post('/fr-fr/contact', '{}', 'application/json')).status).toBe(415);
    expect((await post('/api/x', 'hello', 'text/plain')).status).toBe(415);
  });

  it('refuses a compressed body rather than inflating it', async () => {
    const response = await post('/api/x', '{}', 'application/json', { 'Content-Encoding': 'gzip' });
    expect(response.status).toBe(415);
  });

  it('lets a request without a body through, whatever its type', async () => {
    const response = await fetch(`${server.url}/api/x`, { method: 'POST' });
    expect(response.status).toBe(200);
  });

  it('knows the policy of each address', () => {
    expect(bodyPolicy('/api/search/offers.json').limit).toBe(16 * 1024);
    expect(bodyPolicy('/fr-fr/contact').limit).toBe(64 * 1024);
    expect(bodyPolicy('/apiary').types).toContain('multipart/form-data');
  });
});

describe('address length', () => {
  it('answers 414 past 4 KB of path and query', async () => {
    const ok = await fetch(`${server.url}/fr-fr/search?q=${'a'.repeat(LIMITS.urlBytes - 30)}`);
    expect(ok.status).toBe(200);
    const response = await fetch(`${server.url}/fr-fr/search?q=${'a'.repeat(LIMITS.urlBytes)}`);
    expect(response.status).toBe(414);
    expect(await response.text()).toContain('<html lang="fr-FR">');
  });

  it('answers 414 (not a bare 431) when the address alone passes the header limit', async () => {
    const response = await fetch(`${server.url}/es-es/search?q=${'a'.repeat(LIMITS.headerBytes + 10)}`);
    expect(response.status).toBe(414);
    expect(await response.text()).toContain('<html lang="es-ES">');
  });

  it('answers a styled 431 when the headers are too large', async () => {
    const response = await fetch(`${server.url}/it-it`, {
      headers: { 'X-Big': 'a'.repeat(LIMITS.headerBytes) },
    });
    expect(response.status).toBe(431);
    expect(response.headers.get('content-security-policy')).toContain('nonce-');
    expect(await response.text()).toContain('<html lang="it-IT">');
  });
});
