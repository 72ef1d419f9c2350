import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerptOf } from './activity-text';

describe('description excerpt', () => {
  it('keeps a short text whole', () => {
    expect(excerptOf('A short text.')).toEqual({
      head: 'A short text.',
      middle: '',
      longerThanDesktop: false,
      truncated: false,
    });
  });

  it('cuts at a word boundary at 86 characters for phones and 250 for wider screens', () => {
    const text = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const e = excerptOf(text);
    expect(e.truncated).toBe(true);
    expect(e.longerThanDesktop).toBe(true);
    expect(e.head.length).toBeLessThanOrEqual(EXCERPT_LENGTH.mobile);
    expect((e.head + e.middle).length).toBeLessThanOrEqual(EXCERPT_LENGTH.desktop);
    expect(text.startsWith(e.head + e.middle)).toBe(true);
    expect(text[(e.head + e.middle).length]).toBe(' ');
    expect(text[e.head.length]).toBe(' ');
  });

  it('shows a middle-length text whole on wider screens', () => {
    const text = 'x '.repeat(70).trim();
    const e = excerptOf(text);
    expect(e.truncated).toBe(true);
    expect(e.longerThanDesktop).toBe(false);
    expect(e.head + e.middle).toBe(text);
  });
});
