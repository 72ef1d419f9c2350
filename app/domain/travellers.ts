/**
 * Who travels: adults 1 to 20 (2 by default), children and babies 0 to 10; a count out of range
 * means the default. An activity is for a party of 1 or 2.
 */

export const PAX_LIMITS = {
  adults: { min: 1, max: 20, default: 2 },
  children: { min: 0, max: 10, default: 0 },
  babies: { min: 0, max: 10, default: 0 },
} as const;

export type TravellerKind = keyof typeof PAX_LIMITS;

/** Activity-only products are priced for a party of 1 or 2. */
export const ACTIVITY_PARTY = { min: 1, max: 2 } as const;

/** The party an activity is priced for: the adults, brought within 1 to 2. */
export function activityParty(adults: number): number {
  return Math.min(Math.max(adults, ACTIVITY_PARTY.min), ACTIVITY_PARTY.max);
}
