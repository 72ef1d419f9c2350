// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstSelectableDay } from '~/domain/calendar/selection';
import type { Flow } from '~/domain/flows';
import { renderWithI18n, testI18n } from '../calendar/test-i18n';
import { firstDateOf, SearchBox, type SearchBoxProps } from './search-box';

const themes = [
  { id: 26, name: 'Wellness' },
  { id: 23, name: 'Romantic' },
];

function props(flow: Flow, extra: Partial<SearchBoxProps> = {}): SearchBoxProps {
  return {
    marketCode: 'fr-be',
    flow,
    flows: ['booking', 'gifting', 'activity', 'hotel'],
    hrefForFlow: (f) => (f === 'booking' ? '/fr-be' : `/fr-be?flow=${f}`),
    today: '2026-11-22',
    themes,
    ...extra,
  };
}

/** The HTML a browser without JavaScript gets: the server render, never hydrated. */
function serverBox(flow: Flow, extra: Partial<SearchBoxProps> = {}) {
  const html = renderToString(
    <I18nextProvider i18n={testI18n}>{<SearchBox {...props(flow, extra)} />}</I18nextProvider>,
  );
  document.body.innerHTML = `<div id="server">${html}</div>`;
  return document.getElementById('server')!;
}

function clientBox(flow: Flow, extra: Partial<SearchBoxProps> = {}, wrap = (n: ReactNode) => n) {
  return renderWithI18n(wrap(<SearchBox {...props(flow, extra)} />));
}

const desktop = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width: 1024px') ? matches : false,
    media: query,
  }));

