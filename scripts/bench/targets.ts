/**
 * The shop's speed and weight targets, in one place.
 * Ratios are fractions (0.04 = 4 %); sizes are kilobytes of 1,000 bytes.
 */
export const targets = {
  /** Search results page throughput / bare `http` throughput, same run. */
  searchThroughputRatio: 0.04,
  /** Stay and hotel page throughput / bare `http` throughput. */
  stayHotelThroughputRatio: 0.05,
  /** Search results page, server, 10 connections. */
  searchLatencyMs: { p50: 15, p99: 50 },
  /** Search results page on a shoppers' mix of thousands of distinct URLs, 10 connections. */
  searchMix: { latencyMs: { p50: 15, p99: 50 }, throughputRatio: 0.02 },
  /** Server render with the loader data fixed (no database), per page. */
  renderMs: { search: 3, home: 2 },
  /** JavaScript on first load, gzip: home, search and the product pages (stay, hotel, activity, box). */
  firstLoadJsKb: 120,
  /** Everything transferred on first load of the search page (mobile), gzip. */
  firstLoadTotalKb: 500,
  /** Lighthouse, mobile preset: home, search and the product pages (stay, hotel, activity, box). */
  lighthouse: {
    performance: 95,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpSeconds: 1.8,
    tbtMs: 100,
    cls: 0.02,
  },
  /** Under `autocannon -c 100 -d 30` on each page type. */
  robustness: { errors: 0, status5xx: 0, p99Ms: 500 },
  /** Database time of one filtered, faceted, dated search (p95): 5,000 offers / 50,000 offers. */
  databaseSearchP95Ms: { scale1: 5, scale10: 25 },
} as const;
