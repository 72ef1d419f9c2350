import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the environment can change about a bench run. */
export interface BenchConfig {
  /** Project root (the folder holding package.json). */
  root: string;
  /** BENCH_QUICK=1: short load runs, robustness run skipped unless BENCH_ROBUST_SECONDS is set. */
  quick: boolean;
  load: { connections: number; warmupSeconds: number; seconds: number };
  /** null when the robustness run is skipped. */
  robustness: { connections: number; seconds: number } | null;
  /** The shoppers' mix of search URLs: BENCH_MIX_SEED (default 1), BENCH_MIX_URLS (default 3000). */
  mix: { seed: number; distinct: number };
  /** Server render benchmark: timed and unrecorded renders per page, loader calls on a cache miss. */
  render: { iterations: number; warmup: number; loaderMisses: number };
  /** BENCH_DRY_RUN=1: print the pages the run would measure (with the product pages picked) and stop. */
  dryRun: boolean;
  /** BENCH_PAGES=home,search: only these pages (default: all of pages.ts and the product pages). */
  pageNames: string[] | null;
  /** Chromium for Lighthouse, or null when none is installed. */
  chromePath: string | null;
  databaseUrl: string;
  reportPath: string;
  lighthouseDir: string;
}

function numberFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw == null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

function flagFromEnv(name: string): boolean {
  const raw = process.env[name];
  return raw != null && raw !== '' && raw !== '0' && raw.toLowerCase() !== 'false';
}

export function loadConfig(): BenchConfig {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const quick = flagFromEnv('BENCH_QUICK');
  const robustSeconds = numberFromEnv('BENCH_ROBUST_SECONDS');
  const chromeCandidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

  return {
    root,
    quick,
    load: quick
      ? { connections: 10, warmupSeconds: 1, seconds: 3 }
      : { connections: 10, warmupSeconds: 2, seconds: 10 },
    robustness:
      robustSeconds === 0 || (quick && robustSeconds === undefined)
        ? null
        : { connections: 100, seconds: robustSeconds ?? 30 },
    mix: {
      seed: numberFromEnv('BENCH_MIX_SEED') ?? 1,
      distinct: Math.max(1, Math.round(numberFromEnv('BENCH_MIX_URLS') ?? 3000)),
    },
    render: quick
      ? { iterations: 200, warmup: 50, loaderMisses: 40 }
      : { iterations: 1000, warmup: 200, loaderMisses: 200 },
    dryRun: flagFromEnv('BENCH_DRY_RUN'),
    pageNames: process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((name) => name.trim()) : null,
    chromePath: existsSync(chromeCandidate) ? chromeCandidate : null,
    databaseUrl: process.env.DATABASE_URL || 'file:data/shop.sqlite',
    reportPath: join(root, 'bench', 'report.json'),
    lighthouseDir: join(root, 'bench', 'lighthouse'),
  };
}
