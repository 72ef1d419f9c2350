import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableResponse } from './faults.server';

// This file's own database: set before anything reads the environment.
const file = path.join(tmpdir(), `ready-${randomUUID()}.sqlite`);
process.env.DATABASE_URL = `file:${file}`;
const { closeDb, ready } = await import('./db.server');

describe('ready()', () => {
  afterAll(async () => {
    await closeDb();
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  });

  it('answers 503 while the database cannot be opened, keeps no failure, and migrates once it can', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await ready().then(
      () => undefined,
      (e: unknown) => e,
    );
    log.mockRestore();
    expect(failed).toBeInstanceOf(DatabaseUnavailableResponse);
    expect((failed as DatabaseUnavailableResponse).fault).toBe('unavailable');

    new SQLite(file).close();
    const db = await ready();
    const migrations = await db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(migrations.length).toBeGreaterThan(0);
    expect(await ready()).toBe(db);
  });
});
