import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { getEnv } from '../env.server';
import { logServerError } from '../log.server';
import { clientAddressOf, rateLimitBucket } from './client-address.server';

/**
 * Rate limits per client address (ADR 010, ADR 024), with rate-limiter-flexible.
 *
 * - `pages`: every page and API read, counted in the memory of each server process (a database write
 *   per page would cost more than the page); RATE_LIMIT_PAGES_PER_MINUTE, 0 turns it off.
 * - every other budget guards something that writes: counted in memory on SQLite, and in the
 *   database (table `rate_limits`) when DATABASE_URL is PostgreSQL, so several instances share them.
 *
 * A store that fails or answers late never fails nor holds the request: the attempt is counted in
 * memory instead, or let through, and the fault is logged.
 *
 * In an action: `await consumeRateLimit('contact', request);` throws a 429 Response with Retry-After
 * past the limit.
 */
export type RateLimitKey =
  | 'pages'
  | 'error-report'
  | 'contact'
  | 'quote'
  | 'confirm'
  | 'signin'
  | 'voucher-code';

export interface RateLimitBudget {
  /** attempts allowed per window; 0 turns the budget off */
  points: number;
  durationSeconds: number;
  /** counted in the database when it is PostgreSQL (else in this process's memory) */
  shared: boolean;
}

export const DEFAULT_PAGES_PER_MINUTE = 300;

export const RATE_LIMITS: Readonly<Record<RateLimitKey, RateLimitBudget>> = {
  pages: { points: DEFAULT_PAGES_PER_MINUTE, durationSeconds: 60, shared: false },
  'error-report': { points: 10, durationSeconds: 60, shared: true },
  signin: { points: 5, durationSeconds: 60, shared: true },
  contact: { points: 5, durationSeconds: 10 * 60, shared: true },
  quote: { points: 30, durationSeconds: 60, shared: true },
  confirm: { points: 10, durationSeconds: 10 * 60, shared: true },
  'voucher-code': { points: 10, durationSeconds: 10 * 60, shared: true },
};

export type RateLimitBudgets = Readonly<Record<RateLimitKey, RateLimitBudget>>;

/** The budgets with the page budget of the environment. */
export function budgetsFromEnv(pagesPerMinute = getEnv().RATE_LIMIT_PAGES_PER_MINUTE): RateLimitBudgets {
  return { ...RATE_LIMITS, pages: { ...RATE_LIMITS.pages, points: pagesPerMinute } };
}

export const RATE_LIMIT_TABLE = 'rate_limits';

/** Longest wait for the database store before an attempt is counted in memory instead. */
export const STORE_TIMEOUT_MS = 300;

/** How long the database store is left alone after it could not be reached. */
export const STORE_RETRY_PAUSE_MS = 5_000;

/** Where counters live: built lazily, one limiter per budget; none for a budget that is off. */
export interface RateLimitStore {
  limiter(key: RateLimitKey): Promise<RateLimiterAbstract | undefined>;
  close(): Promise<void>;
}

function limiterOptions(key: RateLimitKey, budget: RateLimitBudget) {
  return { keyPrefix: `rl_${key}`, points: budget.points, duration: budget.durationSeconds };
}

export function createMemoryRateLimitStore(budgets: RateLimitBudgets = RATE_LIMITS): RateLimitStore {
  const limiters = new Map<RateLimitKey, RateLimiterAbstract>();
  return {
    async limiter(key) {
      if (budgets[key].points <= 0) return undefined;
      let limiter = limiters.get(key);
      if (!limiter) {
        limiter = new RateLimiterMemory(limiterOptions(key, budgets[key]));
        limiters.set(key, limiter);
      }
      return limiter;
    },
    async close() {
      limiters.clear();
    },
  };
}

function createPostgresLimiter(
  pool: Pool,
  key: RateLimitKey,
  budget: RateLimitBudget,
  insurance: RateLimiterAbstract,
): Promise<RateLimiterAbstract> {
  return new Promise((resolve, reject) => {
    const limiter = new RateLimiterPostgres(
      {
        ...limiterOptions(key, budget),
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        clearExpiredByTimeout: true,
        // The database fails: count in memory rather than fail the request.
        insuranceLimiter: insurance,
      },
      (error?: unknown) =>
        // The database answers late: the wrapper counts in the same memory limiter after STORE_TIMEOUT_MS.
        error ? reject(error) : resolve(new RLWrapperTimeouts({ limiter, timeoutMs: STORE_TIMEOUT_MS })),
    );
  });
}

