import { describe, expect, it } from 'vitest';
import { truncateAt } from './truncate';

describe('truncateAt', () => {
  it('keeps short text and cuts long text on a word with an ellipsis', () => {
    expect(truncateAt('short text', 86)).toBe('short text');
    const cut = truncateAt('word '.repeat(40), 86);
    expect(cut.length).toBeLessThanOrEqual(87);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
