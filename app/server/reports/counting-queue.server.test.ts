import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountingQueue, type Counted } from './counting-queue.server';

interface Hit {
  page: string;
}

function queue(write: (rows: Counted<Hit>[]) => Promise<void>, maxKeys = 100, intervalMs = 60_000) {
  const log: string[] = [];
  const q = new CountingQueue<Hit>({
    name: 'hits',
    keyOf: (hit) => hit.page,
    write,
    maxKeys,
    intervalMs,
    log: (message) => log.push(message),
  });
  return { q, log };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('counting queue', () => {
  it('writes one row per key with its count and last time', async () => {
    const written: Counted<Hit>[][] = [];
    const { q } = queue(async (rows) => {
      written.push(rows);
    });
    for (let i = 0; i < 50; i++) q.add({ page: '/a' }, `2026-11-22T10:00:${String(i).padStart(2, '0')}Z`);
    q.add({ page: '/b' }, '2026-11-22T10:01:00Z');
    expect(q.pendingCount).toBe(51);
    expect(await q.flush()).toBe(true);
    expect(written).toHaveLength(1);
    expect(written[0]).toEqual([
      { page: '/a', count: 50, lastAt: '2026-11-22T10:00:49Z' },
      { page: '/b', count: 1, lastAt: '2026-11-22T10:01:00Z' },
    ]);
    expect(q.pendingKeys).toBe(0);
    expect(await q.flush()).toBe(true);
    expect(written).toHaveLength(1);
  });

  it('keeps the rows of a failed write, adds what came meanwhile, and writes them all later', async () => {
    let fail = true;
    const written: Counted<Hit>[] = [];
    const { q, log } = queue(async (rows) => {
      if (fail) throw new Error('SQLITE_BUSY: database is locked');
      written.push(...rows);
    });
    for (let i = 0; i < 3; i++) q.add({ page: '/a' }, '2026-11-22T10:00:00Z');
    expect(await q.flush()).toBe(false);
    expect(await q.flush()).toBe(false);
    q.add({ page: '/a' }, '2026-11-22T10:00:05Z');
    q.add({ page: '/c' }, '2026-11-22T10:00:06Z');
    expect(q.pendingCount).toBe(5);
    // One line per run of failures, one when it recovers.
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/kept for the next attempt: SQLITE_BUSY/);
    fail = false;
    expect(await q.flush()).toBe(true);
    expect(written).toEqual([
      { page: '/a', count: 4, lastAt: '2026-11-22T10:00:05Z' },
      { page: '/c', count: 1, lastAt: '2026-11-22T10:00:06Z' },
    ]);
    expect(log[1]).toMatch(/written after 2 failed attempt/);
  });

  it('counts what arrives during a write into the next batch', async () => {
    const batches: Counted<Hit>[][] = [];
    let release: () => void = () => {};
    const { q } = queue(
      (rows) =>
        new Promise<void>((resolve) => {
          batches.push(rows);
          release = resolve;
        }),
    );
    q.add({ page: '/a' }, '2026-11-22T10:00:00Z');
    const first = q.flush();
    await Promise.resolve();
    await Promise.resolve();
    q.add({ page: '/a' }, '2026-11-22T10:00:01Z');
    release();
    expect(await first).toBe(true);
    const second = q.flush();
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    release();
    expect(await second).toBe(true);
    expect(batches.map((rows) => rows[0].count)).toEqual([1, 1]);
  });

  it('holds at most maxKeys keys: new keys are refused and reported, known keys keep counting', async () => {
    const written: Counted<Hit>[] = [];
    const { q, log } = queue(async (rows) => {
      written.push(...rows);
    }, 2);
    expect(q.add({ page: '/a' }, 't')).toBe(true);
    expect(q.add({ page: '/b' }, 't')).toBe(true);
    expect(q.add({ page: '/c' }, 't')).toBe(false);
    expect(q.add({ page: '/a' }, 't')).toBe(true);
    expect(q.pendingKeys).toBe(2);
    await q.flush();
    expect(written.map((row) => [row.page, row.count])).toEqual([
      ['/a', 2],
      ['/b', 1],
    ]);
    expect(log[0]).toMatch(/1 new key\(s\) refused/);
  });

  it('flushes on its timer', async () => {
    vi.useFakeTimers();
    const written: Counted<Hit>[] = [];
    const { q } = queue(
      async (rows) => {
        written.push(...rows);
      },
      100,
      5_000,
    );
    q.add({ page: '/a' }, 't');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(written).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toEqual([{ page: '/a', count: 1, lastAt: 't' }]);
    await q.close();
  });

  it('retries at close until the write succeeds', async () => {
    let failures = 2;
    const written: Counted<Hit>[] = [];
    const { q } = queue(async (rows) => {
      if (failures-- > 0) throw new Error('locked');
      written.push(...rows);
    });
    q.add({ page: '/a' }, 't');
    expect(await q.close(5, 1)).toBe(true);
    expect(written).toEqual([{ page: '/a', count: 1, lastAt: 't' }]);
  });
});
