/**
 * The data cache of the pages (ADR 017): search results with their facets, and page content,
 * computed once per catalogue version and criteria instead of once per request. Quotes, bookings and
 * anything a visitor writes never read from it.
 */
import { now } from '../clock.server';
import type { Db } from '../db/db.server';
import { getEnv } from '../env.server';
import { currentCatalogueVersion } from './catalogue-version.server';
import { createReadThroughCache, type ReadThroughCache } from './read-through-cache.server';

const MB = 1024 * 1024;
/** Longer keys (huge query strings) are computed every time rather than held: keys count against memory too. */
export const MAX_CACHE_KEY_LENGTH = 4_096;

let shared: ReadThroughCache<object> | undefined;

function dataCache(): ReadThroughCache<object> {
  if (!shared) {
    const env = getEnv();
    shared = createReadThroughCache<object>({
      maxEntries: 5_000,
      maxBytes: env.CACHE_MAX_MB * MB,
      ttlMs: env.CACHE_TTL_SECONDS * 1000,
      // The serialised size is what the entry costs to hold and to send: close enough for a budget.
      sizeOf: (value) => JSON.stringify(value).length,
    });
  }
  return shared;
}

/**
 * Which database an entry was read from: a process normally has one, but tests and tools may open
 * several (SQLite and PostgreSQL side by side) whose catalogue versions are the same numbers.
 */
const databaseIds = new WeakMap<Db, number>();
let databasesSeen = 0;
function databaseId(db: Db): number {
  let id = databaseIds.get(db);
  if (id === undefined) {
    id = databasesSeen++;
    databaseIds.set(db, id);
  }
  return id;
}

/**
 * `compute()`'s result for `key` under the current catalogue version: `key` must name everything
 * the result depends on besides the catalogue (market, flow, canonical criteria, today).
 */
export async function cachedCatalogueRead<T extends object>(
  db: Db,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  if (key.length > MAX_CACHE_KEY_LENGTH) return compute();
  const version = await currentCatalogueVersion(db);
  return dataCache().read(`${databaseId(db)}|${version}|${key}`, compute) as Promise<T>;
}

/** The current UTC hour: "today" and the 20:00 rule change on the hour in every market's zone. */
export function hourKey(): string {
  return now().toISOString().slice(0, 13);
}

/** The key of an API answer: its name, the hour, its parameters in a stable order. */
export function apiCacheKey(name: string, params: URLSearchParams): string {
  const sorted = new URLSearchParams(params);
  sorted.sort();
  return `api|${name}|${hourKey()}|${sorted.toString()}`;
}

/** A JSON answer computed once per catalogue version and key, kept as its serialised text. */
export async function cachedJsonResponse(
  db: Db,
  key: string,
  compute: () => Promise<unknown>,
): Promise<Response> {
  const { body } = await cachedCatalogueRead(db, key, async () => ({
    body: JSON.stringify(await compute()),
  }));
  return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
