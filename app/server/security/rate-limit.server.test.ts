import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from './client-address.server';
import {
  budgetsFromEnv,
  consumeBudget,
  consumeRateLimit,
  createMemoryRateLimitStore,
  createRateLimitStore,
  RATE_LIMITS,
  resetRateLimits,
  type RateLimitKey,
  type RateLimitStore,
} from './rate-limit.server';

/** A request as the production server hands it to the app: with the address it resolved. */
function request(address?: string): Request {
  return new Request('http://shop.test/fr-fr/account/signin', {
    method: 'POST',
    headers: address ? { [CLIENT_ADDRESS_HEADER]: address } : {},
  });
}

async function attempt(key: RateLimitKey, req: Request, store?: RateLimitStore) {
  return consumeRateLimit(key, req, { store }).then(
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
    ['confirm', 10, 600],
    ['voucher-code', 10, 600],
    ['error-report', 10, 60],
  ] as const)('%s allows %i attempts, then answers 429 with Retry-After', async (key, points, seconds) => {
    expect(RATE_LIMITS[key]).toEqual({ points, durationSeconds: seconds, shared: true });
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < points; i++) {
      expect(await attempt(key, request('203.0.113.7'), store)).toBeNull();
    }
    const refused = await attempt(key, request('203.0.113.7'), store);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('Content-Type')).toBe('application/problem+json');
    expect(await refused?.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
    const retryAfter = Number(refused?.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(seconds);
  });

  it('counts each budget and each address separately', async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 5; i++) await attempt('signin', request('203.0.113.7'), store);
    expect((await attempt('signin', request('203.0.113.7'), store))?.status).toBe(429);
    expect(await attempt('quote', request('203.0.113.7'), store)).toBeNull();
    expect(await attempt('signin', request('198.51.100.9'), store)).toBeNull();
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 5; i++) await attempt('signin', request(`2001:db8:1:2::${i + 1}`), store);
    expect((await attempt('signin', request('2001:db8:1:2:ffff::9'), store))?.status).toBe(429);
    expect(await attempt('signin', request('2001:db8:1:3::1'), store)).toBeNull();
  });

  it('never puts requests without an address into one shared bucket', async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 20; i++) expect(await attempt('signin', request(), store)).toBeNull();
    // A header that is not an address is no address either.
    expect(await attempt('signin', request('<script>'), store)).toBeNull();
  });

  it('takes the page budget from the environment; 0 turns it off', async () => {
    expect(RATE_LIMITS.pages).toEqual({ points: 300, durationSeconds: 60, shared: false });
    const three = createMemoryRateLimitStore(budgetsFromEnv(3));
    for (let i = 0; i < 3; i++)
      expect(await consumeBudget('pages', '203.0.113.7', three)).toEqual({ allowed: true });
    expect(await consumeBudget('pages', '203.0.113.7', three)).toMatchObject({ allowed: false });

    const off = createMemoryRateLimitStore(budgetsFromEnv(0));
    expect(await off.limiter('pages')).toBeUndefined();
    for (let i = 0; i < 1000; i++)
      expect((await consumeBudget('pages', '203.0.113.7', off)).allowed).toBe(true);
  });

  it('lets the request through when the store fails', async () => {
    const failing: RateLimitStore = {
      limiter: async () => {
        throw new Error('store down');
      },
      close: async () => {},
    };
    expect(await consumeBudget('signin', '203.0.113.7', failing)).toEqual({ allowed: true });
  });

  it('uses memory for SQLite, and the default store from the environment', async () => {
    const store = createRateLimitStore('file:data/shop.sqlite');
    expect((await store.limiter('quote'))?.constructor.name).toBe('RateLimiterMemory');
    for (let i = 0; i < 5; i++) await attempt('contact', request('203.0.113.7'));
    expect((await attempt('contact', request('203.0.113.7')))?.status).toBe(429);
    await resetRateLimits();
    expect(await attempt('contact', request('203.0.113.7'))).toBeNull();
  });
});
