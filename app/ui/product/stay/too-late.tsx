import { useTranslation } from 'react-i18next';
import type { TooLateData } from '~/domain/product/stay-page';
import { button } from '~/ui/button.css';
import { OtherOffers } from './stay-extras';
import * as css from './stay-page.css';

/** 'Too late!': the stay is no longer sold; the hotel's other offers and its page instead. */
export function TooLate({ data }: { data: TooLateData }) {
  const { t } = useTranslation('product');
  return (
    <main id="main" className={css.page}>
      <h1 className={css.title}>{t('tooLate.title')}</h1>
      <p>{t('tooLate.text')}</p>
      <p className={css.muted}>{data.title}</p>
      {data.hotelHref ? (
        <p>
          <a className={button.primary} href={data.hotelHref}>
            {t('tooLate.hotelLink')}
          </a>
        </p>
      ) : (
        <p>
          <a className={button.primary} href={`/${data.marketCode}/search`}>
            {t('tooLate.otherOffers')}
          </a>
        </p>
      )}
      <OtherOffers cards={data.otherOffers} locale={data.locale} title={t('otherOffers')} />
    </main>
  );
}
