import { describe, expect, it } from 'vitest';
import { pageItems, paginate } from './pagination';

describe('pagination', () => {
  it('lists every page below 10 pages', () => {
    expect(pageItems(3, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('shortens the list from 10 pages', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 19, 20]);
    expect(pageItems(10, 20)).toEqual([1, 2, 'gap', 9, 10, 11, 'gap', 19, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20]);
  });

  it('says from - to of total', () => {
    expect(paginate(95, 2, 30)).toMatchObject({
      from: 31,
      to: 60,
      total: 95,
      pageCount: 4,
      previous: 1,
      next: 3,
    });
    expect(paginate(95, 4, 30)).toMatchObject({ from: 91, to: 95, next: undefined });
    expect(paginate(0, 1, 30)).toMatchObject({ from: 0, to: 0, pageCount: 1 });
    expect(paginate(10, 7, 30).page).toBe(1);
  });
});
