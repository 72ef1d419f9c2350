/**
 * The message above the booking panel: the priority message 'Promo: Save {{discount}}% extra' (with
 * 🔥) when the offer has an automatic discount code and the flow is not gifting; otherwise the stress
 * messages of the offer, at most 2, in the cards' order (the search's `stressBadges`).
 */
import { stressBadges, type CardOfferInput, type StressBadge } from '../search/card';

export type StayMessages =
  | { kind: 'priority'; discountPercent: number }
  | { kind: 'stress'; badges: StressBadge[] }
  | { kind: 'none' };

export interface StayMessageInput {
  flow: 'booking' | 'gifting';
  autoDiscountCode: string | null;
  autoDiscountPercent: number | null;
  /** the offer as a card sees it (labels, expiry, rooms left for the chosen dates) */
  offer: CardOfferInput;
  dated: boolean;
  today: string;
}

export function stayMessages(input: StayMessageInput): StayMessages {
  if (input.flow !== 'gifting' && input.autoDiscountCode && (input.autoDiscountPercent ?? 0) > 0)
    return { kind: 'priority', discountPercent: input.autoDiscountPercent! };
  const badges = stressBadges(input.offer, input.dated, input.today);
  return badges.length > 0 ? { kind: 'stress', badges } : { kind: 'none' };
}
