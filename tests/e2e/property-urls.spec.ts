import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { generatedUrl, type KnownProducts } from './helpers/generated-urls';

/**
 * Reliability: 10,000 generated URLs against the search pages, the product pages and the JSON API,
 * zero 5xx, no stack trace or SQL text in any body. Values mix the valid, the malformed and the hostile.
 */
const RUNS = Number(process.env.PROPERTY_URL_RUNS ?? 10_000);

/** The catalogue the server under test reads (playwright.config.ts): its products, published or not. */
const DATABASE_FILE = path.resolve(import.meta.dirname, '../../data/e2e.sqlite');

function knownProducts(): KnownProducts {
  if (!existsSync(DATABASE_FILE)) return { offerIds: [], hotelIds: [], activityIds: [], boxes: [] };
  const db = new Database(DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    const ids = (query: string) => (db.prepare(query).all() as { id: number }[]).map((row) => row.id);
    return {
      // a spread of the catalogue, unpublished and inactive ones included
      offerIds: ids('select id from offers where id % 97 = 1 or published = 0 limit 60'),
      hotelIds: ids('select id from hotels where id % 53 = 1 or active = 0 limit 40'),
      activityIds: ids('select id from activity_products where id % 7 = 1 or published = 0 limit 30'),
      boxes: db.prepare('select code, slug from boxes').all() as KnownProducts['boxes'],
    };
  } finally {
    db.close();
  }
}

const LEAKS =
  /(\bat \w+ \(|node_modules|SqliteError|syntax error at or near|SQLITE_|\bselect\b[^<]{0,80}\bfrom\b\s+"?\w+"?\s+(as|where|inner)|Traceback)/i;

test.describe('generated URLs', { tag: '@http' }, () => {
  // 10,000 server-rendered pages on a 2-core machine shared with other work.
  test.setTimeout(30 * 60_000);

  test(`${RUNS} search, product and API URLs: no 5xx, no stack trace, no SQL`, async ({ request }) => {
    const known = knownProducts();
    expect(known.boxes.length, 'the e2e catalogue has boxes').toBeGreaterThan(0);
    const samples = fc.sample(generatedUrl(known), { numRuns: RUNS, seed: 20261122 });
    const failures: string[] = [];
    // A few at a time: the suite's other tests share this one server process meanwhile.
    const concurrency = 3;
    let next = 0;
    async function worker() {
      while (next < samples.length) {
        const target = samples[next++];
        const response = await request.get(target, { maxRedirects: 0, failOnStatusCode: false });
        const body = await response.text();
        if (response.status() >= 500) failures.push(`${response.status()} ${target}`);
        else if (LEAKS.test(body)) failures.push(`leak ${target}: ${LEAKS.exec(body)?.[0]}`);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    expect(failures.slice(0, 20), `${failures.length} failing URLs`).toEqual([]);
  });
});
