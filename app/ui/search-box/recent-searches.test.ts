import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  readRecentSearches,
  rememberRecentSearch,
  RECENT_SEARCHES_KEY,
} from './recent-searches';

const paris = { id: 234, label: 'Paris', category: 'city', value: '234' };
const lyon = { id: 306, label: 'Lyon', category: 'city', value: '306' };
const nice = { id: 300, label: 'Nice', category: 'searesort', value: '300' };
const france = { id: 1, label: 'France', category: 'country', value: 'FR' };

function memory(initial?: string) {
  const data = new Map<string, string>(initial ? [[RECENT_SEARCHES_KEY, initial]] : []);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('recent searches', () => {
  it('keeps at most 3, most recent first, de-duplicated', () => {
    let list = addRecentSearch([], paris);
    list = addRecentSearch(list, lyon);
    list = addRecentSearch(list, nice);
    list = addRecentSearch(list, paris);
    expect(list.map((r) => r.label)).toEqual(['Paris', 'Nice', 'Lyon']);
    list = addRecentSearch(list, france);
    expect(list.map((r) => r.label)).toEqual(['France', 'Paris', 'Nice']);
  });

  it('treats the same id in another category as another place', () => {
    const department = { id: 234, label: 'Somewhere', category: 'department' };
    expect(addRecentSearch([paris], department)).toHaveLength(2);
  });

  it('reads and writes localStorage under recentSearches, ignoring malformed data', () => {
    const store = memory('not json');
    expect(readRecentSearches(store)).toEqual([]);
    rememberRecentSearch(paris, store);
    rememberRecentSearch(lyon, store);
    expect(JSON.parse(store.data.get(RECENT_SEARCHES_KEY)!)).toEqual([lyon, paris]);
    expect(readRecentSearches(memory('[{"id":"x"},{"id":1,"label":"France","category":"country"}]'))).toEqual(
      [{ id: 1, label: 'France', category: 'country' }],
    );
  });
});
