import type { BenchConfig } from './config';
import type { LoadOptions, LoadResult } from './load';
import { atMost, type Figures, type Section } from './report';
import { errorMessage, progress } from './steps';
import { targets } from './targets';

/**
 * 2b. `autocannon -c 100 -d 30`: zero errors, zero 5xx, p99 <= 500 ms. `load` runs the requests
 * (one URL, or the shoppers' mix) and `name` labels progress and notes.
 */
export async function measureRobustness<T extends LoadResult>(
  config: BenchConfig,
  name: string,
  section: Section,
  figures: Figures,
  load: (options: LoadOptions) => Promise<T>,
): Promise<T | undefined> {
  const robust = config.robustness;
  if (!robust) {
    const reason = config.quick ? 'skipped (BENCH_QUICK=1)' : 'skipped (BENCH_ROBUST_SECONDS=0)';
    section.notMeasured('robust', 'robustness run, 100 connections', '', null, reason);
    return undefined;
  }
  const label = (text: string) => `-c ${robust.connections} -d ${robust.seconds}: ${text}`;
  try {
    progress(`${name}: robustness, ${robust.seconds} s at ${robust.connections} connections`);
    const result = await load({ ...robust, warmupSeconds: 0 });
    section.add('robust.errors', label('errors'), result.errors, 'count', atMost(targets.robustness.errors));
    section.add('robust.5xx', label('5xx'), result.status5xx, 'count', atMost(targets.robustness.status5xx));
    const p99Target = atMost(targets.robustness.p99Ms);
    const otherNon2xx = result.non2xx - result.status5xx;
    if (otherNon2xx > 0)
      figures.note(`${name}: status codes at 100 connections ${JSON.stringify(result.statusCodes)}`);
    if (otherNon2xx > 0.01 * Math.max(1, result.requests)) {
      section.notMeasured(
        'robust.p99',
        label('latency p99'),
        'ms',
        p99Target,
        `${otherNon2xx} non-2xx answers`,
      );
    } else {
      section.add('robust.p99', label('latency p99'), result.latencyMs.p99, 'ms', p99Target);
    }
    return result;
  } catch (error) {
    section.notMeasured('robust', label('robustness run'), '', null, errorMessage(error));
    return undefined;
  }
}
