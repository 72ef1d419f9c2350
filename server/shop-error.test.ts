import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsEs from '../locales/es/errors.json';
import errorsFr from '../locales/fr/errors.json';
import errorsNl from '../locales/nl/errors.json';
import { startTestServer, type TestServer } from './edge/test-server';
import { sendShopError, shopErrorAnswer, wantsJson } from './shop-error';
import express from 'express';

const html = (url: string, extra: { acceptLanguage?: string; method?: string } = {}) =>
  shopErrorAnswer({ method: extra.method ?? 'GET', url, accept: 'text/html,*/*', ...extra }, 405, {
    allow: ['GET', 'HEAD'],
  });

describe('shopErrorAnswer', () => {
  it("answers a browser with a styled page in the language of the path's market", () => {
    const answer = html('/es-es/search?a=2', { acceptLanguage: 'nl' });
    expect(answer.status).toBe(405);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-language']).toBe('es-ES');
    expect(answer.body).toMatch(/^<!DOCTYPE html><html lang="es-ES">/);
    expect(answer.body).toContain(`<h1>${errorsEs.methodNotAllowed.title}</h1>`);
    expect(answer.body).toContain('href="/es-es"');
    expect(answer.body).toContain(errorsEs.goHome);
  });

  it('falls back on the Accept-Language market, then on fr-fr', () => {
    expect(html('/nope', { acceptLanguage: 'nl-BE,nl;q=0.9' }).body).toContain(
      errorsNl.methodNotAllowed.title,
    );
    expect(html('/nope', { acceptLanguage: 'nl-BE' }).body).toContain('href="/nl-be"');
    expect(html('/').body).toContain(errorsFr.methodNotAllowed.title);
  });

  it('styles the page inline, allowed by its own CSP nonce, with the security headers and no-store', () => {
    const answer = html('/fr-fr');
    const nonce = /'nonce-([^']+)'/.exec(answer.headers['content-security-policy'])?.[1];
    expect(nonce).toBeTruthy();
    expect(answer.body).toContain(`<style nonce="${nonce}">`);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(answer.headers['referrer-policy']).toBeTruthy();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('answers the API and JSON clients with a translated problem (RFC 9457)', () => {
    const answer = shopErrorAnswer(
      { method: 'POST', url: '/api/search/offers.json', acceptLanguage: 'es' },
      413,
    );
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(answer.body)).toEqual({
      type: 'about:blank',
      title: errorsEs.payloadTooLarge.title,
      status: 413,
      detail: errorsEs.payloadTooLarge.text,
    });
  });

  it('carries Retry-After and offers to retry a 503; a HEAD gets no body', () => {
    const answer = shopErrorAnswer({ method: 'GET', url: '/fr-fr/search?x=1' }, 503, {
      retryAfterSeconds: 4.2,
    });
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.body).toContain(`href="/fr-fr/search?x=1">${errorsFr.retry}</a>`);
    expect(shopErrorAnswer({ method: 'HEAD', url: '/fr-fr' }, 503).body).toBe('');
  });

  it('reads who wants JSON from the path and the Accept header', () => {
    expect(wantsJson({ url: '/api', accept: 'text/html' })).toBe(true);
    expect(wantsJson({ url: '/fr-fr', accept: 'application/json' })).toBe(true);
    expect(wantsJson({ url: '/fr-fr', accept: 'application/problem+json' })).toBe(true);
    expect(wantsJson({ url: '/fr-fr', accept: 'text/html,application/json;q=0.9' })).toBe(false);
    expect(wantsJson({ url: '/fr-fr', accept: '*/*' })).toBe(false);
    expect(wantsJson({ url: '/apiary', accept: undefined })).toBe(false);
  });
});

describe('sendShopError', () => {
  let server: TestServer;
  beforeAll(async () => {
    const app = express();
    app.get('/it-it/busy', (req, res) => {
      res.setHeader('ETag', '"stale"');
      sendShopError(req, res, 429, { retryAfterSeconds: 30 });
    });
    server = await startTestServer(app);
  });
  afterAll(() => server.close());

  it('sends the answer through Express, replacing what described an earlier body', async () => {
    const response = await fetch(`${server.url}/it-it/busy`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('content-language')).toBe('it-IT');
    expect(await response.text()).toContain('Troppi tentativi');
  });
});
