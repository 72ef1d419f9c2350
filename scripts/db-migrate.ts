/** `npm run db:migrate`: brings DATABASE_URL (default file:data/shop.sqlite) to the latest schema. */
import { createDatabase, engineOf } from '../app/server/db/db.server';
import { migrateToLatest } from '../app/server/db/migrate.server';
import { getEnv } from '../app/server/env.server';

const url = getEnv().DATABASE_URL;
const db = createDatabase(url);
try {
  const ran = await migrateToLatest(db);
  console.log(
    ran.length
      ? `Migrated ${engineOf(db)} database: ${ran.join(', ')}`
      : `The ${engineOf(db)} database is up to date.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
