// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewsPage } from '~/domain/reviews/summary';
import { parseReviewsView } from '~/domain/reviews/query';
import { reviewsViewHrefs } from '~/domain/reviews/view-state';
import { ReviewsView } from './reviews-view';
import { renderProduct, renderServerHtml } from './reviews-test-utils';

const path = '/fr-fr/hotel/castle/12';

function pageOf(overrides: Partial<ReviewsPage> = {}): ReviewsPage {
  return {
    hotelId: 12,
    sort: 'DATE_DESC',
    page: 2,
    pageCount: 3,
    pageSize: 10,
    language: 'fr',
    fallback: false,
    totalCount: 25,
    languages: [
      { language: 'fr', count: 25 },
      { language: 'de', count: 4 },
    ],
    reviews: Array.from({ length: 10 }, (_, i) => ({
      id: 100 + i,
      customerName: `Client ${i}`,
      travellerType: 'family',
      stayMonth: '2026-08',
      date: '2026-09-01',
      average: 8,
      positive: `Très bien ${i}`,
      negative: i === 0 ? 'Un peu bruyant' : '',
      language: 'fr',
    })),
    ...overrides,
  };
}

function hrefsFor(search: string) {
  return reviewsViewHrefs(path, search, parseReviewsView(new URLSearchParams(search), 'fr'), 'fr');
}

const query = (href: string | null) => Object.fromEntries(new URL(href!, 'http://x').searchParams);

describe('ReviewsView without JavaScript', () => {
  it('is a region with its heading, 10 reviews and links for the pages, sorts and languages', () => {
    renderServerHtml(
      <ReviewsView page={pageOf()} hrefFor={hrefsFor('?a=2&reviews=1&reviewsPage=2')} locale="fr-FR" />,
    );
    const region = screen.getByRole('region', { name: 'Guest reviews' });
    expect(region.id).toBe('reviews-view');
    const view = within(region);
    expect(view.getAllByRole('article')).toHaveLength(10);
    expect(view.getByText('Un peu bruyant')).toBeTruthy();
    expect(view.getByText('Page 2 of 3')).toBeTruthy();

    const pages = within(view.getByRole('navigation', { name: 'Pages of reviews' }));
    expect(query(pages.getByRole('link', { name: 'Next reviews' }).getAttribute('href'))).toEqual({
      a: '2',
      reviews: '1',
      reviewsPage: '3',
    });
    expect(query(pages.getByRole('link', { name: 'Previous reviews' }).getAttribute('href'))).toEqual({
      a: '2',
      reviews: '1',
    });

    // A new sort or language goes back to page 1.
    const sorts = within(view.getByRole('navigation', { name: 'Sort by' }));
    expect(sorts.getByRole('link', { name: 'Most recent' }).getAttribute('aria-current')).toBe('true');
    expect(query(sorts.getByRole('link', { name: 'Best rated' }).getAttribute('href'))).toEqual({
      a: '2',
      reviews: '1',
      reviewsSort: 'SCORE_DESC',
    });
    const languages = within(view.getByRole('navigation', { name: 'Language' }));
    expect(query(languages.getByRole('link', { name: /^Allemand \(4\)$/ }).getAttribute('href'))).toEqual({
      a: '2',
      reviews: '1',
      reviewsLang: 'de',
    });
    expect(languages.getByRole('link', { name: 'All languages (29)' })).toBeTruthy();
    expect(query(view.getByRole('link', { name: 'Close the reviews' }).getAttribute('href'))).toEqual({
      a: '2',
    });
  });

  it('says when a language has no review and links to every language', () => {
    renderServerHtml(
      <ReviewsView
        page={pageOf({ language: 'it', totalCount: 0, reviews: [], page: 1, pageCount: 1 })}
        hrefFor={hrefsFor('?reviews=1&reviewsLang=it')}
        locale="en-GB"
      />,
    );
    expect(screen.getByText(/There are currently no reviews published in Italian\./)).toBeTruthy();
    const all = screen.getByRole('link', { name: 'See all the languages' });
    expect(query(all.getAttribute('href'))).toEqual({ reviews: '1', reviewsLang: 'all' });
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages of reviews' })).toBeNull();
  });
});

describe('ReviewsView with JavaScript', () => {
  it('is a dialog whose links keep the page and whose close goes back to the page', async () => {
    const { router } = renderProduct(
      <ReviewsView page={pageOf()} hrefFor={hrefsFor('?reviews=1&reviewsPage=2')} />,
      `${path}?reviews=1&reviewsPage=2`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Guest reviews' });
    expect(within(dialog).getAllByRole('article')).toHaveLength(10);
    expect(within(dialog).getByRole('link', { name: 'Next reviews' }).getAttribute('href')).toBe(
      `${path}?reviews=1&reviewsPage=3`,
    );
    fireEvent.click(within(dialog).getByRole('link', { name: 'Next reviews' }));
    await waitFor(() => expect(router.state.location.search).toBe('?reviews=1&reviewsPage=3'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
