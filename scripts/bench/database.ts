import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Database timings for `npm run bench`.
 *
 * To add one, create a module in scripts/bench/db/ (every `*.ts` there is imported before the
 * database step) that calls `registerDatabaseBenchmark`, for example:
 *
 *   registerDatabaseBenchmark('search, 5,000 offers', () => searchOffers(db, query), {
 *     target: { p95Ms: targets.databaseSearchP95Ms.scale1 },
 *     setup: async () => { db = openDatabase(process.env.DATABASE_URL) },
 *     teardown: () => db.destroy(),
 *   });
 *
 * The function runs in the bench process, after the app server has stopped, `iterations` times
 * in a row (after `warmup` unrecorded calls); p50 and p95 of the wall-clock times are reported.
 */

export interface DatabaseBenchmarkOptions {
  /** Timed calls (default 200; BENCH_QUICK divides by 5, at least 20). */
  iterations?: number;
  /** Unrecorded calls first (default 20; BENCH_QUICK: 5). */
  warmup?: number;
  /** Upper bounds; figures without one are reported for information. */
  target?: { p50Ms?: number; p95Ms?: number };
  /** Runs once before the warm-up (open a connection, seed, build a query). */
  setup?: () => unknown | Promise<unknown>;
  /** Runs once at the end, even after a failure. */
  teardown?: () => unknown | Promise<unknown>;
}

export interface DatabaseBenchmark {
  name: string;
  fn: () => unknown | Promise<unknown>;
  options: DatabaseBenchmarkOptions;
}

export type DatabaseBenchmarkResult =
  | {
      name: string;
      measured: true;
      iterations: number;
      p50Ms: number;
      p95Ms: number;
      meanMs: number;
      maxMs: number;
      target: DatabaseBenchmarkOptions['target'];
    }
  | { name: string; measured: false; reason: string; target: DatabaseBenchmarkOptions['target'] };

const registry: DatabaseBenchmark[] = [];

export function registerDatabaseBenchmark(
  name: string,
  fn: () => unknown | Promise<unknown>,
  options: DatabaseBenchmarkOptions = {},
): void {
  if (registry.some((benchmark) => benchmark.name === name)) {
    throw new Error(`database benchmark "${name}" is registered twice`);
  }
  registry.push({ name, fn, options });
}

export function registeredDatabaseBenchmarks(): readonly DatabaseBenchmark[] {
  return registry;
}

/** Imports every module of scripts/bench/db/, so they can register their benchmarks. */
export async function loadDatabaseBenchmarks(): Promise<void> {
  const directory = fileURLToPath(new URL('./db/', import.meta.url));
  let files: string[];
  try {
    files = await readdir(directory);
  } catch {
    return; // no database benchmarks yet
  }
  for (const file of files.filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts')).sort()) {
    await import(pathToFileURL(join(directory, file)).href);
  }
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

async function runOne(benchmark: DatabaseBenchmark, quick: boolean): Promise<DatabaseBenchmarkResult> {
  const { options } = benchmark;
  const iterations = quick
    ? Math.max(20, Math.ceil((options.iterations ?? 200) / 5))
    : (options.iterations ?? 200);
  const warmup = quick ? Math.min(5, options.warmup ?? 20) : (options.warmup ?? 20);
  try {
    await options.setup?.();
    for (let index = 0; index < warmup; index++) await benchmark.fn();
    const times: number[] = [];
    for (let index = 0; index < iterations; index++) {
      const start = performance.now();
      await benchmark.fn();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return {
      name: benchmark.name,
      measured: true,
      iterations,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      meanMs: times.reduce((total, time) => total + time, 0) / times.length,
      maxMs: times[times.length - 1],
      target: options.target,
    };
  } catch (error) {
    return {
      name: benchmark.name,
      measured: false,
      reason: error instanceof Error ? error.message : String(error),
      target: options.target,
    };
  } finally {
    try {
      await options.teardown?.();
    } catch (error) {
      console.error(`database benchmark "${benchmark.name}": teardown failed:`, error);
    }
  }
}

export async function runDatabaseBenchmarks(quick: boolean): Promise<DatabaseBenchmarkResult[]> {
  const results: DatabaseBenchmarkResult[] = [];
  for (const benchmark of registry) results.push(await runOne(benchmark, quick));
  return results;
}

/**
 * Run alone: `npx tsx scripts/bench/database.ts [--quick]` times only the database benchmarks
 * (same DATABASE_URL and BENCH_SCALE10_DATABASE_URL) without starting the app or the page runs.
 */
async function main(): Promise<void> {
  await loadDatabaseBenchmarks();
  const results = await runDatabaseBenchmarks(process.argv.includes('--quick'));
  let failed = false;
  for (const result of results) {
    const target = result.target?.p95Ms;
    if (!result.measured) {
      console.log(`${result.name}: not measured (${result.reason})`);
      continue;
    }
    const over = target !== undefined && result.p95Ms > target;
    failed ||= over;
    console.log(
      `${result.name}: p50 ${result.p50Ms.toFixed(2)} ms, p95 ${result.p95Ms.toFixed(2)} ms, ` +
        `mean ${result.meanMs.toFixed(2)} ms, max ${result.maxMs.toFixed(2)} ms (${result.iterations} runs)` +
        (target === undefined ? '' : ` — target p95 ≤ ${target} ms${over ? ': MISSED' : ''}`),
    );
  }
  if (failed) process.exitCode = 1;
}

// Not awaited at the top level: the benchmark modules import this one, which must finish loading first.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
