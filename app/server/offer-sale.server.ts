import { sql, type SqlBool } from 'kysely';
import type { IsoDay } from '~/domain/calendar/dates';

/**
 * An offer is on sale while it is published and its sales end (expires_on, inclusive) has not
 * passed: the SQL form of the domain's isOnSale, for every list that links to stay pages (hotel
 * rooms, other offers of a hotel, a box's stays, the product offers API, the sitemap), so none of
 * them links to a 'Too late!' page. `alias` is the offers table's alias in the query.
 */
export function offerOnSale(alias: string, today: IsoDay) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<SqlBool>`(${column('published')} = 1 and (${column('expires_on')} is null or ${column('expires_on')} >= ${today}))`;
}
