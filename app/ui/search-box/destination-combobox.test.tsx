// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../calendar/test-i18n';
import { RECENT_SEARCHES_KEY } from './recent-searches';
import { SearchBox } from './search-box';

const paris = {
  label: 'Paris',
  category: 'city',
  id: 234,
  latitude: 48.8566,
  longitude: 2.3522,
  value: '234',
  postalcode: '75001',
  context: 'Île-de-France',
};
const parisDepartment = { ...paris, category: 'department', id: 61, value: '61', postalcode: null };
const france = {
  label: 'France',
  category: 'country',
  id: 1,
  latitude: 46.6,
  longitude: 1.88,
  value: 'FR',
  postalcode: null,
  context: '',
};
const marseille = {
  label: 'Marseille',
  category: 'city',
  id: 294,
  latitude: 43.2965,
  longitude: 5.3698,
  value: '294',
  postalcode: '13001',
  context: 'Provence',
};

let fetchMock: ReturnType<typeof vi.fn>;

function respond(url: string): Promise<Response> {
  const { pathname, searchParams } = new URL(url, 'http://shop.test');
  if (pathname === '/api/recommendedAutocomplete.json')
    return Promise.resolve(Response.json([marseille, paris]));
  if (pathname === '/api/autocomplete-geonames.json') {
    const term = searchParams.get('term') ?? '';
    if (term === 'boom')
      return Promise.resolve(new Response('{}', { status: 500, statusText: 'Server Error' }));
    return Promise.resolve(
      Response.json([paris, parisDepartment, france].filter((s) => s.label.startsWith(term))),
    );
  }
  return Promise.reject(new Error(`unexpected ${url}`));
}

function box(values = {}) {
  return renderWithI18n(
    <SearchBox
      marketCode="fr-fr"
      flow="booking"
      flows={['booking', 'gifting', 'hotel']}
      hrefForFlow={() => '/fr-fr'}
      today="2026-11-22"
      themes={[]}
      market={{ locale: 'fr_FR', bcp47: 'fr-FR', country: 'FR', hasAutocomplete: true }}
      values={values}
    />,
  );
}

/** Focus the plain field: the combobox code loads and takes over with focus kept. */
async function focusDestination() {
  act(() => screen.getByLabelText('Destination').focus());
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Destination' }).getAttribute('aria-controls')).toBeTruthy(),
  );
  const input = screen.getByRole('combobox', { name: 'Destination' }) as HTMLInputElement;
  await waitFor(() => expect(document.activeElement).toBe(input));
  return input;
}

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn((url: string) => respond(url));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
});
afterEach(() => vi.unstubAllGlobals());

describe('destination combobox', () => {
  it('is a plain text field until it is used (no listbox yet)', () => {
    box();
    const input = screen.getByRole('combobox', { name: 'Destination' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('name')).toBe('q');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('picks a suggestion with ArrowDown and Enter: the hidden input carries the category id, q is not sent', async () => {
    const { container } = box();
    const input = await focusDestination();
    fireEvent.change(input, { target: { value: 'Par' } });
    const listbox = await screen.findByRole('listbox', { name: 'Destination suggestions' });
    // after the pause, the answer replaces the popular destinations
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['ParisCity · Île-de-France', 'ParisDepartment · Île-de-France']),
    );
    const [first] = within(listbox).getAllByRole('option');
    expect(first.textContent).toContain('Paris');
    expect(first.textContent).toContain('City');
    const term = fetchMock.mock.calls
      .map((c) => new URL(String(c[0]), 'http://x'))
      .find((u) => u.pathname === '/api/autocomplete-geonames.json')!;
    expect(Object.fromEntries(term.searchParams)).toEqual({ locale: 'fr_FR', term: 'Par', maxResults: '30' });

    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(false); // the Enter picks, it does not submit the form

    expect(input.value).toBe('Paris');
    expect(input.getAttribute('name')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"][name="city"]');
    expect(hidden?.value).toBe('234');
    const data = new FormData(screen.getByRole('search') as HTMLFormElement);
    expect(data.get('city')).toBe('234');
    expect(data.has('q')).toBe(false);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual([
      { id: 234, label: 'Paris', category: 'city', value: '234' },
    ]);
  });

  it('a country is sent by its code', async () => {
    const { container } = box();
    const input = await focusDestination();
    fireEvent.change(input, { target: { value: 'Fra' } });
    const option = await screen.findByRole('option', { name: /^France/ });
    fireEvent.mouseDown(option);
    fireEvent.click(option);
    expect(input.value).toBe('France');
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="country"]')?.value).toBe(
      'FR',
    );
  });

  it('focus clears the destination and shows recent searches first, then popular ones; Escape puts it back', async () => {
    localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify([{ id: 1, label: 'France', category: 'country', value: 'FR' }]),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: () => {} } });
    box({ q: 'Bruges' });
    const input = await focusDestination();
    expect(input.value).toBe('');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('group', { name: 'Popular destinations' })).toBeTruthy(),
    );
    const recent = within(listbox).getByRole('group', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('France')]);
    const names = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names[0]).toBe('Less than 2h');
    expect(names.slice(1).map((n) => n?.split(/(City|Country)/)[0])).toEqual([
      'France',
      'Marseille',
      'Paris',
    ]);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('Bruges');
    expect(input.getAttribute('name')).toBe('q');
  });

  it('typed text without a pick is sent as q', async () => {
    box();
    const input = await focusDestination();
    fireEvent.change(input, { target: { value: 'Somewhere else' } });
    fireEvent.blur(input);
    expect(input.value).toBe('Somewhere else');
    expect(input.getAttribute('name')).toBe('q');
  });

  it('logs autocomplete failures to the console and shows no message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    box();
    const input = await focusDestination();
    fireEvent.change(input, { target: { value: 'boom' } });
    await waitFor(() => expect(error).toHaveBeenCalledWith('autocomplete', expect.any(Error)));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.value).toBe('boom');
    error.mockRestore();
  });

  it("'Less than 2h' searches around the position and names the nearest city", async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 48.86123456, longitude: 2.3456789 } } as GeolocationPosition),
      },
    });
    const { container } = box();
    const input = await focusDestination();
    const nearby = await screen.findByRole('option', { name: 'Less than 2h' });
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1));
    fireEvent.click(nearby);
    await waitFor(() => expect(input.value).toBe('Less than 200km from Paris'));
    const value = (name: string) =>
      container.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;
    expect([value('lat'), value('lng'), value('distanceMax')]).toEqual(['48.86123', '2.34568', '200']);
    expect(input.getAttribute('name')).toBeNull();
  });
});
