import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatScore, scoreLabel, subScoreBarPercent } from '~/domain/reviews/score';
import type { ReviewSummary } from '~/domain/reviews/summary';
import { REVIEWS_BLOCK_ID } from '~/domain/reviews/view-state';
import { useHydrated } from '../search/use-hydrated';
import { ReviewCard } from './reviews-card';
import * as css from './reviews.css';

export interface ReviewsBlockProps {
  summary: ReviewSummary;
  /** the address of the reviews view (a URL state of the page: reviewsViewHrefs(...)({})) */
  reviewsHref: string;
  /** every label from 7 ('Good') instead of only from 9 (all-incentive mode) */
  showEveryLabel?: boolean;
  /** BCP 47 tag of the market for numbers and months; the page's language otherwise */
  locale?: string;
}

/** Without JavaScript the view's link lands on the view; with it the view is a dialog: no jump. */
export const withoutHash = (href: string) => href.split('#')[0];

/**
 * The reviews block of a stay or hotel page (`id="reviews"`): score, sub-score bars, top positive
 * reviews and the link that opens the reviews view (`reviewsHref`, a URL state of the page).
 */
export function ReviewsBlock({ summary, reviewsHref, showEveryLabel = false, locale }: ReviewsBlockProps) {
  const { t, i18n } = useTranslation('reviews');
  const hydrated = useHydrated();
  const bcp47 = locale ?? i18n.language;
  const titleId = `${REVIEWS_BLOCK_ID}-title`;
  const heading = (
    <h2 id={titleId} className={css.title}>
      {t('block.title')}
    </h2>
  );
  if (summary.count === 0) {
    return (
      <section id={REVIEWS_BLOCK_ID} className={css.block} aria-labelledby={titleId}>
        {heading}
        <p>{t('block.empty')}</p>
      </section>
    );
  }
  const score = summary.average === null ? null : formatScore(summary.average, bcp47);
  const label = scoreLabel(summary.average, showEveryLabel);
  return (
    <section id={REVIEWS_BLOCK_ID} className={css.block} aria-labelledby={titleId}>
      {heading}
      <p className={css.scoreLine}>
        {score === null ? (
          <span className={css.score}>{t('block.new')}</span>
        ) : (
          <span className={css.score} aria-label={t('block.scoreLabel', { score })}>
            {t('block.score', { score })}
          </span>
        )}
        {label ? <span className={css.label}>{t(`label.${label}`)}</span> : null}
        <span className={css.muted}>{t('block.count', { count: summary.count })}</span>
      </p>
      {summary.subScores.length > 0 ? (
        <dl className={css.subScores} aria-label={t('block.subScores')}>
          {summary.subScores.map(({ key, score: value }) => {
            const text = formatScore(value, bcp47);
            return (
              <div key={key} className={css.subScore}>
                <dt>{t(`subScore.${key}`)}</dt>
                <dd>
                  <span>{text}</span>
                  {/* The bar's width is the score x 10 %: a meter, the platform's own bar. */}
                  <meter
                    className={css.bar}
                    min={0}
                    max={100}
                    value={subScoreBarPercent(value)}
                    aria-hidden="true"
                  >
                    {text}
                  </meter>
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {summary.top.length > 0 ? (
        <>
          <h3 className={css.label}>{t('block.topReviews')}</h3>
          <ul className={css.cards}>
            {summary.top.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} locale={bcp47} headingLevel="h4" />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link
        className={css.action}
        to={hydrated ? withoutHash(reviewsHref) : reviewsHref}
        preventScrollReset
        rel="nofollow"
      >
        {t('block.seeAll')}
      </Link>
    </section>
  );
}
