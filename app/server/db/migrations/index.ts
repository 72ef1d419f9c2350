/**
 * Every migration, statically imported: no file-system scanning, so the list works in the Vite server
 * bundle and under tsx alike. Names sort in the order they run; never rename or edit a shipped one.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001-catalogue';

export const migrations: Record<string, Migration> = {
  '0001-catalogue': m0001,
};
