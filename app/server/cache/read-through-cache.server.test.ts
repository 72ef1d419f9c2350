import { describe, expect, it } from 'vitest';
import { createReadThroughCache } from './read-through-cache.server';

const options = { maxEntries: 3, maxBytes: 1_000, ttlMs: 60_000, sizeOf: (v: { size: number }) => v.size };

describe('read-through cache', () => {
  it('computes a key once, then serves it', async () => {
    const cache = createReadThroughCache(options);
    let computed = 0;
    const compute = async () => ({ size: 10, n: ++computed });
    expect(await cache.read('a', compute)).toEqual({ size: 10, n: 1 });
    expect(await cache.read('a', compute)).toEqual({ size: 10, n: 1 });
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1, bytes: 10 });
  });

  it('lets concurrent misses of one key share one computation', async () => {
    const cache = createReadThroughCache(options);
    let computed = 0;
    const compute = () =>
      new Promise<{ size: number }>((resolve) => setTimeout(() => resolve({ size: ++computed }), 5));
    const results = await Promise.all([
      cache.read('k', compute),
      cache.read('k', compute),
      cache.read('k', compute),
    ]);
    expect(computed).toBe(1);
    expect(new Set(results).size).toBe(1);
  });

  it('evicts the least recently used entries past the entry and byte budgets', async () => {
    const cache = createReadThroughCache(options);
    for (const key of ['a', 'b', 'c', 'd']) await cache.read(key, async () => ({ size: 10 }));
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.stats().entries).toBe(3);
    await cache.read('big', async () => ({ size: 240 }));
    await cache.read('big2', async () => ({ size: 240 }));
    await cache.read('big3', async () => ({ size: 240 }));
    await cache.read('big4', async () => ({ size: 240 }));
    expect(cache.stats().bytes).toBeLessThanOrEqual(1_000);
  });

  it('does not store what the caller refuses, nor entries larger than a quarter of the budget', async () => {
    const cache = createReadThroughCache(options);
    await cache.read(
      'refused',
      async () => ({ size: 1 }),
      () => false,
    );
    await cache.read('huge', async () => ({ size: 600 }));
    expect(cache.peek('refused')).toBeUndefined();
    expect(cache.peek('huge')).toBeUndefined();
  });

  it('computes every time when its time-to-live is 0', async () => {
    const cache = createReadThroughCache({ ...options, ttlMs: 0 });
    let computed = 0;
    await cache.read('a', async () => ({ size: ++computed }));
    await cache.read('a', async () => ({ size: ++computed }));
    expect(computed).toBe(2);
  });
});
