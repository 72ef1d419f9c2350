/**
 * A bounded read-through cache: LRU by entries and by bytes, each entry living at most `ttlMs`.
 * Keys carry the catalogue version, so a write that bumps it makes older entries unreachable (they
 * age out of the LRU). Concurrent misses of one key compute it once.
 */
import { LRUCache } from 'lru-cache';

export interface CacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

export interface ReadThroughCacheOptions<T> {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
  /** the entry's approximate size in bytes (what `maxBytes` bounds) */
  sizeOf: (value: T) => number;
}

export interface ReadThroughCache<T> {
  /** The cached value of `key`, or `compute()`'s, stored when `store(value)` allows it. */
  read(key: string, compute: () => Promise<T>, store?: (value: T) => boolean): Promise<T>;
  peek(key: string): T | undefined;
  set(key: string, value: T): void;
  stats(): CacheStats;
  clear(): void;
}

export function createReadThroughCache<T extends NonNullable<unknown>>(
  options: ReadThroughCacheOptions<T>,
): ReadThroughCache<T> {
  const disabled = options.ttlMs <= 0;
  const lru = new LRUCache<string, T>({
    max: Math.max(1, options.maxEntries),
    maxSize: Math.max(1, options.maxBytes),
    // An entry larger than the whole budget is not stored rather than evicting everything.
    maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 4)),
    sizeCalculation: (value) => Math.max(1, options.sizeOf(value)),
    ttl: Math.max(1, options.ttlMs),
    ttlAutopurge: false,
    allowStale: false,
  });
  const pending = new Map<string, Promise<T>>();
  const counts = { hits: 0, misses: 0 };

  return {
    async read(key, compute, store = () => true) {
      if (disabled) return compute();
      const hit = lru.get(key);
      if (hit !== undefined) {
        counts.hits += 1;
        return hit;
      }
      const waiting = pending.get(key);
      if (waiting) {
        counts.hits += 1;
        return waiting;
      }
      counts.misses += 1;
      const computing = compute().then((value) => {
        if (store(value)) lru.set(key, value);
        return value;
      });
      pending.set(key, computing);
      try {
        return await computing;
      } finally {
        pending.delete(key);
      }
    },
    peek: (key) => (disabled ? undefined : lru.get(key)),
    set: (key, value) => {
      if (!disabled) lru.set(key, value);
    },
    stats: () => ({ ...counts, entries: lru.size, bytes: lru.calculatedSize }),
    clear: () => {
      lru.clear();
      counts.hits = 0;
      counts.misses = 0;
    },
  };
}
