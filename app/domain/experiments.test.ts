import { describe, expect, it } from 'vitest';
import { EXPERIMENT_DEFAULTS, experimentVariation, shouldAskForDates } from './experiments';

describe('experiments', () => {
  it('defaults enforceSearchDates to off, and an override wins', () => {
    expect(EXPERIMENT_DEFAULTS.enforceSearchDates).toBe('off');
    expect(experimentVariation('enforceSearchDates')).toBe('off');
    expect(experimentVariation('enforceSearchDates', { enforceSearchDates: 'datesForced' })).toBe(
      'datesForced',
    );
  });

  it('asks for dates only in the booking flow without both dates, when forced or suggested and not dismissed', () => {
    const base = { flow: 'booking', dismissed: false };
    expect(shouldAskForDates('off', base)).toBe(false);
    expect(shouldAskForDates('datesForced', base)).toBe(true);
    expect(shouldAskForDates('datesForced', { ...base, checkin: '2026-12-05' })).toBe(true);
    expect(shouldAskForDates('datesForced', { ...base, checkin: '2026-12-05', checkout: '2026-12-06' })).toBe(
      false,
    );
    expect(shouldAskForDates('datesForced', { ...base, dismissed: true })).toBe(true);
    expect(shouldAskForDates('datesSuggested', base)).toBe(true);
    expect(shouldAskForDates('datesSuggested', { ...base, dismissed: true })).toBe(false);
    expect(shouldAskForDates('datesForced', { ...base, flow: 'hotel' })).toBe(false);
    expect(shouldAskForDates('datesForced', { ...base, flow: 'gifting' })).toBe(false);
  });
});
