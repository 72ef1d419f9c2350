import { useTranslation } from 'react-i18next';
import type { Market } from '~/domain/market';
import { button } from './button.css';
import { ErrorIllustration } from './error-illustration';
import * as css from './error-page.css';

export type StatusKind = 'badRequest' | 'forbidden' | 'tooManyRequests' | 'unavailable';

/** Which styled page a refused or failed request gets: 400, 403, 429 and 503 say what happened. */
export function statusKind(status: number): StatusKind | undefined {
  switch (status) {
    case 400:
      return 'badRequest';
    case 403:
      return 'forbidden';
    case 429:
      return 'tooManyRequests';
    case 503:
      return 'unavailable';
    default:
      return undefined;
  }
}

export function StatusPage({ market, kind }: { market: Market; kind: StatusKind }) {
  const { t } = useTranslation('errors');
  return (
    <main id="main" className={css.page}>
      <div className={css.card}>
        <ErrorIllustration className={css.illustration} />
        <h1 className={css.title}>{t(`${kind}.title`)}</h1>
        <p className={css.text}>{t(`${kind}.text`)}</p>
        <a className={button.primary} href={`/${market.code}`}>
          {t('goHome')}
        </a>
      </div>
    </main>
  );
}
