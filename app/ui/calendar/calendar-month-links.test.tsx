// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CalendarMonthLinks, clampMonth, type CalendarMonthLinksProps } from './calendar-month-links';
import { renderWithI18n, testI18n } from './test-i18n';

const clock = { today: '2026-11-22', hour: 10 };

function month(props: Partial<CalendarMonthLinksProps> = {}) {
  return renderWithI18n(
    <CalendarMonthLinks
      month="2026-11"
      clock={clock}
      selection={{}}
      locale="en-GB"
      path="/fr-fr/stay/12/spa"
      query="a=2&c=1"
      {...props}
    />,
  );
}

const link = (day: number) =>
  screen.queryByRole('link', { name: new RegExp(`^\\w+,? ${day} (November|December) 2026,`) });
const query = (href: string | null) => Object.fromEntries(new URL(href!, 'http://x').searchParams);

describe('CalendarMonthLinks (no JavaScript)', () => {
  it('is a table of the month whose past days are not links', () => {
    month();
    const table = screen.getByRole('table', { name: 'November 2026' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    expect(link(21)).toBeNull();
    expect(within(table).getByText(/21 November 2026, not available/)).toBeTruthy();
    expect(link(22)).not.toBeNull();
  });

  it('first links set the check-in, keeping the other parameters and the month', () => {
    month();
    expect(query(link(22)!.getAttribute('href'))).toEqual({
      a: '2',
      c: '1',
      checkin: '2026-11-22',
      month: '2026-11',
    });
    expect(link(22)!.getAttribute('href')!.startsWith('/fr-fr/stay/12/spa?')).toBe(true);
  });

  it('with a check-in, later days link with the check-out and earlier days start again', () => {
    month({
      month: '2026-12',
      selection: { checkin: '2026-12-05' },
      query: 'a=2&checkin=2026-12-05&month=2026-12',
    });
    expect(query(link(7)!.getAttribute('href'))).toEqual({
      a: '2',
      checkin: '2026-12-05',
      checkout: '2026-12-07',
      month: '2026-12',
    });
    expect(query(link(3)!.getAttribute('href'))).toEqual({ a: '2', checkin: '2026-12-03', month: '2026-12' });
    // the check-in itself cannot be the check-out
    expect(link(5)).toBeNull();
    // without availability data, no check-out beyond 20 nights
    expect(link(25)).not.toBeNull();
    expect(link(26)).toBeNull();
  });

  it('with both dates chosen, a day starts a new selection and the chosen days are marked', () => {
    month({ month: '2026-12', selection: { checkin: '2026-12-05', checkout: '2026-12-07' } });
    expect(query(link(10)!.getAttribute('href'))).toEqual({
      a: '2',
      c: '1',
      checkin: '2026-12-10',
      month: '2026-12',
    });
    expect(link(5)!.getAttribute('aria-current')).toBe('date');
    expect(link(5)!.getAttribute('aria-label')).toMatch(/, check-in$/);
    expect(link(7)!.getAttribute('aria-label')).toMatch(/, check-out$/);
  });

  it('links to the previous and next months with month=yyyy-MM, never before this month nor past 12 months', () => {
    month();
    expect(screen.queryByRole('link', { name: 'Previous month' })).toBeNull();
    expect(query(screen.getByRole('link', { name: 'Next month' }).getAttribute('href'))).toEqual({
      a: '2',
      c: '1',
      month: '2026-12',
    });
  });

  it('clamps the month to the 12 months ahead', () => {
    expect(clampMonth('2026-01', clock)).toBe('2026-11');
    expect(clampMonth('2030-01', clock)).toBe('2027-10');
    expect(clampMonth('nonsense', clock)).toBe('2026-11');
    month({ month: '2027-10' });
    expect(screen.getByRole('table', { name: 'October 2027' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next month' })).toBeNull();
    expect(query(screen.getByRole('link', { name: 'Previous month' }).getAttribute('href')).month).toBe(
      '2027-09',
    );
  });

  it('shows prices and lets only available days be chosen when an availability map is given', () => {
    month({
      month: '2026-12',
      availability: {
        '2026-12-05': { price: '129 €', amount: 12900, minLos: 1, promo: 20, bestPriceOfTheMonth: true },
      },
    });
    expect(link(5)!.getAttribute('aria-label')).toMatch(
      /5 December 2026, 129 €, available, 20% off, best price of the month$/,
    );
    expect(within(link(5)!).getByText('129 €')).toBeTruthy();
    expect(link(6)).toBeNull();
  });

  it('renders on the server (plain links in the HTML)', () => {
    const html = renderToString(
      <I18nextProvider i18n={testI18n}>
        <CalendarMonthLinks month="2026-11" clock={clock} selection={{}} locale="en-GB" path="/p" />
      </I18nextProvider>,
    );
    expect(html).toContain('href="/p?checkin=2026-11-30&amp;month=2026-11"');
    expect(html).not.toContain('role="grid"');
  });
});
