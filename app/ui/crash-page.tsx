import { useTranslation } from 'react-i18next';
import type { Market } from '~/domain/market';

/** The root crash page (search-and-discovery §8): no detail, a way home. */
export function CrashPage({ market }: { market: Market }) {
  const { t } = useTranslation('errors');
  return (
    <main id="main" className="error-page">
      <h1>{t('crash.title')}</h1>
      <p>
        <a href={`/${market.code}`}>{t('goHome')}</a>
      </p>
    </main>
  );
}
