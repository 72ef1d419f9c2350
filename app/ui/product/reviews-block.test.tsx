// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewSummary } from '~/domain/reviews/summary';
import { ReviewsBlock } from './reviews-block';
import { renderProduct, renderServerHtml } from './reviews-test-utils';

const summary: ReviewSummary = {
  hotelId: 12,
  average: 9.2,
  count: 37,
  subScores: [
    { key: 'welcoming', score: 9.4 },
    { key: 'comfort', score: 8 },
    { key: 'cleanliness', score: 9.1 },
    { key: 'food', score: 7.5 },
    { key: 'localization', score: 8.8 },
    { key: 'price_quality', score: 8.6 },
  ],
  top: [1, 2, 3, 4].map((id) => ({
    id,
    customerName: `Guest ${id}`,
    travellerType: 'couple',
    stayMonth: '2026-09',
    average: 10 - id / 2,
    positive: `Lovely stay ${id}`,
    language: 'en',
  })),
};
const href = '/fr-fr/hotel/castle/12?reviews=1#reviews-view';

describe('ReviewsBlock', () => {
  it('shows the score with the locale’s decimal comma, its label, the count, six bars and 4 reviews', () => {
    renderServerHtml(<ReviewsBlock summary={summary} reviewsHref={href} locale="fr-FR" />);
    const section = document.getElementById('reviews')!;
    expect(section).not.toBeNull();
    const block = within(section);
    expect(block.getByRole('heading', { level: 2, name: 'Reviews' })).toBeTruthy();
    expect(block.getByLabelText('Rated 9,2 out of 10').textContent).toBe('9,2/10');
    expect(block.getByText('Fantastic')).toBeTruthy();
    expect(block.getByText('37 reviews')).toBeTruthy();
    const meters = section.querySelectorAll('meter');
    expect(meters).toHaveLength(6);
    expect(meters[0].getAttribute('value')).toBe('94');
    expect(meters[3].getAttribute('value')).toBe('75');
    expect(block.getByText('Home')).toBeTruthy();
    expect(block.getByText('Location')).toBeTruthy();
    expect(block.getAllByRole('article')).toHaveLength(4);
    expect(block.getByText('Lovely stay 1')).toBeTruthy();
    expect(block.getByRole('link', { name: 'See all reviews' }).getAttribute('href')).toBe(href);
  });

  it('shows labels under 9 only in all-incentive mode, and New without a score', () => {
    renderServerHtml(
      <ReviewsBlock summary={{ ...summary, average: 8.1 }} reviewsHref={href} locale="fr-FR" />,
    );
    expect(screen.queryByText('Very good')).toBeNull();
    renderServerHtml(
      <ReviewsBlock
        summary={{ ...summary, average: 8.1 }}
        reviewsHref={href}
        locale="fr-FR"
        showEveryLabel
      />,
    );
    expect(screen.getByText('Very good')).toBeTruthy();
    renderServerHtml(<ReviewsBlock summary={{ ...summary, average: null }} reviewsHref={href} />);
    expect(screen.getByText('New')).toBeTruthy();
  });

  it('invites the first guest when there is no review', () => {
    renderServerHtml(
      <ReviewsBlock summary={{ ...summary, count: 0, subScores: [], top: [] }} reviewsHref={href} />,
    );
    expect(screen.getByText('Be the first to try this brand new experience!')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('with JavaScript, the link leads to the view without jumping to it', async () => {
    renderProduct(<ReviewsBlock summary={summary} reviewsHref={href} />);
    const link = await screen.findByRole('link', { name: 'See all reviews' });
    expect(link.getAttribute('href')).toBe('/fr-fr/hotel/castle/12?reviews=1');
  });
});