const onCleanup: (() => void)[] = [];
beforeEach(() => desktop(true));
afterEach(() => {
  onCleanup.splice(0).forEach((f) => f());
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('SearchBox without JavaScript (server HTML)', () => {
  it('is a GET form to the stay search with the booking header, dates from today and default travellers', () => {
    serverBox('booking');
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/fr-be/search');
    expect(
      screen.getByRole('heading', { name: 'Book the finest stays with activities included' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Destination').getAttribute('name')).toBe('q');
    expect(screen.getByLabelText('Destination').getAttribute('role')).toBeNull();
    expect(screen.getByLabelText('Check-in').getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('Check-in').getAttribute('min')).toBe('2026-11-22');
    expect(screen.getByLabelText('Check-out').getAttribute('min')).toBe('2026-11-23');
    expect((screen.getByLabelText(/^Adults/) as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText(/^Children/) as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText(/^Babies/) as HTMLInputElement).value).toBe('0');
    const options = within(screen.getByLabelText('Theme')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All themes', 'Wellness', 'Romantic']);
  });

  it('from 20:00 in the market the first date is tomorrow, as the calendar domain says', () => {
    serverBox('booking', { hour: 20 });
    expect(screen.getByLabelText('Check-in').getAttribute('min')).toBe('2026-11-23');
    for (let hour = 0; hour < 24; hour++) {
      expect(firstDateOf('2026-12-31', hour)).toBe(firstSelectableDay({ today: '2026-12-31', hour }));
    }
  });

  it('offers the flows as links and marks the current one', () => {
    serverBox('hotel');
    const nav = screen.getByRole('navigation');
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Hotels');
    expect(within(nav).getByRole('link', { name: 'Gifts' }).getAttribute('href')).toBe('/fr-be?flow=gifting');
    expect(screen.getByRole('search').getAttribute('action')).toBe('/fr-be/search/hotels');
  });

  it('links the activity flow without any criteria', () => {
    serverBox('booking', { hrefForFlow: (f) => `/fr-be/search?flow=${f}&q=Bruges&a=3` });
    expect(screen.getByRole('link', { name: 'Activities' }).getAttribute('href')).toBe(
      '/fr-be/search?flow=activity',
    );
  });

  it('sends the gifting flow to the stay search without dates', () => {
    const root = serverBox('gifting');
    expect(screen.getByRole('search').getAttribute('action')).toBe('/fr-be/search');
    expect((root.querySelector('input[type="hidden"][name="flow"]') as HTMLInputElement).value).toBe(
      'gifting',
    );
    expect(root.querySelector('input[type="date"]')).toBeNull();
  });

  it('prefills from values, clamped to the bounds', () => {
    serverBox('activity', { values: { q: 'Bruges', a: 9, theme: 23, checkin: '2026-12-05' } });
    expect(screen.getByRole('search').getAttribute('action')).toBe('/fr-be/search/activities');
    expect((screen.getByLabelText('Destination') as HTMLInputElement).value).toBe('Bruges');
    expect((screen.getByLabelText(/^Adults/) as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('Theme') as HTMLSelectElement).value).toBe('23');
    expect(screen.getByLabelText('Check-out').getAttribute('min')).toBe('2026-12-06');
  });

  it('sends a chosen place instead of the text', () => {
    const root = serverBox('booking', {
      values: { place: { category: 'city', value: '234', label: 'Paris' } },
    });
    expect((screen.getByLabelText('Destination') as HTMLInputElement).value).toBe('Paris');
    expect(screen.getByLabelText('Destination').getAttribute('name')).toBeNull();
    expect((root.querySelector('input[type="hidden"][name="city"]') as HTMLInputElement).value).toBe('234');
  });
});

describe('SearchBox with JavaScript', () => {
  const market = { locale: 'fr_BE', bcp47: 'en-GB', country: 'BE' as const, hasAutocomplete: false };

  it('replaces the date inputs by read-only triggers that fill hidden inputs', () => {
    const { container } = clientBox('booking', {
      market,
      values: { checkin: '2026-12-05', checkout: '2026-12-07' },
    });
    const checkin = screen.getByLabelText('Check-in') as HTMLInputElement;
    expect(checkin.readOnly).toBe(true);
    expect(checkin.getAttribute('aria-haspopup')).toBe('dialog');
    expect(checkin.value).toMatch(/5 Dec/);
    expect(container.querySelector('input[type="date"]')).toBeNull();
    expect((container.querySelector('input[type="hidden"][name="checkin"]') as HTMLInputElement).value).toBe(
      '2026-12-05',
    );
    expect((container.querySelector('input[type="hidden"][name="checkout"]') as HTMLInputElement).value).toBe(
      '2026-12-07',
    );
    expect(screen.getByRole('search').hasAttribute('data-enhanced')).toBe(true);
  });

  it('opens the calendar on focus, chooses dates with the keyboard and returns focus to the trigger', async () => {
    const { container } = clientBox('booking', { market });
    const checkin = screen.getByLabelText('Check-in');
    act(() => checkin.focus());
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
    expect(checkin.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(checkin); // focus stays in the field until a key moves it
    fireEvent.keyDown(checkin, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-day')).toBe('2026-11-22'));
    const key = (k: string) => fireEvent.keyDown(document.activeElement!, { key: k });
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowLeft'); // Saturday 5 December
    key('Enter');
    key('ArrowRight');
    key('ArrowRight');
    key('Enter');
    expect((container.querySelector('input[type="hidden"][name="checkin"]') as HTMLInputElement).value).toBe(
      '2026-12-05',
    );
    expect((container.querySelector('input[type="hidden"][name="checkout"]') as HTMLInputElement).value).toBe(
      '2026-12-07',
    );
    await waitFor(() => expect(dialog.isConnected).toBe(false), { timeout: 2000 });
    expect(document.activeElement).toBe(screen.getByLabelText('Check-out'));
    expect(screen.getByLabelText('Check-out').getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the calendar, restores the dates of the address and focuses the trigger', async () => {
    const { container } = clientBox('booking', {
      market,
      values: { checkin: '2026-12-05', checkout: '2026-12-07' },
    });
    const checkout = screen.getByLabelText('Check-out');
    fireEvent.click(checkout);
    fireEvent.keyDown(checkout, { key: 'Enter' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-day')).toBe('2026-12-05'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' }); // new check-in 6 December, no check-out
    expect((container.querySelector('input[type="hidden"][name="checkin"]') as HTMLInputElement).value).toBe(
      '2026-12-06',
    );
    expect(container.querySelector('input[type="hidden"][name="checkout"]')).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((container.querySelector('input[type="hidden"][name="checkin"]') as HTMLInputElement).value).toBe(
      '2026-12-05',
    );
    expect((container.querySelector('input[type="hidden"][name="checkout"]') as HTMLInputElement).value).toBe(
      '2026-12-07',
    );
    expect(document.activeElement).toBe(checkout);
  });

  it('sets travellers in a popover; Escape applies and closes; out-of-range steps are ignored', async () => {
    const { container } = clientBox('booking', { market });
    const trigger = screen.getByRole('button', { name: 'Travellers 2 adults' });
    fireEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Travellers' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const less = within(popover).getByRole('button', { name: 'Remove a child' });
    expect(less.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(less); // ignored: children 0-10
    fireEvent.click(within(popover).getByRole('button', { name: 'Add a child' }));
    fireEvent.click(within(popover).getByRole('button', { name: 'Add a baby' }));
    fireEvent.keyDown(within(popover).getByRole('button', { name: 'Add a baby' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(trigger.textContent).toBe('2 adults, 1 child, 1 baby');
    const value = (name: string) =>
      (container.querySelector(`input[name="${name}"]`) as HTMLInputElement).value;
    expect([value('a'), value('c'), value('b')]).toEqual(['2', '1', '1']);
  });

  it('with dates forced, submitting without dates opens the dates picker instead', async () => {
    let prevented: boolean | undefined;
    const onSubmit = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    onCleanup.push(() => document.removeEventListener('submit', onSubmit));
    clientBox('booking', { market, enforceSearchDates: 'datesForced' });
    fireEvent.submit(screen.getByRole('search'));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
    expect(within(dialog).getByText('Please choose your travel dates.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Search without dates' })).toBeNull();
    expect(prevented).toBe(true);
  });

  it('with dates suggested, the shopper can search without dates', async () => {
    let sentWithoutDates = false;
    clientBox('booking', { market, enforceSearchDates: 'datesSuggested' });
    const form = screen.getByRole('search') as HTMLFormElement;
    fireEvent.submit(form);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
    // listening on the document: after React's handler has had its say
    const onSubmit = (event: Event) => {
      sentWithoutDates = !event.defaultPrevented && !new FormData(form).has('checkin');
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    onCleanup.push(() => document.removeEventListener('submit', onSubmit));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search without dates' }));
    expect(sentWithoutDates).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not enforce dates in other flows', () => {
    clientBox('hotel', { market, enforceSearchDates: 'datesForced' });
    const form = screen.getByRole('search');
    let prevented: boolean | undefined;
    const onSubmit = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    onCleanup.push(() => document.removeEventListener('submit', onSubmit));
    fireEvent.submit(form);
    expect(prevented).toBe(false);
  });
});
