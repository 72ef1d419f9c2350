import { useTranslation } from 'react-i18next';
import type { Market } from '~/domain/market';
import { button } from './button.css';
import { ErrorIllustration } from './error-illustration';
import * as css from './error-page.css';

/** The root crash page: no detail, a way home. */
export function CrashPage({ market }: { market: Market }) {
  const { t } = useTranslation('errors');
  return (
    <main id="main" className={css.page}>
      <div className={css.card}>
        <ErrorIllustration className={css.illustration} />
        <h1 className={css.title}>{t('crash.title')}</h1>
        <p className={css.text}>{t('crash.text')}</p>
        <a className={button.primary} href={`/${market.code}`}>
          {t('goHome')}
        </a>
      </div>
    </main>
  );
}
