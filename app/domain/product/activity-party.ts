/**
 * The party an activity-only product is bought for, and what it costs: each product is priced for
 * a few party sizes (its price table). The page starts from the address's `a`, else the lowest
 * priced size; a size that is not priced falls back to the lowest; a change outside the table's
 * smallest to largest size is ignored.
 */
import { perPersonCents, promoPercent } from '../pricing';

/** Activity vouchers show a discount from 5 % (stays from 10 %). */
export const ACTIVITY_PROMO_THRESHOLD_PERCENT = 5;

export interface PartyPrice {
  partySize: number;
  sellCents: number;
  refCents: number;
}

/** The priced sizes, smallest first, without repeats. */
export function partySizes(prices: readonly PartyPrice[]): number[] {
  return [...new Set(prices.map((p) => p.partySize))].sort((a, b) => a - b);
}

/** The size the page starts from: `a` when it is an integer the table prices, else the lowest size. */
export function initialPartySize(
  raw: string | null | undefined,
  sizes: readonly number[],
): number | undefined {
  const lowest = sizes[0];
  if (raw === null || raw === undefined || !/^\d{1,3}$/.test(raw)) return lowest;
  const size = Number(raw);
  return sizes.includes(size) ? size : lowest;
}

/**
 * A change of the party: outside the smallest to largest priced size it is ignored (the current size
 * stays); inside the range but not priced, the party resets to the lowest size.
 */
export function changePartySize(current: number, next: number, sizes: readonly number[]): number {
  if (sizes.length === 0) return current;
  const min = sizes[0];
  const max = sizes[sizes.length - 1];
  if (!Number.isInteger(next) || next < min || next > max) return current;
  return sizes.includes(next) ? next : min;
}

export interface PartyPriceView {
  partySize: number;
  sellCents: number;
  refCents: number;
  /** the party's price divided by its size, rounded up to the cent */
  perPersonCents: number;
  /** 0 under the activity threshold */
  promo: number;
  /** what the reference price saves, never negative; 0 when it shows no promo */
  moneySavedCents: number;
}

/** What the price panel shows for one party size. */
export function partyPriceView(price: PartyPrice): PartyPriceView {
  const promo = promoPercent(price.sellCents, price.refCents, ACTIVITY_PROMO_THRESHOLD_PERCENT);
  return {
    partySize: price.partySize,
    sellCents: price.sellCents,
    refCents: price.refCents,
    perPersonCents: perPersonCents(price.sellCents, price.partySize),
    promo,
    moneySavedCents: promo > 0 ? Math.max(0, price.refCents - price.sellCents) : 0,
  };
}
