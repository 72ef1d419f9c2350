import { describe, expect, it } from 'vitest';
import { formatScore, halfStars, scoreLabel, subScoreBarPercent } from './score';

describe('scoreLabel', () => {
  it('names every band when all labels are wanted', () => {
    expect(scoreLabel(6.9, true)).toBeNull();
    expect(scoreLabel(7, true)).toBe('good');
    expect(scoreLabel(7.9, true)).toBe('good');
    expect(scoreLabel(8, true)).toBe('veryGood');
    expect(scoreLabel(8.5, true)).toBe('excellent');
    expect(scoreLabel(9, true)).toBe('fantastic');
    expect(scoreLabel(9.4, true)).toBe('fantastic');
    expect(scoreLabel(9.5, true)).toBe('perfect');
    expect(scoreLabel(10, true)).toBe('perfect');
  });

  it('shows labels only from 9 otherwise, and none without a score', () => {
    expect(scoreLabel(8.9)).toBeNull();
    expect(scoreLabel(9)).toBe('fantastic');
    expect(scoreLabel(9.6)).toBe('perfect');
    expect(scoreLabel(null)).toBeNull();
    expect(scoreLabel(Number.NaN, true)).toBeNull();
  });
});

describe('formatScore', () => {
  it('writes one decimal with the market’s decimal comma', () => {
    expect(formatScore(8.4, 'fr-FR')).toBe('8,4');
    expect(formatScore(9, 'nl-BE')).toBe('9,0');
    expect(formatScore(7.25, 'it-IT')).toMatch(/^7,[23]$/);
    expect(formatScore(8.4, 'en-GB')).toBe('8.4');
  });
});

describe('halfStars', () => {
  it('rounds to the nearest half within 0-5', () => {
    expect(halfStars(4.2)).toBe(4);
    expect(halfStars(4.25)).toBe(4.5);
    expect(halfStars(4.74)).toBe(4.5);
    expect(halfStars(4.8)).toBe(5);
    expect(halfStars(7)).toBe(5);
    expect(halfStars(-1)).toBe(0);
  });
});

describe('subScoreBarPercent', () => {
  it('is the score times 10, bounded', () => {
    expect(subScoreBarPercent(8.4)).toBe(84);
    expect(subScoreBarPercent(10)).toBe(100);
    expect(subScoreBarPercent(12)).toBe(100);
    expect(subScoreBarPercent(0)).toBe(0);
  });
});
