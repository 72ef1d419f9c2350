import { useCallback, useEffect, useState } from 'react';

/**
 * The visitor's wishlist and recently viewed products, kept in the browser's local storage until an
 * account keeps them. Each list is bounded; what cannot be read (bad JSON, a foreign shape, storage
 * refused in private browsing) counts as an empty list and is never an error.
 */

export const WISHLIST_KEY = 'shop.wishlist';
export const RECENTLY_VIEWED_KEY = 'shop.recentlyViewed';
/** Entries kept: the newest first, the oldest dropped. */
export const WISHLIST_MAX = 100;
export const RECENTLY_VIEWED_MAX = 12;

/** The window event that tells the other components of the page that a list changed. */
export const LOCAL_LIST_EVENT = 'shop:local-list';

export interface ProductRef {
  kind: 'stay' | 'activity';
  id: number;
}

export const isProductRef = (value: unknown): value is ProductRef =>
  typeof value === 'object' &&
  value !== null &&
  ((value as ProductRef).kind === 'stay' || (value as ProductRef).kind === 'activity') &&
  Number.isSafeInteger((value as ProductRef).id);

export const sameProduct = (a: ProductRef, b: ProductRef) => a.kind === b.kind && a.id === b.id;

/** A list from storage: the entries that pass `isItem`, at most `max`; [] when unreadable. */
export function readList<T>(
  storage: Storage | undefined,
  key: string,
  isItem: (value: unknown) => value is T,
  max: number,
): T[] {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, max) : [];
  } catch {
    return [];
  }
}

/** Writes a list (quota or private mode failures are ignored: the list is a comfort) and tells the page. */
export function writeList<T>(storage: Storage | undefined, key: string, items: readonly T[]): void {
  try {
    storage?.setItem(key, JSON.stringify(items));
  } catch {
    return;
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(LOCAL_LIST_EVENT, { detail: key }));
}

/** `item` first, without an earlier copy of the same product, at most `max` entries. */
export function pushNewest<T extends ProductRef>(list: readonly T[], item: T, max: number): T[] {
  return [item, ...list.filter((entry) => !sameProduct(entry, item))].slice(0, max);
}

/** The wishlist with `item` added (first) or, when it is there, removed. */
export function toggleInList(
  list: readonly ProductRef[],
  item: ProductRef,
  max = WISHLIST_MAX,
): ProductRef[] {
  return list.some((entry) => sameProduct(entry, item))
    ? list.filter((entry) => !sameProduct(entry, item))
    : pushNewest(list, { kind: item.kind, id: item.id }, max);
}

/** The page's local storage, or undefined on the server or when the browser refuses it. */
export function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A stored list as component state: null until mounted (the server and the first render know nothing
 * of the browser's storage), then the list, kept in step with other components and other tabs.
 */
export function useLocalList<T>(
  key: string,
  isItem: (value: unknown) => value is T,
  max: number,
): [T[] | null, (next: (list: T[]) => T[]) => void] {
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => {
    const load = () => setItems(readList(localStore(), key, isItem, max));
    load();
    const onStorage = (event: StorageEvent) => event.key === key && load();
    const onLocal = (event: Event) => (event as CustomEvent<string>).detail === key && load();
    window.addEventListener('storage', onStorage);
    window.addEventListener(LOCAL_LIST_EVENT, onLocal);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(LOCAL_LIST_EVENT, onLocal);
    };
  }, [key, isItem, max]);
  const update = useCallback(
    (next: (list: T[]) => T[]) => {
      // Read again before writing: another tab may have changed the list since.
      const list = next(readList(localStore(), key, isItem, max)).slice(0, max);
      writeList(localStore(), key, list);
      setItems(list);
    },
    [key, isItem, max],
  );
  return [items, update];
}
