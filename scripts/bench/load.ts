import autocannon, { type AutocannonResult } from 'autocannon';

/**
 * Request headers of a mobile browser's document request, so the app takes its browser path
 * (streamed render, not the crawler one). No Accept-Encoding: responses are measured uncompressed,
 * like the bare `http` reference.
 */
export const BROWSER_HEADERS: Record<string, string> = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'fr-FR,fr;q=0.9',
};

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** A separate, unrecorded run at the same concurrency first (0 for none). */
  warmupSeconds: number;
}

export interface LoadResult {
  url: string;
  connections: number;
  seconds: number;
  /** Mean of autocannon's per-second samples. */
  reqPerSec: number;
  requests: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  non2xx: number;
  status5xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

export function summarise(url: string, options: LoadOptions, result: AutocannonResult): LoadResult {
  return {
    url,
    connections: options.connections,
    seconds: options.seconds,
    reqPerSec: result.requests.average,
    requests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    non2xx: result.non2xx,
    status5xx: result['5xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
    ),
  };
}

/** Loads `url` with autocannon (in this process; the server is a separate process). */
export async function measureLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  const base = { url, connections: options.connections, headers: BROWSER_HEADERS };
  if (options.warmupSeconds > 0) await autocannon({ ...base, duration: options.warmupSeconds });
  const result = await autocannon({ ...base, duration: options.seconds });
  return summarise(url, options, result);
}
