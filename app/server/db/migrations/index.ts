/**
 * Every migration, statically imported: no file-system scanning, so the list works in the Vite server
 * bundle and under tsx alike. Names sort in the order they run; never rename or edit a shipped one.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001-catalogue';
import * as m0002 from './0002-catalogue-version';
import * as m0003 from './0003-not-found-daily-counts';

export const migrations: Record<string, Migration> = {
  '0001-catalogue': m0001,
  '0002-catalogue-version': m0002,
  '0003-not-found-daily-counts': m0003,
};

/** Every table the migrations create, in creation order (dropped in reverse by the seed's reset). */
export const SCHEMA_TABLES: readonly string[] = [...m0001.CATALOGUE_TABLES, ...m0002.TABLES];
