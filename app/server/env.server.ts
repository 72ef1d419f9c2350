import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

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
  PUBLIC_ORIGIN: z.string().url().optional(),
  ALLOW_INDEXING: booleanString,
  ACTIVITY_ONLY_SEARCH: z.enum(['true', 'false', '1', '0']).optional(),
  CARE_OIDC_ISSUER: z.string().url().optional(),
  CARE_OIDC_CLIENT_ID: z.string().optional(),
  /** 1 when a reverse proxy sets X-Forwarded-For: its first hop is then the client for rate limits. */
  TRUST_PROXY: booleanString,
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
});

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
  const parsed = EnvSchema.safeParse(source);
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
