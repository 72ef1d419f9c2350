import { useTranslation } from 'react-i18next';
import { formatScore } from '~/domain/reviews/score';
import type { ReviewCard as ReviewCardData, ReviewItem } from '~/domain/reviews/summary';
import * as css from './reviews.css';

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** `yyyy-MM` as the month and year in the locale ('septembre 2026'). */
export function formatStayMonth(month: string, locale: string): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : format.format(date);
}

/** A language's name in the locale ('allemand' for `de` in French). */
export function languageName(language: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/** One guest review: its score, what they liked (and did not, in the reviews view), who and when. */
export function ReviewCard({
  review,
  locale,
  headingLevel = 'h3',
}: {
  review: ReviewCardData | ReviewItem;
  locale: string;
  headingLevel?: 'h3' | 'h4';
}) {
  const { t } = useTranslation('reviews');
  const Heading = headingLevel;
  const score = formatScore(review.average, locale);
  const type = t(`traveller.${review.travellerType}`, { defaultValue: '' });
  return (
    <article className={css.card}>
      <div className={css.cardHead}>
        <Heading className={css.label}>
          {type ? t('review.author', { name: review.customerName, type }) : review.customerName}
        </Heading>
        <span className={css.score} aria-label={t('block.scoreLabel', { score })}>
          {t('block.score', { score })}
        </span>
      </div>
      <p className={css.muted}>{t('review.stayed', { month: formatStayMonth(review.stayMonth, locale) })}</p>
      {review.positive ? (
        <p className={css.quote}>
          <strong>{t('review.positive')}</strong> <span lang={review.language}>{review.positive}</span>
        </p>
      ) : null}
      {'negative' in review && review.negative ? (
        <p className={css.quote}>
          <strong>{t('review.negative')}</strong> <span lang={review.language}>{review.negative}</span>
        </p>
      ) : null}
    </article>
  );
}
