import { useTranslation } from 'react-i18next';
import { button } from '../../button.css';
import * as css from './activity-page.css';

/** An unpublished activity: 'Too late!' with a link to the other activities (the page answers 410). */
export function ActivityTooLate({ searchHref }: { searchHref: string }) {
  const { t } = useTranslation('activity');
  return (
    <main id="main" className={css.page}>
      <div className={`${css.section} ${css.wide}`}>
        <h1 className={css.title}>{t('tooLate.title')}</h1>
        <p>{t('tooLate.text')}</p>
        <p>
          <a className={button.brand} href={searchHref}>
            {t('tooLate.link')}
          </a>
        </p>
      </div>
    </main>
  );
}
