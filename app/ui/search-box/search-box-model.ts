/**
 * What the search box knows without React: its values and their types, the travellers' bounds,
 * where each flow's form goes, the first date a stay can start, and how a date reads in a field.
 * The box, its fields and its lazily loaded parts all read it from here.
 */
import { addDays } from '~/domain/calendar/day';
import { firstSelectableDay } from '~/domain/calendar/first-day';
import { resultsPath } from '~/domain/flows';
import { isDesktop } from '~/ui/media';
import { ACTIVITY_PARTY, PAX_LIMITS as TRAVELLERS } from '~/domain/travellers';
import type { HolidayCountry } from '~/domain/calendar/popular-dates';
import type { Flow } from '~/domain/flows';

/** A place chosen from the suggestions: sent as `{category}={value}` (e.g. city=234, country=FR). */
export interface SearchBoxPlace {
  category: string;
  value: string;
  label: string;
}

/** A distance search around the shopper's position ('Less than 2h'). */
export interface SearchBoxAround {
  lat: number;
  lng: number;
  distanceMax: number;
}

export interface Destination {
  text: string;
  place?: SearchBoxPlace;
  around?: SearchBoxAround;
}

export interface SearchBoxValues {
  q?: string;
  /** a chosen place (sent instead of q) */
  place?: SearchBoxPlace;
  checkin?: string;
  checkout?: string;
  a?: number;
  c?: number;
  b?: number;
  theme?: number;
}

export interface SearchBoxTheme {
  id: number;
  name: string;
}

/** What the box needs to know about the market for its JavaScript enhancements. */
export interface SearchBoxMarket {
  /** the original's locale id for the JSON API, e.g. fr_FR */
  locale: string;
  /** BCP 47 for Intl, e.g. fr-FR */
  bcp47: string;
  country: HolidayCountry;
  /** destination autocomplete and popular dates (es_ES, fr_FR, fr_BE, nl_BE) */
  hasAutocomplete: boolean;
}

export type DateFieldName = 'checkin' | 'checkout';

/** The travellers' bounds by the names of their fields (a, c, b). */
export const PAX_LIMITS = { a: TRAVELLERS.adults, c: TRAVELLERS.children, b: TRAVELLERS.babies } as const;
export const ACTIVITY_MAX_ADULTS = ACTIVITY_PARTY.max;
/** The sticky summary shows once a mobile page scrolled this far. */
export const STICKY_AFTER_PX = 250;
export { addDays, isDesktop };

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The first day a stay can start (the calendar's rule). */
export function firstDateOf(today: string, hour: number): string {
  return firstSelectableDay({ today, hour });
}

/** 'sam. 5 déc.': the date shown in a date field. */
export function shortDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Where each flow's form goes and what it carries besides the fields. */
export function searchTarget(
  marketCode: string,
  flow: Flow,
): { action: string; hidden: Record<string, string> } {
  return { action: resultsPath(marketCode, flow), hidden: flow === 'gifting' ? { flow: 'gifting' } : {} };
}

/** Choosing the activity flow resets the criteria: its link keeps nothing but the flow. */
export function withoutCriteria(href: string): string {
  const [path, query = ''] = href.split('?');
  const flow = new URLSearchParams(query).get('flow');
  return flow ? `${path}?flow=${flow}` : path;
}
