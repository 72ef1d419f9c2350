/**
 * Abuse requests against the built server (`npm run build` first), on a seeded SQLite catalogue:
 * every route of app/routes.ts and every API, with every method, oversized and malformed bodies,
 * 100,000 list values, bad and forged Host and forwarded headers, bad content types and 10,000
 * fuzzed query strings. Every answer: no 5xx, within a second, the security headers, and for an
 * error the shop's styled page or a JSON problem (abuse-client.ts `problemWith`).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '~/routes';
import type { Db } from '~/server/db/db.server';
import {
  abuseClient,
  concretePaths,
  inParallel,
  problemWith,
  type AbuseClient,
  type Answer,
  type Ask,
} from './abuse-client';
import { closeDatabase, engines, openSeeded, TEST_NOW } from './databases';
import { startServerProcess, type ServerProcess } from './server-processes';

const sqlite = engines.find((engine) => engine.name === 'sqlite')!;
/** A few keep-alive connections: the server's two workers stay busy without queueing for seconds. */
const CONNECTIONS = 4;
const FUZZ_RUNS = Number(process.env.ABUSE_FUZZ_RUNS ?? 10_000);

const PATHS = [...concretePaths(routes), '/assets/missing.js', '/favicon.svg', '/logo.png'];
const ACTION_PATHS = ['/api/search/offers.json', '/api/search/activity-only.json'];

let db: Db;
let server: ServerProcess;
let client: AbuseClient;

beforeAll(async () => {
  const url = sqlite.url();
  db = await openSeeded(sqlite, undefined, undefined, url);
  server = await startServerProcess(url, { SHOP_NOW: TEST_NOW, WEB_CONCURRENCY: '2' });
  client = abuseClient(server.origin, CONNECTIONS);
});

afterAll(async () => {
  client?.close();
  await server?.stop();
  await closeDatabase(db);
});

/** Sends every request, then lists the answers that fail the checks. */
async function failuresOf(asks: (Ask | (() => Promise<Answer>))[]): Promise<string[]> {
  const answers = await inParallel(asks, CONNECTIONS, (ask) =>
    typeof ask === 'function' ? ask() : client.send(ask),
  );
  expect(answers.length).toBe(asks.length);
  return answers
    .map((answer) => problemWith(answer, server.origin))
    .filter((p): p is string => p !== undefined);
}

const expectNone = (failures: string[]) =>
  expect(failures.slice(0, 15), `${failures.length} failing`).toEqual([]);

