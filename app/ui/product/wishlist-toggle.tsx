import { useTranslation } from 'react-i18next';
import {
  isProductRef,
  sameProduct,
  toggleInList,
  useLocalList,
  WISHLIST_KEY,
  WISHLIST_MAX,
} from './local-lists';
import * as css from './wishlist-toggle.css';

/** What a visitor's wishlist keeps of a product (local storage until the account keeps it). */
export interface WishlistItem {
  kind: 'stay' | 'activity';
  id: number;
}

/**
 * The heart button: shown after mount (it reads local storage); nothing without JavaScript.
 * `label` is the product's name: the button reads 'Save {label} in my wishlist', pressed when it is.
 */
export function WishlistToggle({ item, label }: { item: WishlistItem; label: string }) {
  const { t } = useTranslation('reviews');
  const [list, update] = useLocalList(WISHLIST_KEY, isProductRef, WISHLIST_MAX);
  if (list === null) return null;
  const saved = list.some((entry) => sameProduct(entry, item));
  return (
    <button
      type="button"
      className={css.button}
      aria-pressed={saved}
      aria-label={t('wishlist.toggle', { label })}
      onClick={() => update((current) => toggleInList(current, item))}
    >
      {/* Drawn here rather than in the sprite: it only ever exists in the browser, after mount. */}
      <svg className={css.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
