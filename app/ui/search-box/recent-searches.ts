/**
 * Recent destination searches: kept in the browser's localStorage
 * under `recentSearches`, at most 3, most recent first, without duplicates.
 */
export const RECENT_SEARCHES_KEY = 'recentSearches';
export const MAX_RECENT_SEARCHES = 3;

export interface RecentSearch {
  id: number;
  label: string;
  category: string;
  /** what the search sends for it (`FR` for a country, else the id) */
  value?: string;
}

/**
 * The list after choosing `item`: it goes first, an earlier entry for the same place leaves. The
 * spec de-duplicates by id; ids are per category here (city 61 and department 61 are different
 * places), so an entry is the same place when both its id and its category match.
 */
export function addRecentSearch(list: readonly RecentSearch[], item: RecentSearch): RecentSearch[] {
  return [item, ...list.filter((r) => !(r.id === item.id && r.category === item.category))].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled
  }
}

/** What the storage holds, keeping only well-formed entries. */
export function readRecentSearches(store: KeyValueStorage | undefined = storage()): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (r): r is RecentSearch =>
          Boolean(r) &&
          typeof r.id === 'number' &&
          typeof r.label === 'string' &&
          typeof r.category === 'string',
      )
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

export function rememberRecentSearch(
  item: RecentSearch,
  store: KeyValueStorage | undefined = storage(),
): RecentSearch[] {
  const list = addRecentSearch(readRecentSearches(store), item);
  try {
    store?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // full or disabled storage: the list simply is not kept
  }
  return list;
}
