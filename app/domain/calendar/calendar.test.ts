import { describe, expect, it } from 'vitest';
import { addMonths, monthGrid } from './dates';
import { easterSunday, longWeekend, popularDates, publicHolidays } from './popular-dates';
import {
  canGoToNextMonth,
  canGoToPreviousMonth,
  clickDay,
  dayStatus,
  firstSelectableDay,
  flagBestPrices,
  initialMonth,
  isUnselectable,
  minimumStayHint,
  restoreOnClose,
  shouldAutoAdvance,
  type AvailabilityMap,
  type ClockReading,
} from './selection';

const morning: ClockReading = { today: '2026-11-22', hour: 10 };
const evening: ClockReading = { today: '2026-11-22', hour: 20 };
const day = (amount: number, minLos = 1) => ({
  price: `${amount / 100} €`,
  amount,
  minLos,
  promo: 0,
  bestPriceOfTheMonth: false,
});

describe('selectable days', () => {
  it('refuses the past, and today from 20:00 in the market time zone', () => {
    expect(isUnselectable('2026-11-21', { clock: morning, selection: {} })).toBe(true);
    expect(isUnselectable('2026-11-22', { clock: morning, selection: {} })).toBe(false);
    expect(isUnselectable('2026-11-22', { clock: evening, selection: {} })).toBe(true);
    expect(firstSelectableDay(evening)).toBe('2026-11-23');
  });

  it('refuses the check-in day itself as a check-out', () => {
    expect(isUnselectable('2026-12-05', { clock: morning, selection: { checkin: '2026-12-05' } })).toBe(true);
  });

  it('refuses days without availability when choosing a check-in or with both dates set', () => {
    const availability: AvailabilityMap = { '2026-12-05': day(20000) };
    expect(isUnselectable('2026-12-06', { clock: morning, selection: {}, availability })).toBe(true);
    expect(isUnselectable('2026-12-05', { clock: morning, selection: {}, availability })).toBe(false);
    const both = { checkin: '2026-12-05', checkout: '2026-12-07' };
    expect(isUnselectable('2026-12-06', { clock: morning, selection: both, availability })).toBe(true);
  });

  it('refuses a check-out more than 20 days after the check-in when there is no data', () => {
    const selection = { checkin: '2026-12-01' };
    expect(isUnselectable('2026-12-21', { clock: morning, selection })).toBe(false);
    expect(isUnselectable('2026-12-22', { clock: morning, selection })).toBe(true);
  });

  it('limits the check-out to the allowed nights and the possible nights', () => {
    const selection = { checkin: '2026-12-05' };
    expect(isUnselectable('2026-12-07', { clock: morning, selection, allowedNights: [1, 2] })).toBe(false);
    expect(isUnselectable('2026-12-08', { clock: morning, selection, allowedNights: [1, 2] })).toBe(true);
    expect(
      isUnselectable('2026-12-06', { clock: morning, selection, possibleNights: { start: 2, end: 3 } }),
    ).toBe(true);
    expect(
      isUnselectable('2026-12-08', { clock: morning, selection, possibleNights: { start: 2, end: 3 } }),
    ).toBe(false);
  });
});

describe('clicks', () => {
  it('sets the check-in, then the check-out and closes; an earlier date restarts', () => {
    const first = clickDay({}, '2026-12-05');
    expect(first).toEqual({ selection: { checkin: '2026-12-05' }, close: false });
    expect(clickDay(first.selection, '2026-12-07')).toEqual({
      selection: { checkin: '2026-12-05', checkout: '2026-12-07' },
      close: true,
    });
    expect(clickDay(first.selection, '2026-12-05')).toEqual({
      selection: { checkin: '2026-12-05' },
      close: false,
    });
    expect(clickDay(first.selection, '2026-12-01')).toEqual({
      selection: { checkin: '2026-12-01' },
      close: false,
    });
    expect(clickDay({ checkin: '2026-12-05', checkout: '2026-12-07' }, '2026-12-10').selection).toEqual({
      checkin: '2026-12-10',
    });
  });

  it('restores the address dates when closed without a check-out, the check-in only if still ahead', () => {
    expect(
      restoreOnClose({ checkin: '2026-12-10' }, { checkin: '2026-12-05', checkout: '2026-12-07' }, morning),
    ).toEqual({ checkin: '2026-12-05', checkout: '2026-12-07' });
    expect(
      restoreOnClose({ checkin: '2026-12-10' }, { checkin: '2026-11-20', checkout: '2026-11-21' }, morning),
    ).toEqual({});
    expect(restoreOnClose({ checkin: '2026-12-10' }, { checkin: '2026-11-22' }, evening)).toEqual({});
    expect(restoreOnClose({ checkin: '2026-12-10', checkout: '2026-12-11' }, {}, morning)).toEqual({
      checkin: '2026-12-10',
      checkout: '2026-12-11',
    });
  });
});

