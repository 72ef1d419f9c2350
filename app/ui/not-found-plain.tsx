import { useTranslation } from 'react-i18next';
import type { Market } from '~/domain/market';
import { button } from './button.css';
import { ErrorIllustration } from './error-illustration';
import * as css from './error-page.css';

/** The plain not-found page; the full one (search box, 'Too late!', articles) is its own route. */
export function NotFoundPlain({ market }: { market: Market }) {
  const { t } = useTranslation('errors');
  return (
    <main id="main" className={css.page}>
      <div className={css.card}>
        <ErrorIllustration className={css.illustration} />
        <h1 className={css.title}>{t('notFound.title')}</h1>
        <p className={css.text}>{t('notFound.text')}</p>
        <a className={button.primary} href={`/${market.code}`}>
          {t('goHome')}
        </a>
      </div>
    </main>
  );
}
