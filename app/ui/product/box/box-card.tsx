import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '~/domain/format';
import { CARD_IMAGE_SIZES, cardImageSrcSet, imageUrl } from '~/domain/images';
import type { BoxCardView } from '~/domain/product/box-view';
import * as css from './box-listing.css';

/** A box of the listing: picture, title (the card's one link), price with its promo, a call to action. */
export function BoxCard({
  card,
  locale,
  eager = false,
}: {
  card: BoxCardView;
  locale: string;
  eager?: boolean;
}) {
  const { t } = useTranslation('boxes');
  const titleId = useId();
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <article className={css.card} aria-labelledby={titleId}>
      <div className={css.media}>
        <img
          className={css.image}
          src={imageUrl(card.imageId, '640_360')}
          srcSet={cardImageSrcSet(card.imageId)}
          sizes={CARD_IMAGE_SIZES}
          width={640}
          height={360}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {card.promoPercent ? (
          <span className={css.promo} aria-hidden="true">
            {t('card.promo', { percent: card.promoPercent })}
          </span>
        ) : null}
      </div>
      <div className={css.cardBody}>
        <h2 className={css.cardTitle} id={titleId}>
          <a className={css.stretched} href={card.href}>
            {card.title}
          </a>
        </h2>
        <p className={css.price}>
          {card.refPriceCents !== undefined ? (
            <>
              <s className={css.ref} aria-hidden="true">
                {money(card.refPriceCents)}
              </s>
              <span className="visually-hidden">
                {t('card.refPrice', { price: money(card.refPriceCents) })}{' '}
                {t('card.promoLabel', { percent: card.promoPercent })}
              </span>
            </>
          ) : null}
          <strong className={card.promoPercent ? `${css.amount} ${css.amountPromo}` : css.amount}>
            {money(card.priceCents)}
          </strong>
        </p>
        <span className={css.cta} aria-hidden="true">
          {t('card.cta')}
        </span>
      </div>
    </article>
  );
}
