// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_KEY } from './local-lists';
import { RecentlyViewed, useRecordRecentlyViewed, type RecentlyViewedRecord } from './recently-viewed';
import { renderProduct, renderServerHtml } from './reviews-test-utils';

beforeEach(() => localStorage.clear());

const record = (id: number, kind: 'stay' | 'activity' = 'stay'): RecentlyViewedRecord => ({
  kind,
  id,
  title: `Weekend ${id}`,
  path: `/fr-fr/${kind}/${id}/weekend-${id}`,
  imageId: 'spa-3',
  priceCents: 12_900 + id,
  subtitle: 'Hôtel du Lac, Annecy',
});

function Page({ current }: { current: RecentlyViewedRecord }) {
  useRecordRecentlyViewed(current);
  return <RecentlyViewed currentPath={current.path} locale="fr-FR" />;
}

const stored = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!) as RecentlyViewedRecord[];

describe('recently viewed', () => {
  it('renders nothing on the server (without JavaScript)', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([record(1)]));
    expect(renderServerHtml(<RecentlyViewed currentPath="/x" />)).toBe('');
  });

  it('records pages newest first without duplicates, capped at 12', () => {
    for (let id = 1; id <= 14; id++) renderProduct(<Page current={record(id)} />).unmount();
    renderProduct(<Page current={record(5)} />).unmount();
    const list = stored();
    expect(list).toHaveLength(12);
    expect(list.map((r) => r.id).slice(0, 3)).toEqual([5, 14, 13]);
    expect(list.filter((r) => r.id === 5)).toHaveLength(1);
    expect(list.some((r) => r.id === 2)).toBe(false);
  });

  it('shows the others as a carousel of links, the current page excepted', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([record(2, 'activity'), record(1)]));
    renderProduct(<Page current={record(3)} />);
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/fr-fr/activity/2/weekend-2',
      '/fr-fr/stay/1/weekend-1',
    ]);
    expect(within(section).queryByText('Weekend 3')).toBeNull();
    expect(within(section).getByText(/^From 129,02\s€$/)).toBeTruthy();
  });

  it('shows nothing when only the current page is known, and ignores foreign entries', async () => {
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([
        {
          kind: 'stay',
          id: 9,
          title: 'x',
          path: 'https://evil.example/',
          imageId: null,
          priceCents: null,
          subtitle: '',
        },
      ]),
    );
    const { container } = renderProduct(<Page current={record(3)} />);
    await waitFor(() => expect(stored().map((r) => r.id)).toEqual([3]));
    expect(container.querySelector('section')).toBeNull();
  });
});
