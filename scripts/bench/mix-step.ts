/**
 * 2c. The search page on a shoppers' mix: thousands of distinct URLs drawn from the catalogue and
 * sampled by popularity (mix.ts), at the same settings as the one-URL load run.
 */
import type { BenchConfig } from './config';
import { createSampler } from './mix';
import type { ShoppersMix } from './mix-catalogue';
import { measureMixLoad, type MixLoadResult } from './mix-load';
import { atLeast, atMost, atMostIfSet, type Figures, type Section } from './report';
import { measureRobustness } from './robustness';
import type { RunningServer } from './servers';
import { addLoadValues, errorMessage, progress, type LoadRow } from './steps';
import { targets } from './targets';

export const MIX_NAME = 'search-mix';

export const mixSection = (figures: Figures, mix: ShoppersMix | null) =>
  figures.section(
    mix
      ? `${MIX_NAME} (${mix.pool.length.toLocaleString('en-US')} distinct search URLs, seed ${mix.seed}, today ${mix.today})`
      : MIX_NAME,
    MIX_NAME,
  );

/** "200 × 1,234, 404 × 2": the status counts, always printed (they are part of the figure). */
const statusText = (codes: Record<string, number>) =>
  Object.entries(codes)
    .map(([code, count]) => `${code} × ${count.toLocaleString('en-US')}`)
    .join(', ') || 'no answer';

export async function measureSearchMix(
  config: BenchConfig,
  app: RunningServer,
  mix: ShoppersMix,
  bareReqPerSec: number | null,
  figures: Figures,
): Promise<MixLoadResult | undefined> {
  const section = mixSection(figures, mix);
  const { connections: c, warmupSeconds, seconds } = config.load;
  const latency = targets.searchMix.latencyMs;
  const rows = [
    { key: 'reqPerSec', label: `throughput, ${c} connections`, unit: 'req/s', target: null },
    {
      key: 'throughputRatio',
      label: 'throughput / bare http',
      unit: 'ratio',
      target: atLeast(targets.searchMix.throughputRatio),
    },
    { key: 'p50', label: `latency p50, ${c} connections`, unit: 'ms', target: atMostIfSet(latency.p50) },
    { key: 'p99', label: `latency p99, ${c} connections`, unit: 'ms', target: atMostIfSet(latency.p99) },
  ] as const;

  let load: MixLoadResult;
  try {
    progress(`${MIX_NAME}: ${warmupSeconds} s warm-up + ${seconds} s at ${c} connections`);
    load = await measureMixLoad(app.origin, config.load, createSampler(mix.pool, mix.seed));
  } catch (error) {
    for (const row of rows)
      section.notMeasured(row.key, row.label, row.unit, row.target, errorMessage(error));
    return undefined;
  }

  section.add('requests', 'requests answered', load.requests, 'count');
  if (load.requests > 0)
    section.add(
      'distinctShare',
      `distinct URLs / requests (${load.distinctUrls.toLocaleString('en-US')} distinct)`,
      load.distinctShare,
      'ratio',
    );
  if (load.cacheHitRate == null)
    section.notMeasured(
      'cacheHitRate',
      'cache hit rate (X-Cache: HIT)',
      'ratio',
      null,
      load.requests > 0 ? 'not reported by the server' : 'no answer',
    );
  else section.add('cacheHitRate', `cache hit rate (X-Cache: HIT)`, load.cacheHitRate, 'ratio');
  figures.note(
    `${MIX_NAME}: statuses ${statusText(load.statusCodes)}; X-Cache ${JSON.stringify(load.cache)}`,
  );

  addLoadFigures(section, rows, load, bareReqPerSec);
  // Every URL names a place of the catalogue: any non-2xx (a 404 included) is a failure.
  const failed = failures(load);
  section.add('failed', `non-2xx or failed requests, ${c} connections`, failed, 'count', atMost(0));
  for (const [status, paths] of Object.entries(load.non2xxExamples))
    figures.note(`${MIX_NAME}: ${status} for ${paths.join(' , ')}`);
  return load;
}

/**
 * Answers without a 2xx status, plus connection errors. Counted from the status table rather than
 * autocannon's non2xx, which leaves out answers it could not read a status from.
 */
const failures = (load: MixLoadResult) =>
  Object.entries(load.statusCodes)
    .filter(([code]) => !/^2\d\d$/.test(code))
    .reduce((total, [, count]) => total + count, load.errors);

function addLoadFigures(
  section: Section,
  rows: readonly LoadRow[],
  load: MixLoadResult,
  bareReqPerSec: number | null,
) {
  const failed = failures(load);
  if (load.requests === 0) {
    // Zeros would read as a perfect latency: nothing came back within the run.
    const reason = `no answer within ${load.seconds} s (${load.errors} errors, ${load.timeouts} timeouts)`;
    for (const row of rows) section.notMeasured(row.key, row.label, row.unit, row.target, reason);
    return;
  }
  // More than 1 % of failures: the figures would describe error pages, not the search page.
  if (failed > 0.01 * Math.max(1, load.requests + load.errors)) {
    for (const row of rows)
      section.notMeasured(
        row.key,
        row.label,
        row.unit,
        row.target,
        `${failed} of ${load.requests} requests failed`,
      );
    return;
  }
  addLoadValues(section, rows, load, bareReqPerSec);
}

/** The robustness run (-c 100 -d 30) over the mix, from another seed than the load run. */
export function measureSearchMixRobustness(
  config: BenchConfig,
  app: RunningServer,
  mix: ShoppersMix,
  figures: Figures,
): Promise<MixLoadResult | undefined> {
  return measureRobustness(config, MIX_NAME, mixSection(figures, mix), figures, (options) =>
    measureMixLoad(app.origin, options, createSampler(mix.pool, mix.seed + 1)),
  );
}
