/**
 * `npm run db:seed [-- --force]`: builds the catalogue into DATABASE_URL (default file:data/shop.sqlite).
 * SEED_SCALE (default 1) scales hotels, offers, products and reviews; SHOP_NOW moves "today".
 * Refuses to touch a database that already holds a catalogue unless --force is given: then its tables
 * are dropped and migrated again (in place, also for a SQLite file, so a running server is not left
 * holding a deleted file).
 */
import { existsSync, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { todayIn } from '../../app/server/clock.server';
import {
  createDatabase,
  type Db,
  engineOf,
  isSqliteUrl,
  sqliteFilePath,
} from '../../app/server/db/db.server';
import { dropSchema, migrateToLatest } from '../../app/server/db/migrate.server';
import { getEnv } from '../../app/server/env.server';
import { hasCatalogue, seedCatalogue } from './seed';
import { bumpCatalogueVersion } from '../../app/server/cache/catalogue-version.server';

const started = performance.now();
const force = process.argv.includes('--force');
const env = getEnv();
const url = env.DATABASE_URL;
const scale = env.SEED_SCALE;
const today = todayIn('Europe/Paris');

let db: Db | undefined;
try {
  if (isSqliteUrl(url)) {
    const file = sqliteFilePath(url);
    let full = false;
    if (existsSync(file)) {
      const probe = createDatabase(url);
      full = await hasCatalogue(probe);
      await probe.destroy();
      if (full && !force) {
        console.error(`${file} already holds a catalogue: run with --force to rebuild it.`);
        process.exit(1);
      }
    }
    // Rebuilt in place (tables dropped, not the file deleted): a running server keeps a valid handle.
    db = createDatabase(url);
    if (full) await dropSchema(db);
  } else {
    db = createDatabase(url);
    if (await hasCatalogue(db)) {
      if (!force) {
        console.error('The database already holds a catalogue: run with --force to rebuild it.');
        await db.destroy();
        process.exit(1);
      }
      await dropSchema(db);
    }
  }
  await migrateToLatest(db);
  console.log(`Seeding ${engineOf(db)} at scale ${scale}, today ${today}...`);
  const report = await seedCatalogue(db, { scale, today, log: (line) => console.log(line) });
  // A rebuilt catalogue is a write like any other: running servers drop what they cached.
  await bumpCatalogueVersion(db);
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nDone in ${seconds.toFixed(1)} s`);
  for (const [table, count] of Object.entries(report.counts))
    console.log(`  ${table.padEnd(30)} ${count.toLocaleString('en')}`);
  if (isSqliteUrl(url)) {
    const file = sqliteFilePath(url);
    const bytes = ['', '-wal'].reduce(
      (sum, s) => sum + (existsSync(file + s) ? statSync(file + s).size : 0),
      0,
    );
    console.log(`  SQLite file ${file}: ${(bytes / 1024 / 1024).toFixed(1)} MB`);
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await db?.destroy();
}
