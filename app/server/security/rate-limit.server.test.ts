import { afterEach, describe, expect, it } from 'vitest';
import {
  clientKey,
  consumeRateLimit,
  createMemoryRateLimitStore,
  createRateLimitStore,
  RATE_LIMITS,
  resetRateLimits,
  type RateLimitKey,
} from './rate-limit.server';

function request(forwardedFor?: string): Request {
  return new Request('http://shop.test/fr-fr/account/signin', {
    method: 'POST',
    headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
  });
}

async function attempt(key: RateLimitKey, req: Request, options: Parameters<typeof consumeRateLimit>[2]) {
  return consumeRateLimit(key, req, options).then(
    () => null,
    (error: unknown) => {
      if (error instanceof Response) return error;
      throw error;
    },
  );
}

afterEach(async () => {
  await resetRateLimits();
});

describe('rate limits', () => {
  it.each([
    ['signin', 5, 60],
    ['contact', 5, 600],
    ['quote', 30, 60],
  ] as const)('%s allows %i attempts, then answers 429 with Retry-After', async (key, points, seconds) => {
    expect(RATE_LIMITS[key]).toEqual({ points, durationSeconds: seconds });
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < points; i++) {
      expect(await attempt(key, request(), { store, trustProxy: false })).toBeNull();
    }
    const refused = await attempt(key, request(), { store, trustProxy: false });
    expect(refused?.status).toBe(429);
    const retryAfter = Number(refused?.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(seconds);
  });

  it('counts each key separately', async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 5; i++) await attempt('signin', request(), { store, trustProxy: false });
    expect((await attempt('signin', request(), { store, trustProxy: false }))?.status).toBe(429);
    expect(await attempt('quote', request(), { store, trustProxy: false })).toBeNull();
  });

  it('counts each client separately behind a trusted proxy, using the first hop only', async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 5; i++)
      await attempt('signin', request('203.0.113.7, 10.0.0.1'), { store, trustProxy: true });
    expect(
      (await attempt('signin', request('203.0.113.7, 10.0.0.2'), { store, trustProxy: true }))?.status,
    ).toBe(429);
    expect(
      await attempt('signin', request('198.51.100.9, 10.0.0.1'), { store, trustProxy: true }),
    ).toBeNull();
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', () => {
    expect(clientKey(request('203.0.113.7'), false)).toBe('anonymous');
    expect(clientKey(request('203.0.113.7, 10.0.0.1'), true)).toBe('203.0.113.7');
    expect(clientKey(request('2001:db8::1'), true)).toBe('2001:db8::1');
    expect(clientKey(request('<script>'), true)).toBe('anonymous');
    expect(clientKey(request(), true)).toBe('anonymous');
  });

  it('uses memory for SQLite and the default store from the environment', async () => {
    const store = createRateLimitStore('file:data/shop.sqlite');
    expect((await store.limiter('quote')).constructor.name).toBe('RateLimiterMemory');
    for (let i = 0; i < 5; i++) await attempt('contact', request(), {});
    expect((await attempt('contact', request(), {}))?.status).toBe(429);
    await resetRateLimits();
    expect(await attempt('contact', request(), {})).toBeNull();
  });
});