describe('day status', () => {
  const availability: AvailabilityMap = {
    '2026-12-05': day(20000, 2),
    '2026-12-06': day(18000),
    '2026-12-07': day(25000),
  };

  it('is not available without data or when the minimum stay is longer than the stay', () => {
    expect(dayStatus('2026-12-08', availability, 1)).toBe('notAvailable');
    expect(dayStatus('2026-12-05', availability, 1)).toBe('notAvailable');
    expect(dayStatus('2026-12-05', availability, 2)).toBe('included');
    expect(minimumStayHint('2026-12-05', availability)).toBe(2);
    expect(minimumStayHint('2026-12-06', availability)).toBeUndefined();
  });

  it('is included within the gift value and a supplement above it', () => {
    expect(dayStatus('2026-12-06', availability, 1, 20000)).toBe('included');
    expect(dayStatus('2026-12-07', availability, 1, 20000)).toBe('supplement');
  });

  it('flags the cheapest day of each month', () => {
    const flagged = flagBestPrices({
      '2026-12-05': day(20000),
      '2026-12-06': day(18000),
      '2027-01-02': day(30000),
    });
    expect(flagged['2026-12-06'].bestPriceOfTheMonth).toBe(true);
    expect(flagged['2026-12-05'].bestPriceOfTheMonth).toBe(false);
    expect(flagged['2027-01-02'].bestPriceOfTheMonth).toBe(true);
  });
});

describe('months', () => {
  it('never pages before the current month nor past a year', () => {
    expect(canGoToPreviousMonth('2026-11', morning)).toBe(false);
    expect(canGoToPreviousMonth('2026-12', morning)).toBe(true);
    // twelve months from November 2026: the two-month view can show up to October 2027
    expect(canGoToNextMonth('2027-08', morning)).toBe(true);
    expect(canGoToNextMonth('2027-09', morning)).toBe(false);
  });

  it('opens on the check-in month, or the first selectable day (next month after 20:00 on the last day)', () => {
    expect(initialMonth({ checkin: '2027-02-10' }, morning)).toBe('2027-02');
    expect(initialMonth({}, { today: '2026-11-30', hour: 21 })).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
  });

  it('advances when the check-in is the last day of the month or the next month is empty', () => {
    expect(shouldAutoAdvance('2026-11', { checkin: '2026-11-30' }, undefined)).toBe(true);
    expect(shouldAutoAdvance('2026-11', { checkin: '2026-11-29' }, undefined)).toBe(false);
    expect(shouldAutoAdvance('2026-11', {}, { '2026-11-28': day(1), '2027-01-09': day(1) })).toBe(true);
    expect(shouldAutoAdvance('2026-11', {}, { '2026-12-05': day(1) })).toBe(false);
  });

  it('lays a month out in Monday-first weeks', () => {
    const grid = monthGrid('2026-12');
    expect(grid[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(grid.flat().filter(Boolean)).toHaveLength(31);
  });
});

describe('popular dates', () => {
  it('computes Easter', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });

  it('knows each country’s holidays', () => {
    expect(publicHolidays('FR', 2027).map((h) => h.day)).toContain('2027-05-06'); // Ascension 2027
    expect(publicHolidays('ES', 2026).map((h) => h.day)).toContain('2026-12-08');
    expect(publicHolidays('BE', 2026).map((h) => h.day)).toContain('2026-07-21');
  });

  it('turns a holiday into a long weekend', () => {
    expect(longWeekend('2027-04-05')).toEqual({ checkin: '2027-04-03', checkout: '2027-04-05' }); // Easter Monday
    expect(longWeekend('2027-05-06')).toEqual({ checkin: '2027-05-06', checkout: '2027-05-09' }); // Thursday
    expect(longWeekend('2026-12-08')).toEqual({ checkin: '2026-12-05', checkout: '2026-12-08' }); // Tuesday
    expect(longWeekend('2026-11-11')).toBeUndefined(); // Wednesday
  });

  it('offers the current weekend (not on Sunday), next weekend and the coming long weekends', () => {
    const saturday = popularDates('ES', '2026-11-21');
    expect(saturday.slice(0, 2)).toEqual([
      { kind: 'currentWeekend', checkin: '2026-11-21', checkout: '2026-11-22' },
      { kind: 'nextWeekend', checkin: '2026-11-28', checkout: '2026-11-29' },
    ]);
    const sunday = popularDates('ES', '2026-11-22');
    expect(sunday[0]).toEqual({ kind: 'nextWeekend', checkin: '2026-11-28', checkout: '2026-11-29' });
    const holidays = sunday.filter((d) => d.kind === 'holiday');
    expect(holidays[0]).toEqual({
      kind: 'holiday',
      holiday: 'immaculateConception',
      checkin: '2026-12-05',
      checkout: '2026-12-08',
    });
    expect(holidays.length).toBeGreaterThan(1);
    expect(holidays.length).toBeLessThanOrEqual(6);
  });
});
