/**
 * The measuring steps of `npm run bench`. Each turns raw measurements into table figures and
 * returns the raw data for bench/report.json; a step that cannot measure records "not measured"
 * rather than failing the run.
 */
import type { BenchConfig } from './config';
import { loadDatabaseBenchmarks, registeredDatabaseBenchmarks, runDatabaseBenchmarks } from './database';
import { runLighthouse, type LighthouseOutcome, type LighthouseScores } from './lighthouse';
import { measureLoad, type LoadResult } from './load';
import type { PageTarget } from './pages';
import { atLeast, atMost, atMostIfSet, type Figures, type Section, type Target, type Unit } from './report';
import { startBareServer, type RunningServer } from './servers';
import { targets } from './targets';
import { measurePageWeight, type PageWeight } from './weight';

export const KB = 1000;

export const errorMessage = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0];

export const progress = (text: string) =>
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);

export const pageSection = (figures: Figures, page: PageTarget) =>
  figures.section(`${page.name} ${page.path}`, page.name);

/** 1. The bare `http` hello-world reference, loaded exactly like the pages. */
export async function measureReference(config: BenchConfig, figures: Figures): Promise<LoadResult | null> {
  const section = figures.section('reference', 'reference');
  const { connections, warmupSeconds, seconds } = config.load;
  try {
    const bare = await startBareServer(config);
    try {
      progress(`bare http: ${warmupSeconds} s warm-up + ${seconds} s at ${connections} connections`);
      const result = await measureLoad(`${bare.origin}/`, config.load);
      section.add(
        'reqPerSec',
        `bare http hello-world, ${connections} connections`,
        result.reqPerSec,
        'req/s',
      );
      return result;
    } finally {
      await bare.stop();
    }
  } catch (error) {
    section.notMeasured('reqPerSec', 'bare http hello-world', 'req/s', null, errorMessage(error));
    return null;
  }
}

/** 2. Throughput and latency of a page at 10 connections; throughput as a ratio of the reference. */
/** A figure row of a load run: throughput, its ratio to bare http, or a latency. */
export interface LoadRow {
  key: 'reqPerSec' | 'throughputRatio' | 'p50' | 'p99';
  label: string;
  unit: Unit;
  target: Target | null;
}

/** The figures of a load run that was answered (its failures already checked by the caller). */
export function addLoadValues(
  section: Section,
  rows: readonly LoadRow[],
  load: { reqPerSec: number; latencyMs: { p50: number; p99: number } },
  bareReqPerSec: number | null,
): void {
  const values = {
    reqPerSec: load.reqPerSec,
    throughputRatio: bareReqPerSec ? load.reqPerSec / bareReqPerSec : null,
    p50: load.latencyMs.p50,
    p99: load.latencyMs.p99,
  };
  for (const row of rows) {
    const value = values[row.key];
    if (value == null) section.notMeasured(row.key, row.label, row.unit, row.target, 'no reference');
    else section.add(row.key, row.label, value, row.unit, row.target);
  }
}

export async function measurePageLoad(
  config: BenchConfig,
  app: RunningServer,
  page: PageTarget,
  bareReqPerSec: number | null,
  figures: Figures,
): Promise<LoadResult | undefined> {
  const section = pageSection(figures, page);
  const { connections: c, warmupSeconds, seconds } = config.load;
  const ratioTarget: Target = {
    ...atLeast(page.throughputTarget),
    reference: page.referenceTargets?.includes('throughput'),
  };
  const latency = page.latencyTargetsMs;
  const rows = [
    { key: 'reqPerSec', label: `throughput, ${c} connections`, unit: 'req/s', target: null },
    { key: 'throughputRatio', label: 'throughput / bare http', unit: 'ratio', target: ratioTarget },
    { key: 'p50', label: `latency p50, ${c} connections`, unit: 'ms', target: atMostIfSet(latency?.p50) },
    { key: 'p99', label: `latency p99, ${c} connections`, unit: 'ms', target: atMostIfSet(latency?.p99) },
  ] as const;
  const notMeasured = (reason: string) => {
    for (const row of rows) section.notMeasured(row.key, row.label, row.unit, row.target, reason);
  };

  let load: LoadResult;
  try {
    progress(`${page.name}: ${warmupSeconds} s warm-up + ${seconds} s at ${c} connections`);
    load = await measureLoad(app.origin + page.path, config.load);
  } catch (error) {
    notMeasured(errorMessage(error));
    return undefined;
  }

  const failed = load.non2xx + load.errors;
  if (load.requests === 0) {
    // Zeros would read as a perfect latency: nothing came back within the run.
    notMeasured(`no answer within ${seconds} s (${load.errors} errors, ${load.timeouts} timeouts)`);
    return load;
  }
  if (load.non2xx > 0)
    figures.note(`${page.name}: status codes under load ${JSON.stringify(load.statusCodes)}`);
  // More than 1 % of failures: the figures would describe an error page, not this page.
  if (failed > 0.01 * Math.max(1, load.requests + load.errors)) {
    const codes = Object.keys(load.statusCodes).filter((code) => !code.startsWith('2'));
    notMeasured(`${failed} of ${load.requests} requests failed (${codes.join(', ') || 'errors'})`);
  } else {
    addLoadValues(section, rows, load, bareReqPerSec);
  }
  section.add('failed', `non-2xx or failed requests, ${c} connections`, failed, 'count', atMost(0));
  return load;
}

