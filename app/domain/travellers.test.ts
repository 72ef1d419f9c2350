import { describe, expect, it } from 'vitest';
import { activityParty, PAX_LIMITS } from './travellers';

describe('travellers', () => {
  it('takes adults 1-20 (2 by default), children and babies 0-10 (none by default)', () => {
    expect(PAX_LIMITS).toEqual({
      adults: { min: 1, max: 20, default: 2 },
      children: { min: 0, max: 10, default: 0 },
      babies: { min: 0, max: 10, default: 0 },
    });
  });

  it('prices activities for a party of 1 or 2', () => {
    expect([activityParty(1), activityParty(2), activityParty(5), activityParty(0)]).toEqual([1, 2, 2, 1]);
  });
});
