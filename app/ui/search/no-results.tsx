import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { button } from '../button.css';
import { Icon } from '../icons';
import * as css from './no-results.css';

/** Nothing anywhere, not even in the fallbacks: the message and 'Remove all filters'. */
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
      <Icon name="no-results" size={56} className={css.illustration} />
      <p className={css.text}>{t('noResults.text')}</p>
      {hasFilters ? (
        <Link className={button.brand} to={removeAllFiltersHref} preventScrollReset>
          {t('noResults.removeAll')}
        </Link>
      ) : null}
    </div>
  );
}
