import { describe, expect, it } from 'vitest';
import {
  anchorRedirect,
  DESCRIPTION_TRUNCATION,
  descriptionParts,
  isDated,
  keptParams,
  parseHotelStay,
  parseId,
  parseInfoState,
  stayParams,
  withQuery,
} from './hotel-page';

const clock = { today: '2026-11-22', hour: 10 };
const parse = (query: string, c = clock) => parseHotelStay(new URLSearchParams(query), c);

describe('parseHotelStay', () => {
  it('reads dates and travellers, the nights from the dates', () => {
    expect(parse('checkin=2026-12-04&checkout=2026-12-06&a=3&c=1&b=1')).toEqual({
      checkin: '2026-12-04',
      checkout: '2026-12-06',
      nights: 2,
      adults: 3,
      children: 1,
      babies: 1,
    });
  });

  it('takes the nights when there is no check-out, and 1 night when neither is given', () => {
    expect(parse('checkin=2026-12-04&nights=3')).toMatchObject({ checkout: '2026-12-07', nights: 3 });
    expect(parse('checkin=2026-12-04')).toMatchObject({ checkout: '2026-12-05', nights: 1 });
    expect(parse('checkin=2026-12-04&checkout=2026-12-01&nights=2')).toMatchObject({ nights: 2 });
  });

  it('drops a check-in in the past, today after 20:00 and nonsense; travellers out of range are the defaults', () => {
    expect(parse('checkin=2026-11-21&checkout=2026-11-23')).toEqual({ adults: 2, children: 0, babies: 0 });
    expect(parse('checkin=2026-11-22', { today: '2026-11-22', hour: 20 }).checkin).toBeUndefined();
    expect(parse('checkin=2026-11-22', { today: '2026-11-22', hour: 19 }).checkin).toBe('2026-11-22');
    expect(parse('checkin=2027-11-22').checkin).toBe('2027-11-22');
    expect(parse('checkin=2027-11-23').checkin).toBeUndefined();
    expect(parse('checkin=2026-13-45&a=99&c=-1&b=x')).toEqual({ adults: 2, children: 0, babies: 0 });
  });

  it('caps the stay at 20 nights', () => {
    expect(parse('checkin=2026-12-01&checkout=2027-03-01').nights).toBe(20);
    expect(parse('checkin=2026-12-01&nights=99').nights).toBe(1);
  });
});

describe('stay parameters', () => {
  it('writes the dates when dated and only travellers that differ from the defaults', () => {
    const stay = parse('checkin=2026-12-04&checkout=2026-12-06&a=2&c=1');
    expect(isDated(stay)).toBe(true);
    expect(stayParams(stay).toString()).toBe('checkin=2026-12-04&checkout=2026-12-06&nights=2&c=1');
    expect(stayParams(stay, { withDates: false }).toString()).toBe('c=1');
    expect(isDated(parse('a=3'))).toBe(false);
  });

  it('keeps the stay of an address and none of its states', () => {
    const kept = keptParams(new URLSearchParams('checkin=2026-12-04&info=hours&offer=3&photo=2&a=3'));
    expect(kept.toString()).toBe('checkin=2026-12-04&a=3');
    expect(withQuery(kept, { info: 'hours' })).toBe('?checkin=2026-12-04&a=3&info=hours');
    expect(withQuery(new URLSearchParams())).toBe('');
  });
});

describe('URL states', () => {
  it('knows the four information modals and positive ids only', () => {
    expect(parseInfoState('getting-there')).toBe('getting-there');
    expect(parseInfoState('things-to-know')).toBe('things-to-know');
    expect(parseInfoState('nope')).toBeUndefined();
    expect(parseInfoState(null)).toBeUndefined();
    expect(parseId('12')).toBe(12);
    for (const bad of ['0', '-1', '1e3', '012', '1234567890', '', null, undefined])
      expect(parseId(bad)).toBeUndefined();
  });
});

describe('anchorRedirect', () => {
  it('turns anchor=products into the #products fragment, the rest of the query kept', () => {
    expect(anchorRedirect('/fr-fr/hotel/1/x', new URLSearchParams('a=3&anchor=products'))).toBe(
      '/fr-fr/hotel/1/x?a=3#products',
    );
    expect(anchorRedirect('/fr-fr/hotel/1/x', new URLSearchParams('anchor=products'))).toBe(
      '/fr-fr/hotel/1/x#products',
    );
    expect(anchorRedirect('/fr-fr/hotel/1/x', new URLSearchParams('a=3'))).toBeUndefined();
  });
});

describe('descriptionParts', () => {
  const long = 'word '.repeat(80).trim();

  it('cuts at 86 characters for phones and 250 for desktops, at a word', () => {
    const parts = descriptionParts(long);
    expect(parts.mobile.length).toBeLessThanOrEqual(DESCRIPTION_TRUNCATION.mobile);
    expect(parts.mobile.length + parts.desktop.length).toBeLessThanOrEqual(DESCRIPTION_TRUNCATION.desktop);
    expect(parts.mobile + parts.desktop + parts.rest).toBe(long);
    expect(parts.desktop.startsWith(' ')).toBe(true);
    expect(parts.rest.length).toBeGreaterThan(0);
  });

  it('leaves a short text whole', () => {
    expect(descriptionParts('A small hotel.')).toEqual({ mobile: 'A small hotel.', desktop: '', rest: '' });
  });
});
