import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import { getEnv } from '../env.server';
import { logServerError } from '../log.server';

/**
 * Rate limits of contact, sign-in and quote (architecture.md §6), per client. One instance keeps the
 * counters in memory; when DATABASE_URL is PostgreSQL they live in the database (table `rate_limits`,
 * created by the limiter on first use), so several instances share them. The PostgreSQL pool and
 * limiters are only built on the first request that needs them.
 *
 * In an action: `await consumeRateLimit('contact', request);` throws a 429 Response with Retry-After
 * past the limit.
 */
export type RateLimitKey = 'contact' | 'signin' | 'quote';

export const RATE_LIMITS: Readonly<Record<RateLimitKey, { points: number; durationSeconds: number }>> = {
  signin: { points: 5, durationSeconds: 60 },
  contact: { points: 5, durationSeconds: 10 * 60 },
  quote: { points: 30, durationSeconds: 60 },
};

export const RATE_LIMIT_TABLE = 'rate_limits';

/** Where counters live: built lazily, one limiter per key. */
export interface RateLimitStore {
  limiter(key: RateLimitKey): Promise<RateLimiterAbstract>;
  close(): Promise<void>;
}

function limiterOptions(key: RateLimitKey) {
  const { points, durationSeconds } = RATE_LIMITS[key];
  return { keyPrefix: `rl_${key}`, points, duration: durationSeconds };
}

export function createMemoryRateLimitStore(): RateLimitStore {
  const limiters = new Map<RateLimitKey, RateLimiterAbstract>();
  return {
    async limiter(key) {
      let limiter = limiters.get(key);
      if (!limiter) {
        limiter = new RateLimiterMemory(limiterOptions(key));
        limiters.set(key, limiter);
      }
      return limiter;
    },
    async close() {
      limiters.clear();
    },
  };
}

function createPostgresLimiter(pool: Pool, key: RateLimitKey): Promise<RateLimiterStoreAbstract> {
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterStoreAbstract = new RateLimiterPostgres(
      {
        ...limiterOptions(key),
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        clearExpiredByTimeout: true,
        // If the database is unreachable, limit in memory rather than fail the request.
        insuranceLimiter: new RateLimiterMemory(limiterOptions(key)),
      },
      (error?: unknown) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

export function createPostgresRateLimitStore(connectionString: string): RateLimitStore {
  let pool: Pool | undefined;
  // Limiters are created one after another: concurrent CREATE TABLE IF NOT EXISTS can collide in PostgreSQL.
  let chain: Promise<unknown> = Promise.resolve();
  const limiters = new Map<RateLimitKey, Promise<RateLimiterAbstract>>();

  async function getPool(): Promise<Pool> {
    if (!pool) {
      const { default: pg } = await import('pg');
      pool = new pg.Pool({
        connectionString,
        max: 2,
        idleTimeoutMillis: 10_000,
        connectionTimeoutMillis: 5_000,
      });
      pool.on('error', (error) => logServerError(error));
    }
    return pool;
  }

  // While the database cannot be reached to create a limiter, count in memory instead.
  const fallback = createMemoryRateLimitStore();

  return {
    async limiter(key) {
      let limiter = limiters.get(key);
      if (!limiter) {
        limiter = chain.then(async () => createPostgresLimiter(await getPool(), key));
        chain = limiter.catch(() => undefined);
        limiters.set(key, limiter);
      }
      try {
        return await limiter;
      } catch (error) {
        // Retried on a later request.
        if (limiters.get(key) === limiter) limiters.delete(key);
        logServerError(error);
        return fallback.limiter(key);
      }
    },
    async close() {
      limiters.clear();
      const closing = pool;
      pool = undefined;
      await closing?.end();
    },
  };
}

export function createRateLimitStore(databaseUrl: string): RateLimitStore {
  return /^postgres(ql)?:\/\//.test(databaseUrl)
    ? createPostgresRateLimitStore(databaseUrl)
    : createMemoryRateLimitStore();
}

let defaultStore: RateLimitStore | undefined;

function storeFromEnv(): RateLimitStore {
  defaultStore ??= createRateLimitStore(getEnv().DATABASE_URL);
  return defaultStore;
}

/** Forgets every counter of the default store (tests). */
export async function resetRateLimits(): Promise<void> {
  const store = defaultStore;
  defaultStore = undefined;
  await store?.close();
}

/**
 * Who is asking. Behind a trusted proxy (TRUST_PROXY=1) the first hop of X-Forwarded-For is the client;
 * otherwise the header is the client's own word and is ignored. Remix does not expose the socket, so
 * without a trusted proxy every visitor shares the key 'anonymous'.
 */
export function clientKey(request: Request, trustProxy: boolean = getEnv().TRUST_PROXY): string {
  if (trustProxy) {
    const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (first && first.length <= 64 && /^[0-9A-Fa-f:.[\]]+$/.test(first)) return first;
  }
  return 'anonymous';
}

export interface ConsumeOptions {
  store?: RateLimitStore;
  trustProxy?: boolean;
}

function tooManyRequests(retryAfterSeconds: number): Response {
  return new Response('Too many requests. Please wait a moment and try again.', {
    status: 429,
    statusText: 'Too Many Requests',
    headers: {
      'Retry-After': String(retryAfterSeconds),
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}

/** Counts one attempt of `key` for this request's client; throws a 429 Response past the limit. */
export async function consumeRateLimit(
  key: RateLimitKey,
  request: Request,
  options: ConsumeOptions = {},
): Promise<void> {
  const store = options.store ?? storeFromEnv();
  const limiter = await store.limiter(key);
  try {
    await limiter.consume(clientKey(request, options.trustProxy));
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
    throw rejection;
  }
}
