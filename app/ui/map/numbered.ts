import type { CardView } from '~/domain/search/card';

export type NumberedCard = CardView & { n: number };

/**
 * The page's cards as the map's list: one entry per hotel, numbered in the order of the cards
 * (the server numbers the static map's markers the same way). Kept apart from hotels.ts, which
 * only the lazily loaded map needs.
 */
export function numberedHotels(cards: readonly CardView[]): NumberedCard[] {
  const seen = new Set<number>();
  const out: NumberedCard[] = [];
  for (const card of cards) {
    if (seen.has(card.hotel.id)) continue;
    seen.add(card.hotel.id);
    out.push({ ...card, n: out.length + 1 });
  }
  return out;
}
