import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { isWellFormedHost } from '~/domain/host';

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .default('file:data/shop.sqlite')
    .refine((v) => v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v), {
      message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
    }),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** ISO date-time that replaces "now" (tests, demos). */
  SHOP_NOW: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || !Number.isNaN(Date.parse(v)), {
      message: 'must be an ISO date-time',
    }),
  SEED_SCALE: z.coerce.number().positive().max(100).default(1),
  SESSION_SECRET: z.string().min(32).optional(),
  /** The shop's public origin: canonical links, hreflang, the sitemap, robots.txt and e-mails use it alone. */
  PUBLIC_ORIGIN: z
    .string()
    .optional()
    .transform((v) => v?.replace(/\/+$/, '') || undefined)
    .refine((v) => v === undefined || isOrigin(v), {
      message: 'must be an origin: http(s)://host[:port], without a path (e.g. https://shop.example)',
    }),
  /** Comma-separated hosts the server answers for (`shop.example,www.shop.example:8443`); others get a 400. */
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((h) => isWellFormedHost(h)), {
      message: 'must be a comma-separated list of host names, each with an optional :port',
    }),
  ALLOW_INDEXING: booleanString,
  ACTIVITY_ONLY_SEARCH: z.enum(['true', 'false', '1', '0']).optional(),
  CARE_OIDC_ISSUER: z.string().url().optional(),
  CARE_OIDC_CLIENT_ID: z.string().optional(),
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (0: none, the socket's
   * address is the client). `true` is read as 1, `false` as 0, for older configurations.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^(|true|false|\d{1,2})$/.test(v), {
      message: 'must be a number of proxies (0-99), or true (1) / false (0)',
    })
    .transform((v) => (v === 'true' ? 1 : v === undefined || v === '' || v === 'false' ? 0 : Number(v))),
  /** Page requests per client address and minute, per server process (0 turns the limit off). */
  RATE_LIMIT_PAGES_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(300),
  /** Seconds a cached search result, content block or rendered page may be served (0 disables both caches). */
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Memory the data cache and the page cache may each hold, in MB. */
  CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** The rendered-page cache for anonymous visitors (on unless set to false). */
  HTML_CACHE: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /** The file the workers of one machine share stored pages through (`off` keeps each worker's own). */
  PAGE_CACHE_FILE: z.string().default('data/page-cache.sqlite'),
  /** Worker processes of `npm start` (default: one per core). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** PostgreSQL: connecting, and waiting for a free pooled connection, in ms (ADR 025). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
  /** PostgreSQL: the server cancels a statement running longer than this, in ms. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1_000),
  /** PostgreSQL: the shop stops waiting for an answer (a hung connection) after this, in ms. */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1_200),
  /** PostgreSQL: a session left idle inside a transaction is ended after this, in ms. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** SQLite: how long a statement waits for another connection's lock before failing, in ms. */
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(20),
  /** Seconds a 503 asks clients to wait before trying again (`Retry-After`). */
  DB_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3_600).default(5),
  /** Seconds the production server waits at start for an unreachable PostgreSQL before it gives up. */
  DB_START_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
});

/** Rules across variables, checked with the rest so that every problem is listed at once. */
const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  // Links and e-mails are never built from a Host a client chose (ADR 023).
  if (env.NODE_ENV === 'production' && !env.PUBLIC_ORIGIN && env.ALLOWED_HOSTS.length === 0)
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['PUBLIC_ORIGIN'],
      message:
        'required in production (e.g. https://shop.example), unless ALLOWED_HOSTS lists the hosts served',
    });
});

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof EnvSchema> & { SESSION_SECRET: string; activityOnlySearch: boolean };

let cached: Env | undefined;

/** A development secret generated once into data/ so sessions survive restarts; production must set it. */
function developmentSecret(): string {
  const dir = path.resolve('data');
  const file = path.join(dir, '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Validated environment; throws at start with every problem listed when the environment is wrong. */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (cached && source === process.env) return cached;
  const parsed = CheckedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const env = parsed.data;
  const secret =
    env.SESSION_SECRET ??
    (env.NODE_ENV === 'production' && source.CI !== 'true' && !source.ALLOW_DEV_SECRET
      ? undefined
      : developmentSecret());
  if (!secret)
    throw new Error('Invalid environment:\n  SESSION_SECRET: required in production (32+ characters)');
  const activityOnlySearch =
    env.ACTIVITY_ONLY_SEARCH !== undefined
      ? ['true', '1'].includes(env.ACTIVITY_ONLY_SEARCH)
      : env.NODE_ENV !== 'production';
  const result: Env = { ...env, SESSION_SECRET: secret, activityOnlySearch };
  if (source === process.env) cached = result;
  return result;
}
