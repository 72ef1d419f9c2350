import { useTranslation } from 'react-i18next';
import type { BoxCardView } from '~/domain/product/box-view';
import { Breadcrumb, type BreadcrumbItem } from '../../search/breadcrumb';
import { BoxCard } from './box-card';
import * as css from './box-listing.css';

/** Cards fetched eagerly: the first row on a desktop. */
const EAGER_CARDS = 4;

/** The box listing: banner, breadcrumb, the boxes on a grid of 4 columns (fewer on small screens). */
export function BoxListing({
  cards,
  locale,
  breadcrumb,
  origin,
}: {
  cards: BoxCardView[];
  locale: string;
  breadcrumb: BreadcrumbItem[];
  origin: string;
}) {
  const { t } = useTranslation('boxes');
  return (
    <main id="main">
      <section className={css.banner} aria-labelledby="boxes-title">
        <div className="container">
          <h1 className={css.bannerTitle} id="boxes-title">
            {t('listing.banner')}
          </h1>
          <p className={css.bannerText}>{t('listing.intro')}</p>
        </div>
      </section>
      <div className={`container ${css.body}`}>
        <Breadcrumb items={breadcrumb} origin={origin} />
        {cards.length > 0 ? (
          <ul className={css.grid}>
            {cards.map((card, i) => (
              <li key={card.code}>
                <BoxCard card={card} locale={locale} eager={i < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('listing.empty')}</p>
        )}
      </div>
    </main>
  );
}
