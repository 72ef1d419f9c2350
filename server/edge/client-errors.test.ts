import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsNl from '../../locales/nl/errors.json';
import { readRawRequest, statusOfParserError } from './client-errors';
import { LIMITS } from './limits';
import { startTestServer, type TestServer } from './test-server';

describe('readRawRequest', () => {
  it('reads the method, target and language headers of what was received', () => {
    const raw = Buffer.from(
      'TRACK /nl-be/search HTTP/1.1\r\nHost: a\r\naccept-language: es\r\nAccept: application/json\r\n',
    );
    expect(readRawRequest(raw)).toMatchObject({
      method: 'TRACK',
      url: '/nl-be/search',
      acceptLanguage: 'es',
      accept: 'application/json',
    });
    expect(readRawRequest(undefined)).toMatchObject({ method: 'GET', url: '/' });
  });

  it('maps parser errors to statuses', () => {
    expect(statusOfParserError('HPE_HEADER_OVERFLOW', LIMITS.urlBytes + 1)).toBe(414);
    expect(statusOfParserError('HPE_HEADER_OVERFLOW', 100)).toBe(431);
    expect(statusOfParserError('HPE_INVALID_METHOD', 10)).toBe(405);
    expect(statusOfParserError('ERR_HTTP_REQUEST_TIMEOUT', 10)).toBe(408);
    expect(statusOfParserError('HPE_INVALID_HEADER_TOKEN', 10)).toBe(400);
  });
});

describe('answers Node writes itself', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer(express())));
  afterAll(() => server.close());

  it('refuses a method Node does not know (TRACK, made-up) with the styled 405', async () => {
    for (const method of ['TRACK', 'FOO', 'BREW']) {
      const response = await server.raw(`${method} /nl-nl HTTP/1.1\r\nHost: a\r\n\r\n`);
      expect(response, method).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
      expect(response).toMatch(/\r\nallow: GET, HEAD, POST\r\n/);
      expect(response).toMatch(/\r\ncontent-security-policy: [^\r]*nonce-/);
      expect(response).toContain(errorsNl.methodNotAllowed.title);
    }
  });

  it('refuses CONNECT with 405: the shop is no proxy', async () => {
    const response = await server.raw('CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 405/);
  });

  it('answers a malformed request with the styled 400, as JSON for a JSON client', async () => {
    const response = await server.raw('GET /api/x HTTP/1.1\r\nHost: a\r\nBad Header: x\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 400/);
    expect(response).toContain('"status":400');
    expect(response).toContain('content-type: application/problem+json');
  });
});
