import { describe, expect, it } from 'vitest';
import { cancellationPolicy, isCancellable } from './cancellation';

describe('cancellationPolicy', () => {
  it('is non-refundable for NCNR offers, with or without dates', () => {
    expect(cancellationPolicy({ type: 'NCNR', days: 0 }, undefined)).toEqual({ kind: 'ncnr' });
    expect(cancellationPolicy({ type: 'NCNR', days: 7 }, '2026-12-10')).toEqual({ kind: 'ncnr' });
  });
  it('asks for dates when there are none', () => {
    expect(cancellationPolicy({ type: 'FREE', days: 2 }, undefined)).toEqual({ kind: 'no-dates' });
  });
  it('puts the deadline the given days before check-in, across months', () => {
    expect(cancellationPolicy({ type: 'PARTIAL', days: 7 }, '2026-12-03')).toEqual({
      kind: 'deadline',
      cancellableUntil: '2026-11-26',
      checkin: '2026-12-03',
    });
  });
  it('is cancellable up to and including the deadline day', () => {
    const policy = cancellationPolicy({ type: 'FREE', days: 2 }, '2026-12-10');
    expect(isCancellable(policy, '2026-12-08')).toBe(true);
    expect(isCancellable(policy, '2026-12-09')).toBe(false);
  });
});