/** 3. First-load JavaScript and everything transferred on first load, gzip. */
export async function measureWeight(
  app: RunningServer,
  page: PageTarget,
  figures: Figures,
): Promise<PageWeight | undefined> {
  const section = pageSection(figures, page);
  const jsTarget = atMost(targets.firstLoadJsKb);
  const totalTarget: Target = {
    ...atMost(targets.firstLoadTotalKb),
    reference: page.referenceTargets?.includes('firstLoadTotal'),
  };
  const totalLabel = 'first-load transfer, gzip (all)';
  try {
    progress(`${page.name}: first-load weight`);
    const weight = await measurePageWeight(app.origin + page.path);
    if (weight.documentStatus < 200 || weight.documentStatus >= 300) {
      throw new Error(`the page answered ${weight.documentStatus}`);
    }
    const jsLabel = `first-load JS, gzip (${weight.byKind.js.count} files)`;
    section.add('firstLoadJsKb', jsLabel, weight.jsTransferBytes / KB, 'KB', jsTarget);
    section.add('firstLoadTotalKb', totalLabel, weight.totalTransferBytes / KB, 'KB', totalTarget);

    const parts = Object.entries(weight.byKind)
      .map(([kind, { count, transferBytes }]) => `${kind} ${(transferBytes / KB).toFixed(1)} KB (${count})`)
      .join(', ');
    figures.note(`${page.name}: first load = ${parts}`);
    const notPreloaded = weight.resources.filter((resource) => resource.notPreloaded);
    if (notPreloaded.length > 0) {
      figures.note(
        `${page.name}: JS imported but not preloaded: ${notPreloaded.map((r) => r.url).join(', ')}`,
      );
    }
    if (weight.failures.length > 0)
      figures.note(`${page.name}: resources that failed: ${weight.failures.join(', ')}`);
    return weight;
  } catch (error) {
    section.notMeasured('firstLoadJsKb', 'first-load JS, gzip', 'KB', jsTarget, errorMessage(error));
    section.notMeasured('firstLoadTotalKb', totalLabel, 'KB', totalTarget, errorMessage(error));
    return undefined;
  }
}

const LIGHTHOUSE_FIGURES: ReadonlyArray<{
  key: keyof Omit<LighthouseScores, 'failedAudits' | 'reportPath'>;
  label: string;
  unit: Unit;
  target: Target;
}> = [
  {
    key: 'performance',
    label: 'Lighthouse performance',
    unit: 'score',
    target: atLeast(targets.lighthouse.performance),
  },
  {
    key: 'accessibility',
    label: 'Lighthouse accessibility',
    unit: 'score',
    target: atLeast(targets.lighthouse.accessibility),
  },
  {
    key: 'bestPractices',
    label: 'Lighthouse best practices',
    unit: 'score',
    target: atLeast(targets.lighthouse.bestPractices),
  },
  { key: 'seo', label: 'Lighthouse SEO', unit: 'score', target: atLeast(targets.lighthouse.seo) },
  { key: 'lcpSeconds', label: 'Lighthouse LCP', unit: 's', target: atMost(targets.lighthouse.lcpSeconds) },
  { key: 'tbtMs', label: 'Lighthouse TBT', unit: 'ms', target: atMost(targets.lighthouse.tbtMs) },
  { key: 'cls', label: 'Lighthouse CLS', unit: '', target: atMost(targets.lighthouse.cls) },
];

/** 4. Lighthouse, mobile preset, system Chromium. */
export async function measureLighthouse(
  config: BenchConfig,
  app: RunningServer,
  page: PageTarget,
  figures: Figures,
): Promise<LighthouseOutcome> {
  const section = pageSection(figures, page);
  if (config.chromePath) progress(`${page.name}: Lighthouse (mobile)`);
  let outcome: LighthouseOutcome;
  try {
    outcome = await runLighthouse({
      root: config.root,
      url: app.origin + page.path,
      name: page.name,
      chromePath: config.chromePath,
      outputDir: config.lighthouseDir,
    });
  } catch (error) {
    outcome = { measured: false, reason: errorMessage(error) };
  }
  for (const { key, label, unit, target } of LIGHTHOUSE_FIGURES) {
    const value = outcome.measured ? outcome.scores[key] : null;
    if (value != null) section.add(`lighthouse.${key}`, label, value, unit, target);
    else
      section.notMeasured(
        `lighthouse.${key}`,
        label,
        unit,
        target,
        outcome.measured ? 'no value' : outcome.reason,
      );
  }
  if (!outcome.measured && outcome.reason.length > 40) figures.note(`${page.name}: ${outcome.reason}`);
  if (outcome.measured && outcome.scores.failedAudits.length > 0) {
    figures.note(`${page.name}: Lighthouse audits failed: ${outcome.scores.failedAudits.join(', ')}`);
  }
  return outcome;
}

/** 5. Database timings registered through registerDatabaseBenchmark (scripts/bench/db/*.ts). */
export async function measureDatabase(config: BenchConfig, figures: Figures) {
  await loadDatabaseBenchmarks();
  const count = registeredDatabaseBenchmarks().length;
  if (count === 0) {
    figures.note('database: no benchmark registered yet (scripts/bench/db/*.ts)');
    return [];
  }
  progress(`database: ${count} benchmark(s)`);
  const section = figures.section('database', 'database');
  const results = await runDatabaseBenchmarks(config.quick);
  for (const result of results) {
    const p50Target = atMostIfSet(result.target?.p50Ms);
    const p95Target = atMostIfSet(result.target?.p95Ms);
    if (result.measured) {
      section.add(
        `${result.name}.p50`,
        `${result.name}: p50 (${result.iterations} runs)`,
        result.p50Ms,
        'ms',
        p50Target,
      );
      section.add(
        `${result.name}.p95`,
        `${result.name}: p95 (${result.iterations} runs)`,
        result.p95Ms,
        'ms',
        p95Target,
      );
    } else {
      section.notMeasured(`${result.name}.p95`, `${result.name}: p95`, 'ms', p95Target, result.reason);
    }
  }
  return results;
}
