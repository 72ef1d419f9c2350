/**
 * `npm run bench`: measures the figures of quality-bars.md ("Performance") in one run, prints each
 * beside its target and writes bench/report.json. It reports; it does not gate (exit 0 on a miss).
 *
 * Environment: BENCH_QUICK=1 (short runs, no robustness run), BENCH_ROBUST_SECONDS (default 30;
 * 0 skips it), BENCH_PAGES=home,… (a subset of pages.ts), CHROMIUM_PATH (default /usr/bin/chromium),
 * DATABASE_URL (default file:data/shop.sqlite).
 *
 * Order: reference → per page (load, weight, Lighthouse) → robustness runs → app stopped → database.
 */
import { stat } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, relative } from 'node:path';
import { loadConfig, type BenchConfig } from './config';
import type { LighthouseOutcome } from './lighthouse';
import type { LoadResult } from './load';
import { pages, type PageTarget } from './pages';
import { Figures, LEGEND, renderTable, summaryLine, writeReport } from './report';
import { appServerEntry, startAppServer, stopAllServers, type RunningServer } from './servers';
import {
  KB,
  errorMessage,
  measureDatabase,
  measureLighthouse,
  measurePageLoad,
  measureReference,
  measureRobustness,
  measureWeight,
  progress,
} from './steps';
import type { PageWeight } from './weight';

interface PageReport {
  path: string;
  load?: LoadResult;
  weight?: PageWeight;
  lighthouse?: LighthouseOutcome;
  robustness?: LoadResult;
}

function selectPages(names: string[] | null): PageTarget[] {
  if (!names) return [...pages];
  const unknown = names.filter((name) => !pages.some((page) => page.name === name));
  if (unknown.length > 0) throw new Error(`BENCH_PAGES names unknown pages: ${unknown.join(', ')}`);
  return pages.filter((page) => names.includes(page.name));
}

const redactUrl = (url: string) => url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');

async function buildTime(config: BenchConfig): Promise<string | null> {
  try {
    return (await stat(join(config.root, appServerEntry))).mtime.toISOString();
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const selected = selectPages(config.pageNames);
  const figures = new Figures();
  const pageReports: Record<string, PageReport> = {};
  const startedAt = Date.now();
  progress(`${config.quick ? 'quick' : 'full'} run, ${selected.length} page(s), ${cpus().length} CPU(s)`);

  const builtAt = await buildTime(config);
  const reference = await measureReference(config, figures);

  let app: RunningServer | null = null;
  let appFailure = '';
  try {
    progress('starting the production build (remix-serve)');
    app = await startAppServer(config, selected[0]?.path ?? '/');
  } catch (error) {
    appFailure = errorMessage(error);
    figures.note(`app: ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const page of selected) {
    const report: PageReport = (pageReports[page.name] = { path: page.path });
    if (!app) {
      figures
        .section(`${page.name} ${page.path}`, page.name)
        .notMeasured('all', 'every figure of this page', '', null, appFailure);
      continue;
    }
    report.load = await measurePageLoad(config, app, page, reference?.reqPerSec ?? null, figures);
    if (page.firstLoadJs) report.weight = await measureWeight(app, page, figures);
    if (page.lighthouse) report.lighthouse = await measureLighthouse(config, app, page, figures);
  }
  if (app) {
    for (const page of selected) {
      pageReports[page.name].robustness = await measureRobustness(config, app, page, figures);
    }
    const serverErrors = app.errorOutput().trim();
    if (serverErrors)
      figures.note(`app stderr, last lines: ${serverErrors.split('\n').slice(-5).join(' | ')}`);
    await app.stop();
  }

  const database = await measureDatabase(config, figures);
  if ((await buildTime(config)) !== builtAt) {
    figures.note('the build changed during the run (someone rebuilt): figures may mix two builds');
  }

  console.log(`\n${renderTable(figures.all)}\n`);
  console.log(summaryLine(figures.all));
  console.log(LEGEND);
  if (figures.notes.length > 0)
    console.log(`\nnotes:\n${figures.notes.map((note) => `- ${note}`).join('\n')}`);

  await writeReport(config.reportPath, {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    quick: config.quick,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? null, node: process.version },
    build: { serverEntry: appServerEntry, modifiedAt: builtAt },
    settings: {
      load: config.load,
      robustness: config.robustness,
      pages: selected,
      databaseUrl: redactUrl(config.databaseUrl),
      chromePath: config.chromePath,
      gzipLevel: 6,
      bytesPerKb: KB,
    },
    summary: summaryLine(figures.all),
    figures: figures.all,
    notes: figures.notes,
    reference,
    pages: pageReports,
    database,
  });
  console.log(`\nreport written to ${relative(config.root, config.reportPath)}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    progress(`${signal}: stopping servers`);
    void stopAllServers().finally(() => process.exit(130));
  });
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error('bench failed:', error);
    await stopAllServers();
    process.exit(1);
  },
);
