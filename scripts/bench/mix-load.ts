import autocannon, { type AutocannonRequest } from 'autocannon';
import { BROWSER_HEADERS, summarise, type LoadOptions, type LoadResult } from './load';

/** What a load run over the shoppers' mix saw, beyond autocannon's own figures. */
export interface MixLoadResult extends LoadResult {
  /** Distinct paths among the answered requests of the recorded run. */
  distinctUrls: number;
  /** distinctUrls / answered requests. */
  distinctShare: number;
  /** X-Cache values of the answers (HIT, MISS, BYPASS, anything else as sent; "absent" without one). */
  cache: Record<string, number>;
  /** HIT / answers that carried X-Cache; null when none did. */
  cacheHitRate: number | null;
  /** A few paths per non-2xx status, to tell a broken URL from a broken page. */
  non2xxExamples: Record<string, string[]>;
}

const EXAMPLES_PER_STATUS = 3;

function headerValue(headers: Record<string, string | string[]>, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return (Array.isArray(value) ? value[0] : value).trim().toUpperCase();
  }
  return undefined;
}

/** Counts what the answers of one run said; reset between the warm-up and the recorded run. */
class MixTally {
  paths = new Map<string, number>();
  answers = 0;
  cache: Record<string, number> = {};
  examples: Record<string, string[]> = {};

  record(path: string, status: number, xCache: string | undefined) {
    this.answers++;
    this.paths.set(path, (this.paths.get(path) ?? 0) + 1);
    const key = xCache ?? 'absent';
    this.cache[key] = (this.cache[key] ?? 0) + 1;
    if (status < 200 || status >= 300) {
      const list = (this.examples[status] ??= []);
      if (list.length < EXAMPLES_PER_STATUS && !list.includes(path)) list.push(path);
    }
  }
}

/**
 * Loads the search page with a path drawn from `nextPath` for every request (autocannon calls
 * setupRequest before each send). The sampler runs on through the warm-up, like traffic that was
 * already there, but only the recorded run is counted.
 */
export async function measureMixLoad(
  origin: string,
  options: LoadOptions,
  nextPath: () => string,
): Promise<MixLoadResult> {
  let tally = new MixTally();
  const request: AutocannonRequest = {
    method: 'GET',
    // Each connection keeps its own context, and sends one request at a time: the path stored when
    // building a request is the one its answer belongs to.
    setupRequest: (base, context) => {
      const path = nextPath();
      context.path = path;
      return { ...base, path };
    },
    onResponse: (status, _body, context, headers) =>
      tally.record(String(context.path), status, headerValue(headers, 'x-cache')),
  };
  const base = {
    url: origin,
    connections: options.connections,
    headers: BROWSER_HEADERS,
    requests: [request],
  };
  if (options.warmupSeconds > 0) await autocannon({ ...base, duration: options.warmupSeconds });
  tally = new MixTally();
  const result = await autocannon({ ...base, duration: options.seconds });

  const reported = tally.answers - (tally.cache.absent ?? 0);
  return {
    ...summarise(`${origin}/… (shoppers' mix)`, options, result),
    distinctUrls: tally.paths.size,
    distinctShare: tally.answers ? tally.paths.size / tally.answers : 0,
    cache: tally.cache,
    cacheHitRate: reported > 0 ? (tally.cache.HIT ?? 0) / reported : null,
    non2xxExamples: tally.examples,
  };
}
