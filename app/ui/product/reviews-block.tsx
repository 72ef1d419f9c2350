import type { ReviewSummary } from '~/domain/reviews/summary';

/**
 * The reviews block of a stay or hotel page (`id="reviews"`): score, sub-score bars, top positive
 * reviews and the link that opens the reviews view (`reviewsHref`, a URL state of the page).
 */
export function ReviewsBlock(_props: { summary: ReviewSummary; reviewsHref: string }) {
  return null;
}
