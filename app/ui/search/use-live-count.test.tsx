// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveCount } from './use-live-count';

function Probe(props: {
  apiLocale: string | null;
  onReady: (update: (form: HTMLFormElement) => void) => void;
}) {
  const [count, update] = useLiveCount(42, props.apiLocale);
  props.onReady(update);
  return <output data-testid="count">{count ?? 'unknown'}</output>;
}

function setup(apiLocale: string | null) {
  let update!: (form: HTMLFormElement) => void;
  const view = render(<Probe apiLocale={apiLocale} onReady={(u) => (update = u)} />);
  const form = document.createElement('form');
  form.innerHTML =
    '<input name="country" value="FR"><input type="checkbox" name="stars" value="4"><input type="checkbox" name="stars" value="5">';
  document.body.appendChild(form);
  const count = () => view.getByTestId('count').textContent;
  return { form, update: () => act(() => update(form)), count };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('useLiveCount', () => {
  it("shows the page's total until a value changes, then the facets API's count for the edited values", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => Response.json({ totalCount: 7, properties: [], listActivities: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const { form, update, count } = setup('fr_BE');
    update();
    expect(count()).toBe('42');
    expect(fetchMock).not.toHaveBeenCalled();

    form.querySelectorAll<HTMLInputElement>('[name="stars"]').forEach((box) => (box.checked = true));
    update();
    expect(count()).toBe('unknown');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://shop.test');
    expect(url.pathname).toBe('/api/search/facets.json');
    expect([...url.searchParams]).toEqual([
      ['country', 'FR'],
      ['stars', '4'],
      ['stars', '5'],
      ['locale', 'fr_BE'],
      ['propertiesRequested', 'price'],
      ['withNames', 'false'],
    ]);
    expect(count()).toBe('7');
  });

  it('stays unknown when the API fails, and without an API locale asks nothing', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => Response.json({ error: { code: 'FACETS_FAILED' } }, { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const failing = setup('fr_FR');
    failing.form.querySelector<HTMLInputElement>('[name="stars"]')!.checked = true;
    failing.update();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(failing.count()).toBe('unknown');

    document.body.innerHTML = '';
    const offline = setup(null);
    offline.form.querySelector<HTMLInputElement>('[name="stars"]')!.checked = true;
    offline.update();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(offline.count()).toBe('unknown');
  });
});
