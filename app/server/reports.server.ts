import type { Db } from './db/db.server';
import { now } from './clock.server';

/** Stores a missing address reported by the not-found page (cut to 500 characters). */
export async function recordNotFound(db: Db, uri: string, locale: string): Promise<void> {
  await db
    .insertInto('not_found_reports')
    .values({ uri: uri.slice(0, 500), locale, created_at: now().toISOString() })
    .execute();
}
