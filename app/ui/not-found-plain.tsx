import { useTranslation } from 'react-i18next';
import type { Market } from '~/domain/market';

/** The plain not-found page; the full one (search box, 'Too late!', articles) is its own route. */
export function NotFoundPlain({ market }: { market: Market }) {
  const { t } = useTranslation('errors');
  return (
    <main id="main" className="error-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <a href={`/${market.code}`}>{t('goHome')}</a>
      </p>
    </main>
  );
}