describe('abuse requests to every route', () => {
  it('knows the routes of the table', () => {
    expect(PATHS).toContain('/fr-fr/search');
    expect(PATHS).toContain('/api/search/offers.json');
    expect(PATHS.length).toBeGreaterThan(40);
  });

  it('answers every method: served, 405 with Allow, or 204 for OPTIONS', async () => {
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];
    const asks: (Ask | (() => Promise<Answer>))[] = PATHS.flatMap((path) => [
      ...methods.map((method) => ({ method, path })),
      // Methods Node's HTTP client will not send, and Node's parser does not know.
      () => client.raw(`TRACK ${path}`, `TRACK ${path} HTTP/1.1\r\nHost: a\r\n\r\n`),
      () =>
        client.raw(`BREW ${path}`, `BREW ${path} HTTP/1.1\r\nHost: a\r\nAccept: application/json\r\n\r\n`),
    ]);
    asks.push(() =>
      client.raw('CONNECT', 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n'),
    );
    expectNone(await failuresOf(asks));

    const put = await client.send({ method: 'PUT', path: '/fr-fr/search' });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
    const post = await client.send({ method: 'POST', path: '/fr-fr' });
    expect(post.status).toBe(405);
    const options = await client.send({ method: 'OPTIONS', path: '/api/search/offers.json' });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
  });

  it('never lets a HEAD leave an empty page in the page cache', async () => {
    const path = '/fr-fr/search?country=FR&sort=priceAsc';
    const head = await client.send({ method: 'HEAD', path });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const get = await client.send({ path });
    expect(get.status).toBe(200);
    expect(get.body).toContain('</html>');
    expect((await client.send({ method: 'HEAD', path })).headers['x-cache']).toBe('HIT');
  });

  it('refuses oversized, malformed and mistyped bodies', async () => {
    const megabyte = 'a'.repeat(1024 * 1024);
    const bodies: { type?: string; body: string | Buffer; extra?: Record<string, string> }[] = [
      { type: 'application/json', body: `{"q":"${megabyte}"}` },
      { type: 'application/x-www-form-urlencoded', body: `q=${megabyte}` },
      { type: 'multipart/form-data; boundary=x', body: `--x\r\n${megabyte}` },
      { type: 'application/json', body: '{"locale":' },
      { type: 'application/json', body: '['.repeat(10_000) },
      { type: 'application/json', body: Buffer.from([0xff, 0xfe, 0x7b, 0x00]) },
      { type: 'application/json', body: 'null' },
      {
        type: 'application/json',
        body: JSON.stringify({ criteria: { tags: Array.from({ length: 100_000 }, (_, i) => i) } }),
      },
      { type: 'application/x-www-form-urlencoded', body: '%zz=%E0%A4%A&a' },
      { type: 'multipart/form-data', body: 'no boundary' },
      { type: 'text/plain', body: 'hello' },
      { type: 'application/xml', body: '<a/>' },
      { type: 'application/json; charset=utf-16', body: '{}' },
      { body: '{}' },
      { type: 'application/json', body: '{}', extra: { 'Content-Encoding': 'gzip' } },
    ];
    const asks = PATHS.flatMap((path) =>
      bodies.map(({ type, body, extra }) => ({
        method: 'POST',
        path,
        body,
        label: `POST ${path} ${type ?? 'no type'} ${String(body).length} bytes`,
        headers: { ...(type ? { 'Content-Type': type } : {}), ...extra },
      })),
    );
    expectNone(await failuresOf(asks));

    const tooLarge = await client.send({ ...asks.find((a) => a.path === ACTION_PATHS[0])! });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers['content-type']).toBe('application/problem+json');
    const mistyped = await client.send({
      method: 'POST',
      path: ACTION_PATHS[0],
      body: 'x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(mistyped.status).toBe(415);
  });

  it('answers 100,000 list values with a styled 414, never a 5xx', async () => {
    const huge = Array.from({ length: 100_000 }, (_, i) => i + 1).join(',');
    const asks = PATHS.flatMap((path) => [
      { path: `${path}?tags=${huge}`, label: `GET ${path}?tags=<100,000>` },
      { path: `${path}?stars=${'5&stars='.repeat(1_000)}5`, label: `GET ${path}?stars=<1,000 repeated>` },
    ]);
    expectNone(await failuresOf(asks));
    const answer = await client.send({ path: `/es-es/search?tags=${huge}` });
    expect(answer.status).toBe(414);
    expect(answer.body).toContain('<html lang="es-ES">');
  });

  it('refuses bad Host headers and ignores forged forwarded ones', async () => {
    const headerSets: Record<string, string>[] = [
      { Host: 'evil.example' },
      { Host: 'evil.example/path' },
      { Host: 'a b' },
      { Host: 'shop.example:99999' },
      { Host: '' },
      { Host: `${'a'.repeat(300)}.example` },
      { 'X-Forwarded-Host': 'evil.example' },
      { 'X-Forwarded-Host': 'evil.example:99999, <script>' },
      { 'X-Forwarded-For': 'not an address, 999.1.1.1' },
      { 'X-Forwarded-For': Array.from({ length: 500 }, (_, i) => `10.0.${i % 250}.1`).join(', ') },
      { 'X-Forwarded-Proto': 'javascript', Forwarded: 'for=evil;host=evil.example;proto=gopher' },
    ];
    const asks: (Ask | (() => Promise<Answer>))[] = PATHS.flatMap((path) => [
      ...headerSets.map((headers) => ({
        path,
        headers,
        label: `GET ${path} ${JSON.stringify(headers).slice(0, 80)}`,
      })),
      () => client.raw(`no Host ${path}`, `GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`),
      () =>
        client.raw(
          `absolute ${path}`,
          `GET http://evil.example${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
        ),
    ]);
    expectNone(await failuresOf(asks));
    expect((await client.send({ path: '/fr-fr', headers: { Host: 'a b' } })).status).toBe(400);
    const forged = await client.send({
      path: '/fr-fr',
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(forged.status).toBe(200);
    expect(forged.body).toContain(`<link rel="canonical" href="${server.origin}/fr-fr"/>`);
    expect(forged.body).not.toContain('evil.example');
  });
});

describe('fuzzed query strings', () => {
  const NAMES = [
    'tags',
    'stars',
    'facilities',
    'hotelTypes',
    'checkin',
    'checkout',
    'a',
    'c',
    'b',
    'page',
    'sort',
    'q',
    'city',
    'lat',
    'lng',
    'priceMin',
    'priceMax',
    'flow',
    'panel',
    'locale',
    'limit',
    'hotelId',
    'activityDates',
    'distanceMax',
    'performMapSearch',
    'index',
    '_data',
  ];
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');
  const value = fc.oneof(
    fc.string({ maxLength: 12 }).map(encode),
    fc.string({ maxLength: 30, unit: 'grapheme' }).map(encode),
    fc.integer({ min: -1_000, max: 10_000_000 }).map(String),
    fc.array(fc.integer({ min: -5, max: 400 }), { maxLength: 20 }).map((list) => list.join(',')),
    fc.constantFrom(
      '%',
      '%zz',
      '%E0%A4%A',
      '%00',
      '%C0%AF',
      '..%2F..%2F',
      '%3Cscript%3E',
      '2026-02-30',
      'NaN',
      '1e308',
      '',
    ),
  );
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 8 }).map(encode)), value);
  const query = fc
    .tuple(fc.array(pair, { maxLength: 10 }), fc.constantFrom('&', '&&', ';', '&amp;'))
    .map(([pairs, separator]) => pairs.map(([k, v]) => `${k}=${v}`).join(separator));
  // Fuzz goes where criteria are read (the API, then the search pages), and to every other address.
  const GET_PATHS = PATHS.filter((p) => !p.includes('some/unknown'));
  const path = fc.oneof(
    { arbitrary: fc.constantFrom('/api/search/offers.json', '/api/search/facets.json'), weight: 5 },
    {
      arbitrary: fc.constantFrom('/fr-fr/search', '/nl-be/search/hotels', '/es-es/search/activities'),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(...GET_PATHS), weight: 1 },
  );

  it(`${FUZZ_RUNS} fuzzed query strings: no 5xx, each within a second, each a page or a problem`, async () => {
    const targets = fc.sample(fc.tuple(path, query), { numRuns: FUZZ_RUNS, seed: 20261125 });
    const failures = await failuresOf(targets.map(([p, q]) => ({ path: q ? `${p}?${q}` : p })));
    expectNone(failures);
  }, 180_000);
});
