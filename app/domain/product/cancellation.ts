import { addDays } from '~/domain/calendar/dates';
/** How an offer may be cancelled (the catalogue's cancellation_type). */
export type CancellationType = 'FREE' | 'PARTIAL' | 'NCNR';

/**
 * A stay's cancellation policy for a check-in. An offer cancellable `cancellationDays` before
 * check-in may be modified without expense, or cancelled with a partial refund, until that deadline;
 * a non-refundable (NCNR) offer has no deadline. The shopper sees:
 * - 'Non-exchangeable and non-refundable' when there is no deadline,
 * - 'Add your travel dates...' without dates,
 * - the deadline text with its date otherwise.
 */
export type CancellationPolicy =
  | { kind: 'no-dates' }
  | { kind: 'ncnr' }
  | { kind: 'deadline'; cancellableUntil: string; checkin: string };

/** Partial refund until the deadline: this share of each night; nothing from check-in. */
export const PARTIAL_REFUND_PERCENT = 80;

export interface CancellationTerms {
  type: CancellationType;
  /** cancellable until this many days before check-in */
  days: number;
}

export function cancellationPolicy(
  terms: CancellationTerms,
  checkin: string | undefined,
): CancellationPolicy {
  if (terms.type === 'NCNR') return { kind: 'ncnr' };
  if (!checkin) return { kind: 'no-dates' };
  return { kind: 'deadline', cancellableUntil: addDays(checkin, -Math.max(0, terms.days)), checkin };
}

/** Whether the stay can still be cancelled on `today` (the deadline day included). */
export function isCancellable(policy: CancellationPolicy, today: string): boolean {
  return policy.kind === 'deadline' && today <= policy.cancellableUntil;
}
