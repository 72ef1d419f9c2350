/**
 * Writes to stock. Each one runs in a transaction that also bumps the catalogue version, so every
 * cached search of every process stops showing the old stock at its next request (ADR 017).
 */
import type { Db } from './db/db.server';
import { bumpCatalogueVersion } from './cache/catalogue-version.server';

/** Sets the rooms left of an offer on the given nights (0 closes them). */
export async function setRoomsLeft(
  db: Db,
  offerId: number,
  days: string[],
  roomsLeft: number,
): Promise<void> {
  if (days.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('offer_days')
      .set({ rooms_left: Math.max(0, Math.trunc(roomsLeft)) })
      .where('offer_id', '=', offerId)
      .where('day', 'in', days)
      .execute();
    await bumpCatalogueVersion(trx);
  });
}
