import { describe, expect, it } from 'vitest';
import { parseReviewsView } from './query';
import { reviewsViewHrefs, reviewsViewSearch } from './view-state';

const params = (query: string) => new URLSearchParams(query);

describe('parseReviewsView', () => {
  it('is closed without reviews=1', () => {
    expect(parseReviewsView(params('reviewsSort=SCORE_ASC'), 'fr')).toBeNull();
    expect(parseReviewsView(params('reviews=0'), 'fr')).toBeNull();
  });

  it('opens with the defaults and reads the others', () => {
    expect(parseReviewsView(params('reviews=1'), 'fr')).toEqual({
      sort: 'DATE_DESC',
      language: 'fr',
      page: 1,
    });
    expect(
      parseReviewsView(params('reviews=1&reviewsSort=SCORE_ASC&reviewsLang=all&reviewsPage=4'), 'fr'),
    ).toEqual({ sort: 'SCORE_ASC', language: null, page: 4 });
    expect(parseReviewsView(params('reviews=1&reviewsSort=x&reviewsLang=zz&reviewsPage=-1'), 'nl')).toEqual({
      sort: 'DATE_DESC',
      language: 'nl',
      page: 1,
    });
  });
});

describe('reviewsViewSearch and reviewsViewHrefs', () => {
  it('keeps the page’s parameters and leaves defaults out', () => {
    expect(
      reviewsViewSearch('?a=2&checkin=2026-12-01', { sort: 'DATE_DESC', language: 'fr', page: 1 }, 'fr'),
    ).toBe('?a=2&checkin=2026-12-01&reviews=1');
    expect(reviewsViewSearch('a=2&reviews=1&reviewsPage=3', null, 'fr')).toBe('?a=2');
    expect(reviewsViewSearch('reviews=1', null, 'fr')).toBe('');
  });

  it('round-trips through parseReviewsView', () => {
    const state = { sort: 'SCORE_DESC', language: null, page: 3 } as const;
    const search = reviewsViewSearch('?a=2', state, 'fr');
    expect(parseReviewsView(new URLSearchParams(search), 'fr')).toEqual(state);
  });

  it('goes back to page 1 when the sort or the language changes, not when paging', () => {
    const hrefFor = reviewsViewHrefs(
      '/fr-fr/hotel/h/12',
      '?a=2&reviews=1&reviewsPage=3',
      {
        sort: 'DATE_DESC',
        language: 'fr',
        page: 3,
      },
      'fr',
    );
    expect(hrefFor({ page: 4 })).toBe('/fr-fr/hotel/h/12?a=2&reviews=1&reviewsPage=4#reviews-view');
    expect(hrefFor({ sort: 'SCORE_ASC' })).toBe(
      '/fr-fr/hotel/h/12?a=2&reviews=1&reviewsSort=SCORE_ASC#reviews-view',
    );
    expect(hrefFor({ language: 'de' })).toBe('/fr-fr/hotel/h/12?a=2&reviews=1&reviewsLang=de#reviews-view');
    expect(hrefFor(null)).toBe('/fr-fr/hotel/h/12?a=2#reviews');
  });

  it('opens at the defaults from a closed page', () => {
    const hrefFor = reviewsViewHrefs('/nl-nl/stay/5/x', '', null, 'nl');
    expect(hrefFor({})).toBe('/nl-nl/stay/5/x?reviews=1#reviews-view');
  });
});
