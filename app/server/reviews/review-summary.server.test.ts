import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/db.server';
import { loadReviewSummaryOrHide } from './review-summary.server';
import { loadReviewsPageOrHide } from './reviews-page.server';

/** A database whose every read fails. */
const failing = {
  selectFrom: () => {
    throw new Error('relation "reviews" does not exist');
  },
} as unknown as Db;

afterEach(() => vi.restoreAllMocks());

describe('a failure loading reviews hides them', () => {
  it('answers null and logs, for the block and for the view', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadReviewSummaryOrHide(failing, 12, 'fr')).toBeNull();
    expect(
      await loadReviewsPageOrHide(failing, {
        hotelId: 12,
        sort: 'DATE_DESC',
        page: 1,
        language: 'fr',
        withOtherLanguageFallback: false,
      }),
    ).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    expect(String(log.mock.calls[0][0])).toContain('relation "reviews" does not exist');
  });
});
