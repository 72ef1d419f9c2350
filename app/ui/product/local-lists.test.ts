// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  isProductRef,
  pushNewest,
  readList,
  RECENTLY_VIEWED_MAX,
  toggleInList,
  WISHLIST_KEY,
  WISHLIST_MAX,
  writeList,
} from './local-lists';

beforeEach(() => localStorage.clear());

describe('readList', () => {
  it('reads what writeList wrote', () => {
    writeList(localStorage, WISHLIST_KEY, [{ kind: 'stay', id: 3 }]);
    expect(readList(localStorage, WISHLIST_KEY, isProductRef, WISHLIST_MAX)).toEqual([
      { kind: 'stay', id: 3 },
    ]);
  });

  it('ignores bad JSON, a foreign shape and foreign entries', () => {
    localStorage.setItem(WISHLIST_KEY, '{not json');
    expect(readList(localStorage, WISHLIST_KEY, isProductRef, WISHLIST_MAX)).toEqual([]);
    localStorage.setItem(WISHLIST_KEY, '{"kind":"stay","id":1}');
    expect(readList(localStorage, WISHLIST_KEY, isProductRef, WISHLIST_MAX)).toEqual([]);
    localStorage.setItem(
      WISHLIST_KEY,
      '[{"kind":"hotel","id":1},{"kind":"stay","id":"2"},{"kind":"activity","id":4},null]',
    );
    expect(readList(localStorage, WISHLIST_KEY, isProductRef, WISHLIST_MAX)).toEqual([
      { kind: 'activity', id: 4 },
    ]);
    expect(readList(undefined, WISHLIST_KEY, isProductRef, WISHLIST_MAX)).toEqual([]);
  });

  it('keeps at most `max` entries of a long stored list', () => {
    const long = Array.from({ length: 30 }, (_, id) => ({ kind: 'stay', id }));
    localStorage.setItem(WISHLIST_KEY, JSON.stringify(long));
    expect(readList(localStorage, WISHLIST_KEY, isProductRef, 12)).toHaveLength(12);
  });
});

describe('pushNewest and toggleInList', () => {
  it('puts the newest first without duplicates, capped', () => {
    let list: { kind: 'stay' | 'activity'; id: number }[] = [];
    for (let id = 1; id <= 15; id++) list = pushNewest(list, { kind: 'stay', id }, RECENTLY_VIEWED_MAX);
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]).toEqual({ kind: 'stay', id: 15 });
    expect(list.at(-1)).toEqual({ kind: 'stay', id: 4 });
    list = pushNewest(list, { kind: 'stay', id: 10 }, RECENTLY_VIEWED_MAX);
    expect(list[0].id).toBe(10);
    expect(list.filter((e) => e.id === 10)).toHaveLength(1);
    expect(pushNewest(list, { kind: 'activity', id: 10 }, RECENTLY_VIEWED_MAX)[1]).toEqual({
      kind: 'stay',
      id: 10,
    });
  });

  it('adds then removes an item', () => {
    const added = toggleInList([{ kind: 'stay', id: 1 }], { kind: 'activity', id: 1 });
    expect(added).toEqual([
      { kind: 'activity', id: 1 },
      { kind: 'stay', id: 1 },
    ]);
    expect(toggleInList(added, { kind: 'activity', id: 1 })).toEqual([{ kind: 'stay', id: 1 }]);
    const full = Array.from({ length: WISHLIST_MAX }, (_, id) => ({ kind: 'stay' as const, id }));
    expect(toggleInList(full, { kind: 'stay', id: 999 })).toHaveLength(WISHLIST_MAX);
  });
});
