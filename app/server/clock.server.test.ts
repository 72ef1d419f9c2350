import { afterEach, describe, expect, it } from 'vitest';
import { now, todayIn, wallClockIn } from './clock.server';

afterEach(() => {
  delete process.env.SHOP_NOW;
});

describe('clock', () => {
  it('is frozen by SHOP_NOW', () => {
    process.env.SHOP_NOW = '2026-11-22T10:00:00Z';
    expect(now().toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('gives today in the market time zone, not the server one', () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(todayIn('Europe/Paris', lateEvening)).toBe('2026-11-23');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-22');
    expect(wallClockIn('Europe/Madrid', new Date('2026-07-01T18:05:00Z'))).toEqual({
      isoDate: '2026-07-01',
      hour: 20,
      minute: 5,
    });
  });
});
