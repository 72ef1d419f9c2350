import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { button } from '../button.css';
import * as css from './no-results.css';

/** Nothing anywhere (§4, §8): the message and 'Remove all filters'. */
export function NoResults({
  removeAllFiltersHref,
  hasFilters,
}: {
  removeAllFiltersHref: string;
  hasFilters: boolean;
}) {
  const { t } = useTranslation('results');
  return (
    <div className={css.box} role="status">
      <svg
        className={css.illustration}
        width="56"
        height="56"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4M8.5 8.5l5 5M13.5 8.5l-5 5" />
      </svg>
      <p className={css.text}>{t('noResults.text')}</p>
      {hasFilters ? (
        <Link className={button.brand} to={removeAllFiltersHref} preventScrollReset>
          {t('noResults.removeAll')}
        </Link>
      ) : null}
    </div>
  );
}