/** Resolves with `promise`, or with undefined after `ms` (the promise goes on). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function createPostgresRateLimitStore(
  connectionString: string,
  budgets: RateLimitBudgets = RATE_LIMITS,
): RateLimitStore {
  let pool: Pool | undefined;
  // Limiters are created one after another: concurrent CREATE TABLE IF NOT EXISTS can collide in PostgreSQL.
  let chain: Promise<unknown> = Promise.resolve();
  const limiters = new Map<RateLimitKey, Promise<RateLimiterAbstract>>();
  // Budgets that are not shared, and shared ones while the database cannot be reached: in memory.
  const memory = createMemoryRateLimitStore(budgets);
  /** after a failed creation, the time before which it is not tried again */
  const pausedUntil = new Map<RateLimitKey, number>();

  async function getPool(): Promise<Pool> {
    if (!pool) {
      const { default: pg } = await import('pg');
      // A small pool that gives up quickly: the counters are worth little waiting.
      pool = new pg.Pool({
        connectionString,
        max: 2,
        idleTimeoutMillis: 10_000,
        connectionTimeoutMillis: 2_000,
        statement_timeout: 2_000,
        query_timeout: 3_000,
        allowExitOnIdle: true,
      });
      pool.on('error', (error) => logServerError(error));
    }
    return pool;
  }

  return {
    async limiter(key) {
      const budget = budgets[key];
      if (!budget.shared || budget.points <= 0) return memory.limiter(key);
      let limiter = limiters.get(key);
      if (!limiter && (pausedUntil.get(key) ?? 0) > Date.now()) return memory.limiter(key);
      if (!limiter) {
        const insurance = (await memory.limiter(key))!;
        const created = chain.then(async () =>
          createPostgresLimiter(await getPool(), key, budget, insurance),
        );
        limiter = created;
        chain = created.catch(() => undefined);
        limiters.set(key, created);
        // Tried again by a request after a pause (one attempt and one log line per pause).
        created.catch((error: unknown) => {
          if (limiters.get(key) === created) limiters.delete(key);
          pausedUntil.set(key, Date.now() + STORE_RETRY_PAUSE_MS);
          logServerError(error);
        });
      }
      // While the table is being created (or the database does not answer), count in memory.
      const ready = await within(
        limiter.catch(() => undefined),
        STORE_TIMEOUT_MS,
      );
      return ready ?? memory.limiter(key);
    },
    async close() {
      limiters.clear();
      await memory.close();
      const closing = pool;
      pool = undefined;
      await closing?.end();
    },
  };
}

export function createRateLimitStore(
  databaseUrl: string,
  budgets: RateLimitBudgets = RATE_LIMITS,
): RateLimitStore {
  return /^postgres(ql)?:\/\//.test(databaseUrl)
    ? createPostgresRateLimitStore(databaseUrl, budgets)
    : createMemoryRateLimitStore(budgets);
}

// Kept on globalThis: the production server's middleware and the app's actions are bundled apart
// but run in one process, and must count in the same place.
const storeKey = Symbol.for('weekend-shop.rate-limits');
type GlobalWithStore = typeof globalThis & { [storeKey]?: RateLimitStore };

/** The store of the environment (DATABASE_URL, RATE_LIMIT_PAGES_PER_MINUTE), shared by the process. */
export function defaultRateLimitStore(): RateLimitStore {
  const g = globalThis as GlobalWithStore;
  g[storeKey] ??= createRateLimitStore(getEnv().DATABASE_URL, budgetsFromEnv());
  return g[storeKey];
}

/** Forgets every counter of the default store (tests). */
export async function resetRateLimits(): Promise<void> {
  const g = globalThis as GlobalWithStore;
  const store = g[storeKey];
  g[storeKey] = undefined;
  await store?.close();
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const ALLOWED: RateLimitVerdict = { allowed: true };

/**
 * Counts one attempt of `key` by `address`. Never throws: a store fault lets the request through.
 * Without an address (the development server, or a connection already gone) nothing is counted:
 * a shared bucket would let one client lock every other one out.
 */
export async function consumeBudget(
  key: RateLimitKey,
  address: string | undefined,
  store: RateLimitStore = defaultRateLimitStore(),
): Promise<RateLimitVerdict> {
  if (!address) return ALLOWED;
  try {
    const limiter = await store.limiter(key);
    if (!limiter) return ALLOWED;
    await limiter.consume(rateLimitBucket(address));
    return ALLOWED;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    logServerError(rejection);
    return ALLOWED;
  }
}

/** The answer past a limit inside the app: a problem document the error boundary turns into a page. */
export function tooManyRequests(retryAfterSeconds: number): Response {
  return new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: `Too many requests. Please wait ${retryAfterSeconds} s and try again.`,
    }),
    {
      status: 429,
      statusText: 'Too Many Requests',
      headers: {
        'Retry-After': String(retryAfterSeconds),
        'Content-Type': 'application/problem+json',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    },
  );
}

/**
 * Counts one attempt of `key` for this request's client (the address the production server
 * resolved); throws a 429 Response with Retry-After past the limit.
 */
export async function consumeRateLimit(
  key: RateLimitKey,
  request: Request,
  options: { store?: RateLimitStore } = {},
): Promise<void> {
  const verdict = await consumeBudget(key, clientAddressOf(request), options.store);
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
}
