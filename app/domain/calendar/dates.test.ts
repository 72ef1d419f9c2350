import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysInMonth,
  daysOfMonth,
  diffDays,
  formatIsoDate,
  formatIsoDateRange,
  isIsoDay,
  isIsoMonth,
  lastDayOf,
  monthOf,
  monthSpan,
  weekday,
} from './dates';

describe('calendar dates', () => {
  it('accepts only real yyyy-MM-dd days', () => {
    expect(isIsoDay('2026-12-05')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
    expect(isIsoDay('05/12/2026')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });

  it('accepts only real yyyy-MM months', () => {
    expect(isIsoMonth('2026-12')).toBe(true);
    expect(isIsoMonth('2026-00')).toBe(false);
    expect(isIsoMonth('2026-13')).toBe(false);
    expect(isIsoMonth('2026-1')).toBe(false);
    expect(isIsoMonth('2026-12-01')).toBe(false);
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    // Europe's clocks change on the last Sunday of March and of October.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('counts whole days between two days, either way', () => {
    expect(diffDays('2026-12-05', '2026-12-07')).toBe(2);
    expect(diffDays('2026-12-07', '2026-12-05')).toBe(-2);
    expect(diffDays('2026-03-28', '2026-03-30')).toBe(2);
    expect(diffDays('2026-10-24', '2026-10-26')).toBe(2);
    expect(diffDays('2026-01-01', '2027-01-01')).toBe(365);
    expect(diffDays('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('knows the weekday (0 = Sunday)', () => {
    expect(weekday('2026-12-05')).toBe(6);
    expect(weekday('2026-12-06')).toBe(0);
    expect(weekday('2024-01-01')).toBe(1);
  });

  it('steps through months and their lengths', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2100-02')).toBe(28);
    expect(lastDayOf('2026-04')).toBe('2026-04-30');
    expect(monthOf('2026-04-17')).toBe('2026-04');
    const december = daysOfMonth('2026-12');
    expect(december).toHaveLength(31);
    expect([december[0], december[30]]).toEqual(['2026-12-01', '2026-12-31']);
  });

  it('keeps years below 100 as they are (not 19xx)', () => {
    expect(addMonths('0050-12', 1)).toBe('0051-01');
    expect(addMonths('0099-06', 0)).toBe('0099-06');
    expect(addMonths('0001-01', -1)).toBe('0000-12');
    expect(addDays('0050-02-28', 1)).toBe('0050-03-01');
    expect(daysInMonth('0048-02')).toBe(29);
    expect(isIsoDay('0050-01-01')).toBe(true);
    expect(diffDays('0050-01-01', '0051-01-01')).toBe(365);
  });
});

describe('calendar dates, formatted', () => {
  it('never shifts a calendar date across time zones', () => {
    expect(formatIsoDate('2026-12-31', 'fr-FR', { day: 'numeric', month: 'long', year: 'numeric' })).toBe(
      '31 décembre 2026',
    );
  });

  it('formats two days as one range in the market language', () => {
    const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ').replace(/ ?– ?/g, '–');
    expect(plain(formatIsoDateRange('2026-12-12', '2026-12-14', 'fr-FR'))).toBe('12–14 déc.');
    expect(plain(formatIsoDateRange('2026-11-28', '2026-12-02', 'en-GB'))).toBe('28 Nov–2 Dec');
  });
});

describe('monthSpan', () => {
  it('counts both months, across a year', () => {
    expect(monthSpan('2026-11', '2026-11')).toBe(1);
    expect(monthSpan('2026-11', '2027-02')).toBe(4);
  });
});
