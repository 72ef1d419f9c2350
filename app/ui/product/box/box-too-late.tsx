import { useTranslation } from 'react-i18next';
import { button } from '../../button.css';
import { ErrorIllustration } from '../../error-illustration';
import * as css from '../../error-page.css';

/** An unpublished box: 'Too late!' and the way to the other boxes. */
export function BoxTooLate({ listingHref }: { listingHref: string }) {
  const { t } = useTranslation(['errors', 'boxes']);
  return (
    <main id="main" className={css.page}>
      <div className={css.card}>
        <ErrorIllustration className={css.illustration} />
        <h1 className={css.title}>{t('errors:notFound.tooLate')}</h1>
        <p className={css.text}>{t('boxes:tooLate.text')}</p>
        <div className={css.actions}>
          <a className={button.primary} href={listingHref}>
            {t('boxes:tooLate.action')}
          </a>
        </div>
      </div>
    </main>
  );
}
