/**
 * The hotel page's address: the stay asked for (checkin, checkout, nights, a, c, b) and its URL
 * states (`?offer=` the offer detail, `?info=` an information modal, `?choose=dates` the calendar
 * asking for dates). Bad values are dropped, never an error: the page shows without them.
 */
import { addDays, diffDays, isIsoDay, type IsoDay } from '~/domain/calendar/dates';
import { firstSelectableDay, type ClockReading } from '~/domain/calendar/selection';
import { parsePax } from '~/domain/search/criteria';
import { PAX_LIMITS } from '~/domain/travellers';

/** A stay on a product page lasts 1 night unless told otherwise, and at most this many. */
export const DEFAULT_NIGHTS = 1;
export const MAX_NIGHTS = 20;
/** Availability is published a year ahead: a later check-in is dropped. */
export const MAX_CHECKIN_DAYS_AHEAD = 365;

export interface HotelStay {
  checkin?: IsoDay;
  checkout?: IsoDay;
  nights?: number;
  adults: number;
  children: number;
  babies: number;
}

export const HOTEL_INFO_STATES = ['getting-there', 'hours', 'services', 'things-to-know'] as const;
export type HotelInfoState = (typeof HOTEL_INFO_STATES)[number];

/** The parameters a stay writes in an address, in this order. */
const STAY_PARAMS = ['checkin', 'checkout', 'nights', 'a', 'c', 'b'] as const;

function nightsParam(value: string | null): number | undefined {
  if (!value || !/^\d{1,2}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= MAX_NIGHTS ? n : undefined;
}

/**
 * The stay of the address. A check-in before the first selectable day (today, tomorrow from 20:00)
 * or more than a year ahead is dropped; the check-out comes from `checkout` when it is after the
 * check-in, else from `nights`, else the check-in lasts the default night.
 */
export function parseHotelStay(params: URLSearchParams, clock: ClockReading): HotelStay {
  const pax = parsePax(params);
  const stay: HotelStay = { adults: pax.adults, children: pax.children, babies: pax.babies };
  const checkin = params.get('checkin') ?? '';
  if (!isIsoDay(checkin) || checkin < firstSelectableDay(clock)) return stay;
  if (checkin > addDays(clock.today, MAX_CHECKIN_DAYS_AHEAD)) return stay;
  const checkout = params.get('checkout') ?? '';
  let nights =
    isIsoDay(checkout) && checkout > checkin
      ? diffDays(checkin, checkout)
      : nightsParam(params.get('nights'));
  nights = Math.min(nights ?? DEFAULT_NIGHTS, MAX_NIGHTS);
  return { ...stay, checkin, checkout: addDays(checkin, nights), nights };
}

/** Whether the stay has dates (prices for dates, the offer detail). */
export function isDated(
  stay: HotelStay,
): stay is HotelStay & { checkin: IsoDay; checkout: IsoDay; nights: number } {
  return Boolean(stay.checkin && stay.checkout && stay.nights);
}

/** The stay's parameters: dates when set, travellers when they differ from the defaults. */
export function stayParams(stay: HotelStay, { withDates = true } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (withDates && isDated(stay)) {
    params.set('checkin', stay.checkin);
    params.set('checkout', stay.checkout);
    params.set('nights', String(stay.nights));
  }
  if (stay.adults !== PAX_LIMITS.adults.default) params.set('a', String(stay.adults));
  if (stay.children) params.set('c', String(stay.children));
  if (stay.babies) params.set('b', String(stay.babies));
  return params;
}

/** `?query` of `params` with `extra` set (undefined deletes), or '' when empty. */
export function withQuery(params: URLSearchParams, extra: Record<string, string | undefined> = {}): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** The page's own parameters that a link keeps: the stay (as given) and nothing of its states. */
export function keptParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of STAY_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

export function parseInfoState(value: string | null): HotelInfoState | undefined {
  return HOTEL_INFO_STATES.find((state) => state === value);
}

/** A positive id of at most 9 digits, or undefined. */
export function parseId(value: string | null | undefined): number | undefined {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

/**
 * `anchor=products` (links written for the page's offers) as the address of the same page without
 * it and with the `#products` fragment, which scrolls without JavaScript; undefined when absent.
 */
export function anchorRedirect(path: string, params: URLSearchParams): string | undefined {
  if (params.get('anchor') !== 'products') return undefined;
  const rest = new URLSearchParams(params);
  rest.delete('anchor');
  return `${path}${withQuery(rest)}#products`;
}

/** The hotel page's canonical path (the slug is the catalogue's). */
export function hotelPath(marketCode: string, hotelId: number, slug: string): string {
  return `/${marketCode}/hotel/${hotelId}/${slug}`;
}

/** Descriptions truncate at these lengths with 'See more' / 'See less'. */
export const DESCRIPTION_TRUNCATION = { mobile: 86, desktop: 250 } as const;

/** Where a word ends at or before `max` (or `max` when a word runs over half of it). */
function cutAt(text: string, max: number): number {
  if (text.length <= max) return text.length;
  const space = text.lastIndexOf(' ', max);
  return space > max / 2 ? space : max;
}

/**
 * A description in three parts for 'See more': what mobile shows closed (86 characters), what
 * desktop adds (up to 250), and the rest. Each cut falls at a word; parts may be empty.
 */
export function descriptionParts(text: string): { mobile: string; desktop: string; rest: string } {
  const mobileEnd = cutAt(text, DESCRIPTION_TRUNCATION.mobile);
  const desktopEnd = Math.max(mobileEnd, cutAt(text, DESCRIPTION_TRUNCATION.desktop));
  return {
    mobile: text.slice(0, mobileEnd),
    desktop: text.slice(mobileEnd, desktopEnd),
    rest: text.slice(desktopEnd),
  };
}
