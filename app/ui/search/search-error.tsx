import { useTranslation } from 'react-i18next';
import { button } from '../button.css';
import * as css from './search-error.css';

/** The search failed: 'Oops, something went wrong', a retry link (the same address) and home. */
export function SearchError({ retryHref, homeHref }: { retryHref: string; homeHref: string }) {
  const { t } = useTranslation('results');
  return (
    <main id="main" className={`container ${css.page}`}>
      <div className={css.card} role="alert">
        <h1 className={css.title}>{t('error.title')}</h1>
        <p className={css.text}>{t('error.text')}</p>
        <div className={css.actions}>
          <a className={button.brand} href={retryHref}>
            {t('error.retry')}
          </a>
          <a className={button.outline} href={homeHref}>
            {t('error.home')}
          </a>
        </div>
      </div>
    </main>
  );
}
