import { useTranslation } from 'react-i18next';
import { formatMoney } from '~/domain/format';
import type { OfferPrice as Price } from '~/domain/product/hotel-offer-price';
import * as css from './hotel-page.css';

/** An offer's price: for dates its total and price per night, else 'From'; the promo from 10 %. */
export function OfferPrice({ price, dated, bcp47 }: { price: Price; dated: boolean; bcp47: string }) {
  const { t } = useTranslation('hotel');
  const money = (cents: number) => formatMoney(cents, bcp47);
  return (
    <span className={css.price}>
      {price.promoPercent > 0 ? (
        <>
          <span className={css.promo}>{t('price.promo', { percent: price.promoPercent })}</span>{' '}
          <s className={css.refPrice}>
            <span className="visually-hidden">{t('price.instead')} </span>
            {money(price.refCents)}
          </s>{' '}
        </>
      ) : null}
      {dated ? money(price.totalCents) : t('price.from', { price: money(price.totalCents) })}
      <br />
      <span className={css.muted}>
        {t('price.nights', { count: price.nights })}
        {dated ? ` · ${t('price.perNight', { price: money(price.perNightCents) })}` : ''}
      </span>
    </span>
  );
}
