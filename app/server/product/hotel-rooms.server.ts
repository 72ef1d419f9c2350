/** The rooms of a hotel and each room's published offers, in the market's language. */
import { offerOnSale } from '../offer-sale.server';
import type { CancellationType } from '~/domain/product/cancellation';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage, OfferKind } from '../db/schema';

export interface HotelRoomOffer {
  id: number;
  slug: string;
  kind: OfferKind;
  label: string;
  nights: number;
  fromCents: number;
  fromRefCents: number;
  cancellation: { type: CancellationType; days: number };
  program: string[];
}

export interface HotelRoom {
  id: number;
  label: string;
  bedding: string;
  description: string;
  sizeM2: number;
  capacity: number;
  offers: HotelRoomOffer[];
}

/** Rooms with at least one offer on sale, cheapest offer first; the offers of a room cheapest first. */
export async function loadHotelRooms(
  db: Db,
  hotelId: number,
  language: CatalogueLanguage,
  today: string,
): Promise<HotelRoom[]> {
  const offers = await db
    .selectFrom('offers as o')
    .innerJoin('offer_translations as t', (j) =>
      j.onRef('t.offer_id', '=', 'o.id').on('t.language', '=', language),
    )
    .select([
      'o.id',
      'o.slug',
      'o.kind',
      'o.room_id',
      'o.nights',
      'o.from_price_cents',
      'o.from_ref_price_cents',
      'o.cancellation_type',
      'o.cancellation_days',
      't.label',
    ])
    .where('o.hotel_id', '=', hotelId)
    .where(offerOnSale('o', today))
    .where('o.from_price_cents', '>', 0)
    .orderBy('o.from_price_cents')
    .orderBy('o.id')
    .execute();
  if (offers.length === 0) return [];
  const offerIds = offers.map((o) => o.id);
  const roomIds = [...new Set(offers.map((o) => o.room_id))];
  const [rooms, lines] = await Promise.all([
    db
      .selectFrom('rooms as r')
      .innerJoin('room_translations as t', (j) =>
        j.onRef('t.room_id', '=', 'r.id').on('t.language', '=', language),
      )
      .select(['r.id', 'r.size_m2', 'r.capacity_total', 't.label', 't.bedding', 't.description'])
      .where('r.id', 'in', roomIds)
      .execute(),
    db
      .selectFrom('program_lines')
      .select(['offer_id', 'text'])
      .where('offer_id', 'in', offerIds)
      .where('language', '=', language)
      .orderBy('offer_id')
      .orderBy('position')
      .execute(),
  ]);
  const program = new Map<number, string[]>();
  for (const line of lines) program.set(line.offer_id, [...(program.get(line.offer_id) ?? []), line.text]);
  const byRoom = new Map(
    rooms.map((r) => [
      r.id,
      {
        id: r.id,
        label: r.label,
        bedding: r.bedding,
        description: r.description,
        sizeM2: r.size_m2,
        capacity: r.capacity_total,
        offers: [] as HotelRoomOffer[],
      },
    ]),
  );
  for (const o of offers) {
    byRoom.get(o.room_id)?.offers.push({
      id: o.id,
      slug: o.slug,
      kind: o.kind,
      label: o.label,
      nights: o.nights,
      fromCents: o.from_price_cents,
      fromRefCents: o.from_ref_price_cents,
      cancellation: { type: o.cancellation_type, days: o.cancellation_days },
      program: program.get(o.id) ?? [],
    });
  }
  // Rooms in the order of their cheapest offer (offers come cheapest first).
  const order = [...new Set(offers.map((o) => o.room_id))];
  return order.map((id) => byRoom.get(id)).filter((r): r is HotelRoom => Boolean(r && r.offers.length));
}
