/**
 * The rendered-page cache (ADR 017): an anonymous visitor's page is rendered once per catalogue
 * version, hour and address, then served as stored text with a fresh CSP nonce written into each
 * response. Each worker keeps pages in memory, and the workers of one machine share them through a
 * SQLite file (`PAGE_CACHE_FILE`), so a page is rendered once per machine. A request with a cookie or credentials, a page that sets a cookie, a page whose route
 * does not opt in (`handle.pageCache`) and any status but 200 are never stored or served from here.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ready } from '../db/db.server';
import { getEnv } from '../env.server';
import { createNonce } from '../security/headers.server';
import { currentCatalogueVersion } from './catalogue-version.server';
import { hourKey, MAX_CACHE_KEY_LENGTH } from './data-cache.server';
import { createReadThroughCache, type ReadThroughCache } from './read-through-cache.server';
import { openSharedPageStore, type SharedPageStore } from './shared-page-store.server';

/** What the server entry passes to Remix as load context for a document request. */
export interface DocumentLoadContext {
  /** the nonce to render with (the page cache's placeholder, replaced in each response) */
  nonce?: string;
  /** the page may be stored: render it whole, and mark it when its route opts in */
  pageCache?: boolean;
}

/** Set by the document renderer on a page that may be stored; removed before the response leaves. */
export const PAGE_CACHE_MARK = 'X-Shop-Page-Cache';
/** Tells clients and the benchmark how the page was served: HIT, MISS or BYPASS. */
export const CACHE_STATUS_HEADER = 'X-Cache';

type DocumentHandler = (request: Request, context: DocumentLoadContext) => Promise<Response>;

interface StoredPage {
  status: number;
  /** header values split at the placeholder nonce, like the body (the CSP carries it) */
  headers: [string, string[]][];
  /** the body's UTF-8 bytes split at the placeholder nonce: a hit copies bytes, it encodes nothing */
  parts: Buffer[];
  storable: boolean;
}

// Random per process, as long as a real nonce: text a visitor puts in a URL cannot name it.
const PLACEHOLDER = randomBytes(16).toString('base64');
const MB = 1024 * 1024;

let cache: ReadThroughCache<StoredPage> | undefined;
let shared: SharedPageStore | undefined | null = null;
const pending = new Map<string, Promise<StoredPage>>();

function pages(): ReadThroughCache<StoredPage> {
  if (!cache) {
    const env = getEnv();
    cache = createReadThroughCache<StoredPage>({
      maxEntries: 2_000,
      maxBytes: env.CACHE_MAX_MB * MB,
      ttlMs: env.HTML_CACHE ? env.CACHE_TTL_SECONDS * 1000 : 0,
      sizeOf: (page) => page.parts.reduce((sum, part) => sum + part.byteLength, 0),
    });
  }
  return cache;
}

/** The machine-wide second level, opened once per process (undefined when off or unusable). */
function sharedPages(): SharedPageStore | undefined {
  if (shared === null) {
    const file = getEnv().PAGE_CACHE_FILE;
    shared = file && file !== 'off' ? openSharedPageStore(path.resolve(file), 5_000) : undefined;
  }
  return shared;
}

/** Documents only: no API, image, asset or data request, and nothing that identifies a visitor. */
export function isPageCacheCandidate(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.has('cookie') || request.headers.has('authorization')) return false;
  const url = new URL(request.url);
  if (url.searchParams.has('_data') || url.pathname.endsWith('.data')) return false;
  return !/^\/(api|img|assets)\/|^\/(robots\.txt|sitemap\.xml|favicon\.ico)$/.test(url.pathname);
}

function materialize(page: StoredPage, status: 'HIT' | 'MISS'): Response {
  const nonce = createNonce();
  const nonceBytes = Buffer.from(nonce);
  const headers = new Headers();
  for (const [name, parts] of page.headers) headers.append(name, parts.join(nonce));
  headers.set(CACHE_STATUS_HEADER, status);
  const chunks: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) chunks.push(nonceBytes);
    chunks.push(part);
  });
  return new Response(Buffer.concat(chunks), { status: page.status, headers });
}

async function render(request: Request, handle: DocumentHandler): Promise<StoredPage | Response> {
  const response = await handle(request, { nonce: PLACEHOLDER, pageCache: true });
  const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  if (!isHtml) return response;
  const storable =
    response.status === 200 &&
    response.headers.get(PAGE_CACHE_MARK) === 'store' &&
    !response.headers.has('set-cookie');
  response.headers.delete(PAGE_CACHE_MARK);
  return {
    status: response.status,
    headers: [...response.headers.entries()].map(([name, value]) => [name, value.split(PLACEHOLDER)]),
    parts: (await response.text()).split(PLACEHOLDER).map((part) => Buffer.from(part)),
    storable,
  };
}

/**
 * Serves a document request through the page cache when it may be, else renders it as usual.
 * `buildVersion` (the client manifest's) keeps pages of an earlier release out of the shared level.
 */
export async function respondWithPageCache(
  request: Request,
  handle: DocumentHandler,
  buildVersion = '',
): Promise<Response> {
  const enabled = getEnv().HTML_CACHE && getEnv().CACHE_TTL_SECONDS > 0;
  if (!enabled || !isPageCacheCandidate(request)) {
    const response = await handle(request, {});
    if (response.headers.get('content-type')?.startsWith('text/html'))
      response.headers.set(CACHE_STATUS_HEADER, 'BYPASS');
    return response;
  }
  let version: number;
  try {
    version = await currentCatalogueVersion(await ready());
  } catch {
    // No version, no cache: the page itself reports the database fault.
    return handle(request, {});
  }
  const url = new URL(request.url);
  if (request.url.length > MAX_CACHE_KEY_LENGTH) return handle(request, {});
  // No origin in the key: pages carry PUBLIC_ORIGIN, never the request's Host (ADR 023).
  const key = `${buildVersion}|${version}|${hourKey()}|${url.pathname}${url.search}`;
  const stored = pages().peek(key);
  if (stored) {
    return materialize(stored, 'HIT');
  }
  const fromShared = sharedPages()?.get(key);
  if (fromShared) {
    const page = { ...fromShared, storable: true };
    pages().set(key, page);
    return materialize(page, 'HIT');
  }
  // A HEAD is answered from a stored page but never stores one: Remix answers it without a body,
  // and a stored empty page would be served to every GET of the address.
  if (request.method !== 'GET') return handle(request, {});
  const leader = pending.get(key);
  if (leader) {
    const page = await leader.catch(() => undefined);
    if (page?.storable) {
      return materialize(page, 'HIT');
    }
  }
  const rendering = render(request, handle);
  const asPage = rendering.then((result) => {
    if (result instanceof Response) throw new Error('not a document');
    return result;
  });
  pending.set(key, asPage);
  asPage.catch(() => undefined);
  try {
    const result = await rendering;
    if (result instanceof Response) return result;
    if (result.storable) {
      pages().set(key, result);
      sharedPages()?.set(key, result, getEnv().CACHE_TTL_SECONDS * 1000);
    }
    return materialize(result, 'MISS');
  } finally {
    if (pending.get(key) === asPage) pending.delete(key);
  }
}
