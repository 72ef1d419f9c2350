import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consumeRateLimit,
  createPostgresRateLimitStore,
  RATE_LIMIT_TABLE,
  type RateLimitStore,
} from '~/server/security/rate-limit.server';

/** The PostgreSQL store of the rate limiter (CI sets TEST_DATABASE_URL); SQLite deployments count in memory. */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('rate limits in PostgreSQL', () => {
  let first: RateLimitStore;
  let second: RateLimitStore;
  const client = '198.51.100.23';

  function request(): Request {
    return new Request('http://shop.test/fr-fr/account/signin', {
      method: 'POST',
      headers: { 'X-Forwarded-For': client },
    });
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP TABLE IF EXISTS ${RATE_LIMIT_TABLE}`);
    await admin.end();
    first = createPostgresRateLimitStore(url!);
    second = createPostgresRateLimitStore(url!);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('shares counters between instances through the database and answers 429 past the limit', async () => {
    const outcomes: (number | null)[] = [];
    for (let i = 0; i < 6; i++) {
      // Alternate between two "instances": the limit is global, not per process.
      const store = i % 2 === 0 ? first : second;
      outcomes.push(
        await consumeRateLimit('signin', request(), { store, trustProxy: true }).then(
          () => null,
          (error: unknown) => (error instanceof Response ? error.status : Promise.reject(error)),
        ),
      );
    }
    expect(outcomes).toEqual([null, null, null, null, null, 429]);

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rows } = await admin.query<{ points: number }>(
      `SELECT points FROM ${RATE_LIMIT_TABLE} WHERE key = $1`,
      [`rl_signin:${client}`],
    );
    await admin.end();
    expect(rows[0]?.points).toBeGreaterThanOrEqual(5);
  });
});

describe('rate limits when PostgreSQL cannot be reached', () => {
  it('still limits, in memory, instead of failing the request', async () => {
    const store = createPostgresRateLimitStore('postgres://nobody:nothing@127.0.0.1:1/none');
    const statuses: (number | null)[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        await consumeRateLimit('contact', new Request('http://shop.test/fr-fr/contact'), {
          store,
          trustProxy: false,
        }).then(
          () => null,
          (error: unknown) => (error instanceof Response ? error.status : Promise.reject(error)),
        ),
      );
    }
    await store.close();
    expect(statuses).toEqual([null, null, null, null, null, 429]);
  });
});
