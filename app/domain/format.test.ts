import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatMoney } from './format';

describe('formatMoney', () => {
  it('formats cents per market', () => {
    expect(formatMoney(12900, 'fr-FR').replace(/\s/g, ' ')).toBe('129 €');
    expect(formatMoney(12950, 'nl-NL').replace(/\s/g, ' ')).toBe('€ 129,50');
    expect(formatMoney(12950, 'es-ES').replace(/\s/g, ' ')).toBe('129,50 €');
  });
});

describe('formatIsoDate', () => {
  it('never shifts a calendar date across time zones', () => {
    expect(formatIsoDate('2026-12-31', 'fr-FR', { day: 'numeric', month: 'long', year: 'numeric' })).toBe(
      '31 décembre 2026',
    );
  });
});
