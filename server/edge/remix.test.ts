import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRequestBody } from './limits';
import { sendFromRemix, toRemixRequest } from './remix';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let lastRequest: Request | undefined;
let lastBody = '';
beforeAll(async () => {
  const app = express();
  app.use(readRequestBody);
  app.all('*', async (req, res) => {
    lastRequest = toRemixRequest(req, res);
    lastBody = await lastRequest.clone().text();
    const status = Number(req.query.status ?? 200);
    const type = String(req.query.type ?? 'text/html; charset=utf-8');
    const response = new Response(type === 'none' ? null : 'from the app', {
      status,
      headers: type === 'none' ? { 'Retry-After': '7' } : { 'Content-Type': type },
    });
    await sendFromRemix(req, res, response, () => ['GET', 'HEAD']);
  });
  server = await startTestServer(app);
});
afterAll(() => server.close());

describe('toRemixRequest', () => {
  it("builds the app's request from the Host and the body the edge read", async () => {
    await fetch(`${server.url}/fr-fr/contact?x=1`, {
      method: 'POST',
      body: 'name=Ana',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(lastRequest?.url).toBe(`${server.url}/fr-fr/contact?x=1`);
    expect(lastRequest?.method).toBe('POST');
    expect(lastBody).toBe('name=Ana');
  });

  it('keeps a path that starts with two slashes a path', async () => {
    await server.raw('GET //evil.example/x HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n');
    expect(new URL(lastRequest!.url).host).toBe('shop.example');
    expect(new URL(lastRequest!.url).pathname).toBe('//evil.example/x');
  });
});

describe('sendFromRemix', () => {
  it("passes the app's pages and JSON as they are", async () => {
    const page = await fetch(`${server.url}/fr-fr?status=404`);
    expect(page.status).toBe(404);
    expect(await page.text()).toBe('from the app');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const json = await fetch(`${server.url}/api/x?status=400&type=application/problem%2Bjson`);
    expect(await json.text()).toBe('from the app');
  });

  it("replaces Remix's bare 405 with the shop's, with Allow", async () => {
    const response = await fetch(`${server.url}/es-es/search?status=405`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.text()).toContain('<html lang="es-ES">');
  });

  it('replaces a plain-text or empty error with the shop page, keeping Retry-After', async () => {
    const text = await fetch(`${server.url}/it-it/x?status=500&type=text/plain`);
    expect(text.status).toBe(500);
    expect(await text.text()).toContain('<html lang="it-IT">');
    const empty = await fetch(`${server.url}/fr-fr/x?status=503&type=none`);
    expect(empty.status).toBe(503);
    expect(empty.headers.get('retry-after')).toBe('7');
  });
});
