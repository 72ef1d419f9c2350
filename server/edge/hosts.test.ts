import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedHosts, checkHost } from './hosts';
import { echoApp, startTestServer, type TestServer } from './test-server';

const request = (host: string | null, version = '1.1') =>
  `GET /nl-nl HTTP/${version}\r\n${host === null ? '' : `Host: ${host}\r\n`}Accept: text/html\r\nConnection: close\r\n\r\n`;
const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);

describe('any well-formed Host (no ALLOWED_HOSTS)', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer(echoApp(checkHost([])))));
  afterAll(() => server.close());

  it('serves a well-formed Host, whatever X-Forwarded-Host says', async () => {
    expect(statusOf(await server.raw(request('shop.example')))).toBe(200);
    const forged = request('shop.example').replace(
      'Accept',
      'X-Forwarded-Host: evil.example:99999\r\nAccept',
    );
    expect(statusOf(await server.raw(forged))).toBe(200);
  });

  it('answers a malformed or missing Host with the styled 400', async () => {
    for (const host of ['evil.example/path', 'a@b', 'shop.example:99999', '']) {
      const response = await server.raw(request(host));
      expect(statusOf(response), host).toBe(400);
      expect(response).toContain('<html lang="nl-NL">');
    }
    expect(statusOf(await server.raw(request(null)))).toBe(400);
  });

  it('lets HTTP/1.0 omit the Host', async () => {
    expect(statusOf(await server.raw(request(null, '1.0')))).toBe(200);
  });
});

describe('ALLOWED_HOSTS', () => {
  let server: TestServer;
  beforeAll(async () => {
    const allowed = allowedHosts({
      ALLOWED_HOSTS: ['shop.example'],
      PUBLIC_ORIGIN: 'https://www.shop.example',
    });
    server = await startTestServer(echoApp(checkHost(allowed)));
  });
  afterAll(() => server.close());

  it("serves the listed hosts and PUBLIC_ORIGIN's, refuses any other with 400", async () => {
    expect(statusOf(await server.raw(request('shop.example:8080')))).toBe(200);
    expect(statusOf(await server.raw(request('www.shop.example')))).toBe(200);
    expect(statusOf(await server.raw(request('evil.example')))).toBe(400);
    expect(statusOf(await server.raw(request(null, '1.0')))).toBe(400);
  });

  it('admits everything when the list is empty', () => {
    expect(allowedHosts({ ALLOWED_HOSTS: [], PUBLIC_ORIGIN: 'https://shop.example' })).toEqual([]);
  });
});
