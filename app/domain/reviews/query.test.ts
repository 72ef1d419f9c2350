import { describe, expect, it } from 'vitest';
import { clampReviewPage, MAX_REVIEWS_PAGE, parseReviewsQuery, reviewPageCount } from './query';

describe('parseReviewsQuery', () => {
  it('reads every field', () => {
    expect(
      parseReviewsQuery(
        { sort: 'SCORE_ASC', page: '3', language: 'de', withOtherLanguageFallback: 'true' },
        'fr',
      ),
    ).toEqual({ sort: 'SCORE_ASC', page: 3, language: 'de', withOtherLanguageFallback: true });
  });

  it('falls back to the defaults and the page language, never throwing', () => {
    expect(parseReviewsQuery({}, 'nl')).toEqual({
      sort: 'DATE_DESC',
      page: 1,
      language: 'nl',
      withOtherLanguageFallback: false,
    });
    expect(parseReviewsQuery(null, 'it')).toMatchObject({ sort: 'DATE_DESC', page: 1, language: 'it' });
    expect(
      parseReviewsQuery({ sort: 'price', page: 'x', language: 'xx', withOtherLanguageFallback: {} }, 'es'),
    ).toEqual({ sort: 'DATE_DESC', page: 1, language: 'es', withOtherLanguageFallback: false });
  });

  it('clamps the page and reads `all` as every language', () => {
    expect(parseReviewsQuery({ page: '0' }, 'fr').page).toBe(1);
    expect(parseReviewsQuery({ page: '-4' }, 'fr').page).toBe(1);
    expect(parseReviewsQuery({ page: '2.7' }, 'fr').page).toBe(2);
    expect(parseReviewsQuery({ page: '99999999' }, 'fr').page).toBe(MAX_REVIEWS_PAGE);
    expect(parseReviewsQuery({ language: 'all' }, 'fr').language).toBeNull();
  });
});

describe('pages of 10', () => {
  it('counts at least one page and clamps within them', () => {
    expect(reviewPageCount(0)).toBe(1);
    expect(reviewPageCount(10)).toBe(1);
    expect(reviewPageCount(11)).toBe(2);
    expect(clampReviewPage(5, 21)).toBe(3);
    expect(clampReviewPage(0, 21)).toBe(1);
  });
});
