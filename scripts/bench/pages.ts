import { targets } from './targets';
import { addDays } from '../../app/domain/calendar/dates';
import { benchCheckin } from './today';

/** A page `npm run bench` loads, weighs and audits. */
export interface PageTarget {
  /** Short name, used in the table and as key in bench/report.json. */
  name: string;
  /** Path on the app, query string included (e.g. '/fr-fr'). */
  path: string;
  /** Minimum throughput as a fraction of the bare `http` req/s measured in the same run (0.04 = 4 %). */
  throughputTarget: number;
  /** Run Lighthouse (mobile preset) on this page. */
  lighthouse: boolean;
  /** Weigh first-load JavaScript (and everything transferred on first load). */
  firstLoadJs: boolean;
  /** Server latency targets at 10 connections, when the shop sets some for this page. */
  latencyTargetsMs?: { p50: number; p99: number };
  /** Also load the page over the shoppers' mix of search URLs (mix.ts), at the same settings. */
  mix?: boolean;
  /** Server render time with the loader data fixed, when the shop sets a target. */
  renderTargetMs?: number;
  /** Route id (app/routes.ts) whose loader is also timed on cache misses (distinct mix URLs). */
  loaderMissRoute?: string;
  /**
   * Figures whose target is set for another page only: they are still compared, as a
   * yardstick, and shown as "(ok)" / "(miss)" instead of "ok" / "MISS".
   */
  referenceTargets?: ReadonlyArray<'throughput' | 'firstLoadTotal'>;
}

export const pages: readonly PageTarget[] = [
  {
    name: 'home',
    path: '/fr-fr',
    // No throughput target is set for home: the search target is the yardstick.
    throughputTarget: targets.searchThroughputRatio,
    lighthouse: true,
    firstLoadJs: true,
    renderTargetMs: targets.renderMs.home,
    referenceTargets: ['throughput', 'firstLoadTotal'],
  },
  {
    // A dated, filtered search: the destination, two nights, 2 adults + 1 child, stars and a facility.
    name: 'search',
    path: `/fr-fr/search?country=FR&checkin=${benchCheckin()}&checkout=${addDays(benchCheckin(), 2)}&c=1&stars=4&stars=5&facilities=wifi`,
    throughputTarget: targets.searchThroughputRatio,
    latencyTargetsMs: targets.searchLatencyMs,
    lighthouse: true,
    firstLoadJs: true,
    mix: true,
    renderTargetMs: targets.renderMs.search,
    loaderMissRoute: 'search',
  },
];
