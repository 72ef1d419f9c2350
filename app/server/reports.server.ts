/**
 * Missing addresses, counted (ADR 024): each view of the not-found page and each report to
 * /api/error adds one to a count in memory, keyed by day (UTC), client address, source, address and
 * locale; a timer writes the counts every few seconds as one row per key and day, and the server
 * writes what is left when it stops. No request waits for the database.
 */
import { now } from './clock.server';
import { getEnv } from './env.server';
import { CountingQueue } from './reports/counting-queue.server';
import {
  createNotFoundWriter,
  type NotFoundKey,
  type NotFoundWriter,
} from './reports/not-found-writer.server';
import { onShutdown } from './shutdown.server';

export type { NotFoundKey } from './reports/not-found-writer.server';

/** How often the counts are written. */
export const REPORT_FLUSH_INTERVAL_MS = 5_000;
/** Distinct keys held in memory at most between two writes. */
export const REPORT_MAX_PENDING_KEYS = 10_000;
/** Longest address stored. */
export const REPORT_MAX_URI_LENGTH = 500;

export type NotFoundQueue = CountingQueue<NotFoundKey>;

export function createNotFoundQueue(
  writer: NotFoundWriter,
  options: { intervalMs?: number; maxKeys?: number } = {},
): NotFoundQueue {
  return new CountingQueue<NotFoundKey>({
    name: 'not-found reports',
    keyOf: (r) => JSON.stringify([r.day, r.client, r.source, r.locale, r.uri]),
    write: (rows) => writer.write(rows),
    intervalMs: options.intervalMs ?? REPORT_FLUSH_INTERVAL_MS,
    maxKeys: options.maxKeys ?? REPORT_MAX_PENDING_KEYS,
  });
}

// Kept on globalThis so that module reloading in development does not start a second timer.
const queueKey = Symbol.for('weekend-shop.not-found-queue');
type GlobalWithQueue = typeof globalThis & { [queueKey]?: NotFoundQueue };

/** The process's queue, writing to DATABASE_URL; flushed at shutdown. */
export function notFoundQueue(): NotFoundQueue {
  const g = globalThis as GlobalWithQueue;
  if (!g[queueKey]) {
    const writer = createNotFoundWriter(getEnv().DATABASE_URL);
    const queue = createNotFoundQueue(writer);
    onShutdown(async () => {
      await queue.close();
      await writer.close();
    });
    g[queueKey] = queue;
  }
  return g[queueKey];
}

export interface NotFoundReport {
  source: NotFoundKey['source'];
  uri: string;
  locale: string;
  /** the client address the server resolved, if known */
  client?: string;
}

/** Counts one missing address; never waits for nor fails on the database. */
export function recordNotFound(report: NotFoundReport, queue: NotFoundQueue = notFoundQueue()): void {
  const at = now().toISOString();
  queue.add(
    {
      day: at.slice(0, 10),
      client: report.client ?? '',
      source: report.source,
      uri: report.uri.slice(0, REPORT_MAX_URI_LENGTH),
      locale: report.locale,
    },
    at,
  );
}
