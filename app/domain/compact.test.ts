import { describe, expect, it } from 'vitest';
import { withoutUndefined } from './compact';

describe('withoutUndefined', () => {
  it('drops undefined fields at any depth and keeps everything else', () => {
    const date = new Date(0);
    const out = withoutUndefined({
      a: 1,
      b: undefined,
      c: null,
      d: [{ e: undefined, f: 'x' }, 2, undefined],
      g: { h: { i: undefined, j: false } },
      date,
    });
    expect(out).toEqual({ a: 1, c: null, d: [{ f: 'x' }, 2, undefined], g: { h: { j: false } }, date });
    expect(Object.keys(out.d[0] as object)).toEqual(['f']);
    expect(out.date).toBe(date);
  });

  it('copies an object reached twice once', () => {
    const card = { id: 1, href: undefined };
    const out = withoutUndefined({ cards: [card], groups: [[card]] });
    expect(out.groups[0]![0]).toBe(out.cards[0]);
    expect(out.cards[0]).toEqual({ id: 1 });
  });
});
