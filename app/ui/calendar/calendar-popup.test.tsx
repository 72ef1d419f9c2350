// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityMap, Selection } from '~/domain/calendar/selection';
import { CalendarPopup, type CalendarPopupProps } from './calendar-popup';
import { renderWithI18n } from './test-i18n';

const clock = { today: '2026-11-22', hour: 10 };

function Harness(
  props: Partial<CalendarPopupProps> & { initial?: Selection; onChangeSpy?: (s: Selection) => void },
) {
  const [selection, setSelection] = useState<Selection>(props.initial ?? {});
  const [open, setOpen] = useState(true);
  return (
    <>
      <div data-testid="selection">{`${selection.checkin ?? ''}|${selection.checkout ?? ''}`}</div>
      {open ? (
        <CalendarPopup
          clock={clock}
          locale="en-GB"
          mobile={false}
          focusSignal={1}
          {...props}
          selection={selection}
          onChange={(s) => {
            props.onChangeSpy?.(s);
            setSelection(s);
          }}
          onClose={(reason) => {
            props.onClose?.(reason);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

const selection = () => screen.getByTestId('selection').textContent;
const focusedDay = () => (document.activeElement as HTMLElement | null)?.getAttribute('data-day');
const key = (k: string) => fireEvent.keyDown(document.activeElement!, { key: k });
/** The full date as Intl writes it in this runtime ('Saturday 21 November 2026'; some ICU versions add a comma). */
const long = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
const cell = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`)!;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CalendarPopup (desktop)', () => {
  it('shows two month grids with previous disabled on the current month', () => {
    renderWithI18n(<Harness />);
    const grids = screen.getAllByRole('grid');
    expect(
      grids.map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['November 2026', 'December 2026']);
    expect(screen.getByRole('button', { name: 'Previous month' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Next month' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('marks past days aria-disabled and names every day with its full date and status', () => {
    renderWithI18n(<Harness />);
    expect(cell('2026-11-21').getAttribute('aria-disabled')).toBe('true');
    expect(long('2026-11-21')).toMatch(/^Saturday,? 21 November 2026$/);
    expect(cell('2026-11-21').getAttribute('aria-label')).toBe(`${long('2026-11-21')}, not available`);
    expect(cell('2026-11-22').getAttribute('aria-disabled')).toBeNull();
    expect(cell('2026-11-22').getAttribute('aria-label')).toBe(`${long('2026-11-22')}, available`);
    // clicking a disabled day does nothing
    fireEvent.click(cell('2026-11-20'));
    expect(selection()).toBe('|');
  });

  it('after 20:00 today is no longer selectable', () => {
    renderWithI18n(<Harness clock={{ today: '2026-11-22', hour: 20 }} />);
    expect(cell('2026-11-22').getAttribute('aria-disabled')).toBe('true');
    expect(focusedDay()).toBe('2026-11-23');
  });

  it('moves focus with the keyboard (roving tabindex) and chooses with Enter', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithI18n(<Harness onClose={onClose} />);
    expect(focusedDay()).toBe('2026-11-22');
    expect(document.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
    key('ArrowRight');
    expect(focusedDay()).toBe('2026-11-23');
    key('ArrowDown');
    expect(focusedDay()).toBe('2026-11-30');
    key('ArrowLeft');
    expect(focusedDay()).toBe('2026-11-29');
    key('Home'); // Monday of that week
    expect(focusedDay()).toBe('2026-11-23');
    key('End'); // Sunday
    expect(focusedDay()).toBe('2026-11-29');
    key('ArrowUp');
    expect(focusedDay()).toBe('2026-11-22');
    key('PageDown');
    expect(focusedDay()).toBe('2026-12-22');
    expect(document.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
    key('Enter');
    expect(selection()).toBe('2026-12-22|');
    key('ArrowRight');
    key('ArrowRight');
    key(' ');
    expect(selection()).toBe('2026-12-22|2026-12-24');
    expect(cell('2026-12-22').getAttribute('aria-selected')).toBe('true');
    expect(cell('2026-12-23').getAttribute('aria-selected')).toBe('false');
    // desktop closes 1000 ms after the check-out
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledWith('done');
  });

  it('pages the two months when focus leaves them, never before the current month nor past 12 months', () => {
    renderWithI18n(<Harness />);
    key('PageUp'); // stays in the current month
    expect(focusedDay()).toBe('2026-11-01');
    for (let i = 0; i < 11; i++) key('PageDown');
    expect(focusedDay()).toBe('2027-10-01');
    key('PageDown'); // the last month is the 12th
    key('ArrowDown');
    expect(focusedDay()).toBe('2027-10-31');
    const titles = screen
      .getAllByRole('grid')
      .map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent);
    expect(titles).toEqual(['September 2027', 'October 2027']);
    expect(screen.getByRole('button', { name: 'Next month' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(
      screen
        .getAllByRole('grid')
        .map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['August 2027', 'September 2027']);
  });

  it('Escape without a check-out restores the dates of the address and closes', () => {
    const onClose = vi.fn();
    renderWithI18n(
      <Harness
        initial={{ checkin: '2026-12-05', checkout: '2026-12-07' }}
        addressSelection={{ checkin: '2026-12-05', checkout: '2026-12-07' }}
        onClose={onClose}
      />,
    );
    expect(focusedDay()).toBe('2026-12-05');
    key('ArrowRight');
    key('ArrowRight');
    key('ArrowRight');
    key('Enter'); // a new check-in, no check-out yet
    expect(selection()).toBe('2026-12-08|');
    key('Escape');
    expect(onClose).toHaveBeenCalledWith('dismiss');
    expect(selection()).toBe('2026-12-05|2026-12-07');
  });

  it('Clear empties the selection; Validate is disabled until both dates are chosen', () => {
    const onClose = vi.fn();
    renderWithI18n(<Harness initial={{ checkin: '2026-12-05', checkout: '2026-12-07' }} onClose={onClose} />);
    const validate = screen.getByRole('button', { name: 'Validate' }) as HTMLButtonElement;
    expect(validate.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(selection()).toBe('|');
    expect(validate.disabled).toBe(true);
    fireEvent.click(cell('2026-12-10'));
    fireEvent.click(cell('2026-12-12'));
    expect(validate.disabled).toBe(false);
    fireEvent.click(validate);
    expect(onClose).toHaveBeenCalledWith('done');
  });

  it('without availability data a check-out more than 20 days after the check-in cannot be chosen', () => {
    renderWithI18n(<Harness initial={{ checkin: '2026-12-05' }} />);
    expect(cell('2026-12-25').getAttribute('aria-disabled')).toBeNull();
    expect(cell('2026-12-26').getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-12-05').getAttribute('aria-disabled')).toBe('true');
  });

  it('shows prices, the best price of the month, promos and minimum stays from an availability map', () => {
    const availability: AvailabilityMap = {
      '2026-12-05': { price: '129 €', amount: 12900, minLos: 1, promo: 0, bestPriceOfTheMonth: false },
      '2026-12-06': { price: '99 €', amount: 9900, minLos: 2, promo: 15, bestPriceOfTheMonth: true },
    };
    renderWithI18n(<Harness availability={availability} />);
    expect(cell('2026-12-05').getAttribute('aria-label')).toBe(`${long('2026-12-05')}, 129 €, available`);
    // its minimum stay (2) exceeds the stay being priced (1 night): shown as not available
    expect(cell('2026-12-06').getAttribute('aria-label')).toBe(
      `${long('2026-12-06')}, not available, Minimum stay: 2 nights`,
    );
    expect(cell('2026-12-07').getAttribute('aria-disabled')).toBe('true');
    expect(within(cell('2026-12-05')).getByText('129 €')).toBeTruthy();
  });

  it('loads the months of an offer and shows the loading overlay meanwhile', async () => {
    let resolve!: (value: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithI18n(<Harness offer={{ offerId: 7, locale: 'fr_FR', nights: 2 }} />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://x');
    expect(url.pathname).toBe('/api/weekend/7/packageCheckinPrices.json');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      locale: 'fr_FR',
      month: '2026-11',
      length: '2',
      nights: '2',
    });
    expect(screen.getByRole('status').textContent).toBe('We are looking for the next availabilities...');
    await act(async () => {
      resolve(
        new Response(
          JSON.stringify({
            days: {
              '2026-12-05': { price: '129 €', amount: 12900, minLos: 1, promo: 0, bestPriceOfTheMonth: true },
            },
            nextMonth: '2027-01',
          }),
        ),
      );
    });
    expect(screen.getByRole('status').textContent).toBe('Choose your check-in date');
    expect(cell('2026-12-05').getAttribute('aria-label')).toBe(
      `${long('2026-12-05')}, 129 €, available, best price of the month`,
    );
    expect(cell('2026-12-04').getAttribute('aria-disabled')).toBe('true');
  });

  it('offers popular dates from the holidays and picks a range', () => {
    const onClose = vi.fn();
    renderWithI18n(<Harness popularDatesCountry="ES" onClose={onClose} />);
    const list = screen.getByRole('region', { name: 'Popular dates' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons[0].textContent).toContain('Next weekend'); // today is a Sunday: no "this weekend"
    const immaculate = within(list).getByRole('button', { name: /Immaculate Conception/ });
    fireEvent.click(immaculate);
    expect(selection()).toBe('2026-12-05|2026-12-08');
    expect(onClose).toHaveBeenCalledWith('done');
  });
});
