/**
 * The generator is deterministic: the same seed, scale and today give the same catalogue, on either
 * engine; another seed gives another one.
 */
import { describe, expect, it } from 'vitest';
import { catalogueDigest, closeDatabase, engines, openSeeded } from './databases';

const sqlite = engines.find((e) => e.name === 'sqlite')!;
const postgres = engines.find((e) => e.name === 'postgres');

describe('seed determinism', () => {
  let reference: Awaited<ReturnType<typeof catalogueDigest>>;

  it('gives the same catalogue twice on SQLite', async () => {
    const first = await openSeeded(sqlite);
    reference = await catalogueDigest(first);
    await closeDatabase(first);
    const second = await openSeeded(sqlite);
    const again = await catalogueDigest(second);
    await closeDatabase(second);
    expect(again.counts).toEqual(reference.counts);
    expect(again.firstOfferLabel).toBe(reference.firstOfferLabel);
    expect(reference.firstOfferLabel.length).toBeGreaterThan(5);
    expect(again.digest).toBe(reference.digest);
  });

  it('gives another catalogue with another seed', async () => {
    const db = await openSeeded(sqlite, undefined, 'another-seed');
    const other = await catalogueDigest(db);
    await closeDatabase(db);
    expect(other.digest).not.toBe(reference.digest);
  });

  it.runIf(postgres !== undefined)('gives the same catalogue on PostgreSQL as on SQLite', async () => {
    const db = await openSeeded(postgres!);
    const onPostgres = await catalogueDigest(db);
    await closeDatabase(db);
    expect(onPostgres.counts).toEqual(reference.counts);
    expect(onPostgres.firstOfferLabel).toBe(reference.firstOfferLabel);
    expect(onPostgres.digest).toBe(reference.digest);
  });
});
