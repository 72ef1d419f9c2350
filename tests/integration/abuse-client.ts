/**
 * The abuse suite's client: the shop's addresses from its route table, requests over a few
 * keep-alive connections (or raw bytes for what no HTTP client sends), and the checks every
 * answer must pass.
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import type { RouteConfigEntry } from '@remix-run/route-config';

/** Values for the route table's parameters: enough to reach each route's module. */
const PARAMS: Record<string, string> = {
  market: 'fr-fr',
  image: 'hotel-1',
  size: '640_360.webp',
  id: '1',
  hotelId: '1',
  offerId: '1',
  activityId: '1',
  slug: 'a-slug',
  code: 'WELLNESS-EBOX',
};

/** One concrete address per route of the table (an optional segment filled, a splat given a tail). */
export function concretePaths(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  const paths: string[] = [];
  for (const entry of entries) {
    const segments = (entry.path ?? '')
      .split('/')
      .filter(Boolean)
      .map((segment) =>
        segment === '*'
          ? 'some/unknown/page'
          : segment.startsWith(':')
            ? PARAMS[segment.slice(1).replace('?', '')]
            : segment,
      );
    const path = [parent, ...segments].filter(Boolean).join('/');
    // A layout's own address is its index child's.
    if (entry.children) paths.push(...concretePaths(entry.children, path));
    else paths.push(`/${path}`);
  }
  return [...new Set(paths)];
}

export interface Answer {
  label: string;
  method: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  ms: number;
}

export interface Ask {
  label?: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface AbuseClient {
  send(ask: Ask): Promise<Answer>;
  /** raw bytes on a connection of their own; the answer is parsed from what comes back */
  raw(label: string, bytes: string | Buffer): Promise<Answer>;
  close(): void;
}

export function abuseClient(origin: string, connections: number): AbuseClient {
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return {
    send: ({ label, method = 'GET', path, headers = {}, body }) =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        const req = httpRequest(
          { agent, hostname, port, method, path, headers: { Host: `${hostname}:${port}`, ...headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                label: label ?? `${method} ${path.slice(0, 120)}`,
                method,
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
                ms: performance.now() - started,
              }),
            );
          },
        );
        req.on('error', (error) => reject(new Error(`${method} ${path.slice(0, 120)}: ${error.message}`)));
        req.end(body);
      }),
    raw: (label, bytes) =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        const socket = connect(Number(port), hostname, () => socket.write(bytes));
        // The server closes the connection (the requests say Connection: close, or are refused).
        socket.setTimeout(5_000, () => socket.destroy());
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
        });
        socket.on('close', () => {
          // Bytes as latin1 text, one character per byte: chunk sizes count bytes.
          const text = Buffer.concat(chunks).toString('latin1');
          const headEnd = text.indexOf('\r\n\r\n');
          const head = headEnd >= 0 ? text.slice(0, headEnd) : text;
          let body = headEnd >= 0 ? text.slice(headEnd + 4) : '';
          const [statusLine, ...lines] = head.split('\r\n');
          const headers: IncomingHttpHeaders = {};
          for (const line of lines) {
            const at = line.indexOf(':');
            if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
          }
          if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
          body = Buffer.from(body, 'latin1').toString('utf8');
          resolve({
            label,
            method: String(bytes).split(' ')[0],
            status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0),
            headers,
            body,
            ms: performance.now() - started,
          });
        });
      }),
    close: () => agent.destroy(),
  };
}

/** The body of a chunked answer (RFC 9112 §7.1), read as text. */
function unchunk(chunked: string): string {
  let body = '';
  let rest = chunked;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (lineEnd < 0 || !Number.isFinite(size) || size === 0) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/** Runs `work` over `items`, `concurrency` at a time. */
export async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
) {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

const LEAKS =
  /(\bat \w+ \(|node_modules|SqliteError|syntax error at or near|SQLITE_|Unexpected Server Error|\bselect\b[^<]{0,80}\bfrom\b\s+"?\w+"?\s+(as|where|inner)|Traceback)/i;

/**
 * What every answer to an abuse request must be: no 5xx, within a second, with the
 * security headers; an error is a styled page of the shop or a JSON problem; a redirect stays on
 * the site. Returns what is wrong, or undefined.
 */
export function problemWith(answer: Answer, publicOrigin: string): string | undefined {
  const { status, headers, body, method } = answer;
  const type = String(headers['content-type'] ?? '');
  const wrong = (what: string) => `${answer.label} -> ${status}: ${what}`;
  if (status < 100) return wrong('no HTTP answer');
  if (status >= 500) return wrong('server error');
  if (answer.ms > 1_000) return wrong(`answered in ${Math.round(answer.ms)} ms`);
  if (headers['x-content-type-options'] !== 'nosniff') return wrong('no nosniff');
  if (!headers['strict-transport-security'] || !headers['referrer-policy'])
    return wrong('no HSTS or Referrer-Policy');
  if (type.startsWith('text/html')) {
    const csp = String(headers['content-security-policy'] ?? '');
    if (!csp.includes("frame-ancestors 'none'") || !/script-src 'nonce-/.test(csp))
      return wrong('HTML without the CSP');
  }
  if (LEAKS.test(body)) return wrong(`leaks ${LEAKS.exec(body)?.[0]}`);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
  if (canonical && !canonical.startsWith(`${publicOrigin}/`)) return wrong(`canonical ${canonical}`);
  if (status >= 300 && status < 400) {
    const location = String(headers.location ?? '');
    if (!location.startsWith('/') || location.startsWith('//')) return wrong(`redirect to ${location}`);
  }
  if (status >= 400 && method !== 'HEAD') {
    if (type.startsWith('text/html')) {
      if (!/<h1[^>]*>[^<]+<\/h1>/.test(body)) return wrong('error page without its title');
      if (!/<style nonce=|<link rel="stylesheet"/.test(body)) return wrong('error page without styles');
    } else if (/^application\/(problem\+)?json/.test(type)) {
      let parsed: { status?: number; title?: string } | undefined;
      try {
        parsed = JSON.parse(body) as typeof parsed;
      } catch {
        return wrong('JSON error that does not parse');
      }
      if (type.startsWith('application/problem+json') && (parsed?.status !== status || !parsed.title))
        return wrong(`problem without its status and title: ${body.slice(0, 200)}`);
    } else return wrong(`error answered as ${type || 'nothing'}`);
  }
  return undefined;
}
