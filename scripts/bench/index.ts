/**
 * `npm run bench`: measures the shop's speed and weight figures (targets.ts) in one run, prints each
 * beside its target and writes bench/report.json. It reports; it does not gate (exit 0 on a miss).
 *
 * Environment: BENCH_QUICK=1 (short runs, no robustness run), BENCH_ROBUST_SECONDS (default 30;
 * 0 skips it), BENCH_PAGES=home,… (a subset of pages.ts and the product pages: stay, hotel,
 * activity, box), BENCH_DRY_RUN=1 (print the pages picked and stop), BENCH_MIX_SEED / BENCH_MIX_URLS (the
 * shoppers' mix), CHROMIUM_PATH (default /usr/bin/chromium), DATABASE_URL (default
 * file:data/shop.sqlite), SHOP_NOW and WEB_CONCURRENCY (passed on to the app).
 *
 * Order: reference → shoppers' mix built → per page (load, mix load, weight, Lighthouse) →
 * robustness runs → app stopped → server render benchmark → database.
 */
import { stat } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, relative } from 'node:path';
import { loadConfig, type BenchConfig } from './config';
import type { LighthouseOutcome } from './lighthouse';
import { measureLoad, type LoadResult } from './load';
import { loadShoppersMix, type ShoppersMix } from './mix-catalogue';
import type { MixLoadResult } from './mix-load';
import { MIX_NAME, measureSearchMix, measureSearchMixRobustness, mixSection } from './mix-step';
import { pages, type PageTarget } from './pages';
import { pickProductPathsFrom, productPageTargets } from './product-pages';
import { Figures, LEGEND, renderTable, summaryLine, writeReport } from './report';
import { measureRender } from './render';
import { measureRobustness } from './robustness';
import { appServerCommand, appServerEntry, startAppServer, stopAllServers, type AppServer } from './servers';
import {
  KB,
  errorMessage,
  measureDatabase,
  measureLighthouse,
  measurePageLoad,
  measureReference,
  measureWeight,
  pageSection,
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

interface MixReport {
  seed: number;
  distinctInPool: number;
  today: string;
  load?: MixLoadResult;
  robustness?: MixLoadResult;
}

/** The pool of search URLs, when a selected page asks for the mix or for loader misses. */
async function buildMix(config: BenchConfig, pages: readonly PageTarget[], figures: Figures) {
  if (!pages.some((page) => page.mix || page.loaderMissRoute)) return null;
  try {
    const started = Date.now();
    const mix = await loadShoppersMix(config.databaseUrl, config.mix);
    progress(
      `${MIX_NAME}: ${mix.pool.length} distinct URLs in ${Date.now() - started} ms (today ${mix.today})`,
    );
    return mix;
  } catch (error) {
    mixSection(figures, null).notMeasured('all', "the shoppers' mix", '', null, errorMessage(error));
    return null;
  }
}

/** The fixed pages, then a product page of each kind picked from the catalogue under bench. */
async function benchPages(config: BenchConfig, figures: Figures): Promise<PageTarget[]> {
  try {
    return [...pages, ...productPageTargets(await pickProductPathsFrom(config.databaseUrl))];
  } catch (error) {
    figures.note(`product pages: none picked (${errorMessage(error)})`);
    return [...pages];
  }
}

function selectPages(all: readonly PageTarget[], names: string[] | null): PageTarget[] {
  if (!names) return [...all];
  const unknown = names.filter((name) => !all.some((page) => page.name === name));
  if (unknown.length > 0) throw new Error(`BENCH_PAGES names unknown pages: ${unknown.join(', ')}`);
  return all.filter((page) => names.includes(page.name));
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
  const figures = new Figures();
  const selected = selectPages(await benchPages(config, figures), config.pageNames);
  if (config.dryRun) {
    for (const page of selected) console.log(`${page.name}\t${page.path}`);
    for (const note of figures.notes) console.log(`note: ${note}`);
    return;
  }
  const pageReports: Record<string, PageReport> = {};
  const startedAt = Date.now();
  progress(`${config.quick ? 'quick' : 'full'} run, ${selected.length} page(s), ${cpus().length} CPU(s)`);

  const builtAt = await buildTime(config);
  const reference = await measureReference(config, figures);
  const mix: ShoppersMix | null = await buildMix(config, selected, figures);
  const mixReport: MixReport | null = mix
    ? { seed: mix.seed, distinctInPool: mix.pool.length, today: mix.today }
    : null;
  const server = appServerCommand();
  let observedWorkers: number | null = null;

  let app: AppServer | null = null;
  let appFailure = '';
  try {
    progress(`starting the production build (${server.label})`);
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
    if (page.mix && mix && mixReport)
      mixReport.load = await measureSearchMix(config, app, mix, reference?.reqPerSec ?? null, figures);
    if (page.firstLoadJs) report.weight = await measureWeight(app, page, figures);
    if (page.lighthouse) report.lighthouse = await measureLighthouse(config, app, page, figures);
  }
  if (app) {
    const origin = app.origin;
    for (const page of selected) {
      pageReports[page.name].robustness = await measureRobustness(
        config,
        page.name,
        pageSection(figures, page),
        figures,
        (options) => measureLoad(origin + page.path, options),
      );
      if (page.mix && mix && mixReport)
        mixReport.robustness = await measureSearchMixRobustness(config, app, mix, figures);
    }
    observedWorkers = app.observedWorkers();
    if (observedWorkers != null && observedWorkers !== server.workers)
      figures.note(`app server: ${server.workers} workers expected, ${observedWorkers} process(es) serving`);
    figures
      .section('reference', 'reference')
      .add('appWorkers', `app server: ${server.label}, workers`, observedWorkers ?? server.workers, 'count');
    const serverErrors = app.errorOutput().trim();
    if (serverErrors)
      figures.note(`app stderr, last lines: ${serverErrors.split('\n').slice(-5).join(' | ')}`);
    await app.stop();
  }

  const render = await measureRender(config, selected, mix, figures);
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
    server: { command: server.label, workers: server.workers, observedWorkers },
    settings: {
      load: config.load,
      robustness: config.robustness,
      mix: config.mix,
      render: config.render,
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
    searchMix: mixReport,
    render,
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
