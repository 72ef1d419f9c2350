import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('formats cents per market', () => {
    expect(formatMoney(12900, 'fr-FR').replace(/\s/g, ' ')).toBe('129 €');
    expect(formatMoney(12950, 'nl-NL').replace(/\s/g, ' ')).toBe('€ 129,50');
    expect(formatMoney(12950, 'es-ES').replace(/\s/g, ' ')).toBe('129,50 €');
  });
});
