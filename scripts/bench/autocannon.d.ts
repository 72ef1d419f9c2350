/**
 * Minimal types for the parts of autocannon 8 the bench harness uses (the package ships none).
 */
declare module 'autocannon' {
  /** One request of `requests`; autocannon cycles through them on each connection. */
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    /** Called before each send; returns the request to send (or a falsy value to restart the cycle). */
    setupRequest?: (
      request: AutocannonRequest & { path: string },
      context: Record<string, unknown>,
    ) => AutocannonRequest | null | undefined;
    /** Called with each response (headers keyed as the server wrote them). */
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string | string[]>,
    ) => void;
  }

  interface AutocannonOptions {
    url: string;
    requests?: AutocannonRequest[];
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    pipelining?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    [percentile: string]: number;
  }

  interface AutocannonResult {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;

  export default autocannon;
  export type { AutocannonOptions, AutocannonRequest, AutocannonResult, Histogram };
}
