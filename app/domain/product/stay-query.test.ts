import { describe, expect, it } from 'vitest';
import { parseStayQuery, stayQueryString } from './stay-query';

const TODAY = '2026-11-22';
const parse = (query: string) => parseStayQuery(new URLSearchParams(query), TODAY);

describe('parseStayQuery', () => {
  it('reads dates, nights and travellers', () => {
    const q = parse('checkin=2026-12-05&checkout=2026-12-07&a=3&c=1&b=1');
    expect(q).toMatchObject({ flow: 'booking', checkin: '2026-12-05', checkout: '2026-12-07', nights: 2 });
    expect(q.pax).toMatchObject({ adults: 3, children: 1, babies: 1 });
    expect(q.calendarOpen).toBe(false);
  });

  it('takes checkin with nights for the check-out', () => {
    expect(parse('checkin=2026-12-05&nights=3').checkout).toBe('2026-12-08');
  });

  it('drops past, malformed or too long stays and out-of-range travellers', () => {
    expect(parse('checkin=2026-11-01&checkout=2026-11-03').checkin).toBeUndefined();
    expect(parse('checkin=2026-12-05&checkout=2026-12-05').checkout).toBeUndefined();
    expect(parse('checkin=2026-12-05&checkout=2027-02-05').checkout).toBeUndefined();
    expect(parse('checkin=nope').checkin).toBeUndefined();
    expect(parse('a=99&c=-1').pax).toMatchObject({ adults: 2, children: 0 });
  });

  it('opens the calendar with dates=1 or a lone check-in, until both dates are chosen', () => {
    expect(parse('dates=1').calendarOpen).toBe(true);
    expect(parse('checkin=2026-12-05').calendarOpen).toBe(true);
    expect(parse('dates=1&checkin=2026-12-05&checkout=2026-12-07').calendarOpen).toBe(false);
  });

  it('keeps the gift parameters; gifts are undated and have no price info state', () => {
    const q = parse(
      'flow=gifting&checkin=2026-12-05&checkout=2026-12-07&giftNights=2&giftFormat=physical&giftAdult=2&bucket=3&sleeves=4&offerId=9&upsell=availability&priceInfo=1',
    );
    expect(q.flow).toBe('gifting');
    expect(q.checkin).toBeUndefined();
    expect(q.priceInfo).toBe(false);
    expect(q.gift).toEqual({
      giftNights: 2,
      giftFormat: 'physical',
      giftAdult: 2,
      bucket: 3,
      sleeves: 4,
      offerId: 9,
      upsell: 'availability',
    });
    expect(parse('giftFormat=paper&bucket=7').gift).toMatchObject({
      giftFormat: undefined,
      bucket: undefined,
    });
  });
});

describe('stayQueryString', () => {
  it('writes the criteria and gift parameters in one order, states only on demand', () => {
    const q = parse('b=1&checkout=2026-12-07&checkin=2026-12-05&a=3&priceInfo=1&giftNights=2');
    expect(stayQueryString(q)).toBe('?checkin=2026-12-05&checkout=2026-12-07&nights=2&a=3&b=1&giftNights=2');
    expect(stayQueryString(q, { priceInfo: true })).toContain('&priceInfo=1');
    expect(stayQueryString(q, { checkin: null, dates: true })).toBe('?a=3&b=1&giftNights=2&dates=1');
  });

  it('is empty for the default criteria', () => {
    expect(stayQueryString(parse(''))).toBe('');
  });
});
