import { useTranslation } from 'react-i18next';
import type { ErrorKind } from '~/domain/http-errors';
import type { Market } from '~/domain/market';
import { button } from './button.css';
import { ErrorIllustration } from './error-illustration';
import * as css from './error-page.css';

export interface StatusPageProps {
  market: Market;
  /** which `errors` strings the page says: the not-found page, the crash page, 405, 429, 503… */
  kind: ErrorKind;
  /** a link to ask again (the same address), for failures that pass */
  retryHref?: string;
}

/** The styled page of a refused or failed request: what happened, no detail, a way on. */
export function StatusPage({ market, kind, retryHref }: StatusPageProps) {
  const { t } = useTranslation('errors');
  return (
    <main id="main" className={css.page}>
      <div className={css.card}>
        <ErrorIllustration className={css.illustration} />
        <h1 className={css.title}>{t(`${kind}.title`)}</h1>
        <p className={css.text}>{t(`${kind}.text`)}</p>
        <div className={css.actions}>
          {retryHref ? (
            <a className={button.outline} href={retryHref}>
              {t('retry')}
            </a>
          ) : null}
          <a className={button.primary} href={`/${market.code}`}>
            {t('goHome')}
          </a>
        </div>
      </div>
    </main>
  );
}
