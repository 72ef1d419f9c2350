import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardView } from '~/domain/search/card';
import { OfferCard } from './offer-card';
import { PromoBanner } from './promo-banner';
import * as css from './results-grid.css';

export interface ResultsGridProps {
  groups: CardView[][];
  locale: string;
  marketCode: string;
  /** the inline promo blocks between the groups (hidden in the gifting flow) */
  showBlocks: boolean;
}

/** The result cards in their row groups (rows 1-3, 4-9, the rest) with the inline blocks between them. */
export function ResultsGrid({ groups, locale, marketCode, showBlocks }: ResultsGridProps) {
  const { t } = useTranslation('results');
  const m = `/${marketCode}`;
  const blocks = showBlocks
    ? [
        <PromoBanner
          key="giftcard"
          tone="brand"
          imageId="giftcard-1"
          title={t('promo.giftCard.title')}
          text={t('promo.giftCard.text')}
          cta={t('promo.giftCard.cta')}
          href={`${m}/giftcard/customization`}
        />,
        <PromoBanner
          key="giftstay"
          tone="sand"
          imageId="box-2"
          title={t('promo.giftStay.title')}
          text={t('promo.giftStay.text')}
          cta={t('promo.giftStay.cta')}
          href={`${m}/gift-voucher`}
        />,
      ]
    : [];
  return (
    <div className={css.region}>
      {groups.map((group, g) => (
        <Fragment key={g}>
          <ul className={css.grid}>
            {group.map((card, i) => (
              <li key={card.id}>
                <OfferCard card={card} locale={locale} eager={g === 0 && i === 0} />
              </li>
            ))}
          </ul>
          {g < groups.length - 1 && blocks[g] ? blocks[g] : null}
        </Fragment>
      ))}
    </div>
  );
}
