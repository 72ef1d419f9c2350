import { Link } from '@remix-run/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FallbackBlockView } from '~/domain/search/results-view';
import { ArrowRightIcon } from '../icons';
import * as css from './fallback-blocks.css';
import { OfferCard } from './offer-card';
import { grid } from './results-grid.css';

/** The heading of a fallback block from its key: where (around / wider), without the theme, other dates. */
export function fallbackTitle(
  block: FallbackBlockView,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const { destination, category, dates } = block.key;
  const parts: string[] = [];
  if (destination.isExpanded) {
    const where = destination.value;
    if (destination.isAround)
      parts.push(where ? t('fallback.around', { destination: where }) : t('fallback.aroundHere'));
    else parts.push(where ? t('fallback.expanded', { destination: where }) : t('fallback.expandedHere'));
  }
  if (category) parts.push(t('fallback.withoutTheme'));
  if (dates) parts.push(t('fallback.otherDates'));
  return parts.join(' · ');
}

/** One fallback search: its heading, 3 cards and 'See all'. */
export function FallbackBlock({ block, locale }: { block: FallbackBlockView; locale: string }) {
  const { t } = useTranslation('results');
  const titleId = useId();
  const title = fallbackTitle(block, t);
  return (
    <section className={css.block} aria-labelledby={titleId}>
      <div className={css.head}>
        <h2 className={css.title} id={titleId}>
          {title}
        </h2>
        <Link className={css.seeAll} to={block.href} aria-label={t('fallback.seeAllLabel', { title })}>
          {t('fallback.seeAll')}
          <ArrowRightIcon />
        </Link>
      </div>
      <ul className={grid}>
        {block.cards.slice(0, 3).map((card) => (
          <li key={card.id}>
            <OfferCard card={card} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
