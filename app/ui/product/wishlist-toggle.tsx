/** What a visitor's wishlist keeps of a product (local storage until the account keeps it). */
export interface WishlistItem {
  kind: 'stay' | 'activity';
  id: number;
}

/** The heart button: shown after mount (it reads local storage); nothing without JavaScript. */
export function WishlistToggle(_props: { item: WishlistItem; label: string }) {
  return null;
}
