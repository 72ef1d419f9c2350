import { useTranslation } from 'react-i18next';
import { formatMoney } from '~/domain/format';
import type { PriceBanner as Banner } from '~/domain/product/stay-price';
import * as css from './stay-page.css';

export interface PriceBannerProps {
  banner: Banner;
  locale: string;
  /** the explanation is open (`?priceInfo=1`) */
  open: boolean;
  openHref: string;
  closeHref: string;
}

/**
 * The price banner (booking flow): money saved, the promo percentage or the default message, and
 * its explanation as a state of the address, so that it opens and closes without JavaScript.
 */
export function PriceBanner({ banner, locale, open, openHref, closeHref }: PriceBannerProps) {
  const { t } = useTranslation('product');
  const text =
    banner.kind === 'moneySaved'
      ? t('banner.moneySaved', { amount: formatMoney(banner.cents, locale) })
      : banner.kind === 'promo'
        ? t('banner.promo', { percent: banner.percent })
        : t('banner.default');
  return (
    <div className={css.banner}>
      <p>
        {text}{' '}
        {open ? null : (
          <a href={openHref} rel="nofollow">
            {t('banner.infoLink')}
          </a>
        )}
      </p>
      {open ? (
        <section id="price-info" aria-labelledby="price-info-title">
          <h3 id="price-info-title">{t('banner.infoTitle')}</h3>
          <p>{t('banner.infoText')}</p>
          <a href={closeHref} rel="nofollow">
            {t('banner.close')}
          </a>
        </section>
      ) : null}
    </div>
  );
}
