import { useTranslation } from 'react-i18next';
import { formatMoney } from '~/domain/format';
import type { StaticMapView } from '~/domain/map';
import type { StayPageData } from '~/domain/product/stay-page';
import type { CardView } from '~/domain/search/card';
import { OfferCard } from '~/ui/search/offer-card';
import * as css from './stay-page.css';

/** Other offers of the same hotel, as offer cards. */
export function OtherOffers({ cards, locale, title }: { cards: CardView[]; locale: string; title: string }) {
  if (cards.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="other-offers-title">
      <h2 id="other-offers-title" className={css.sectionTitle}>
        {title}
      </h2>
      <div className={css.grid}>
        {cards.map((card) => (
          <OfferCard key={card.id} card={card} locale={locale} />
        ))}
      </div>
    </section>
  );
}

/** The upsell extras: label and the rounded-up difference per night (adding one comes later). */
export function Upsells({ upsells, locale }: { upsells: StayPageData['upsells']; locale: string }) {
  const { t } = useTranslation('product');
  if (upsells.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="upsells-title">
      <h2 id="upsells-title" className={css.sectionTitle}>
        {t('upsells.title')}
      </h2>
      <ul className={css.list}>
        {upsells.map((u) => (
          <li key={u.id}>
            {u.label}{' '}
            <strong>{t('upsells.perNight', { price: formatMoney(u.perNightCents, locale) })}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The location, drawn on the server: the countries around the hotel and its pin. */
export function StayMap({ map, label }: { map: StaticMapView; label: string }) {
  const marker = map.markers[0];
  return (
    <svg
      className={css.map}
      viewBox={map.viewBox}
      role="img"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect className={css.sea} x="0" y="0" width={map.width} height={map.height} />
      {map.countries.map((c) => (
        <path key={c.id} className={css.land} d={c.d} />
      ))}
      {marker ? (
        <path
          className={css.pin}
          transform={`translate(${marker.x} ${marker.y})`}
          d="M0 0c-2-6-11-10-11-18a11 11 0 0 1 22 0c0 8-9 12-11 18z"
        />
      ) : null}
    </svg>
  );
}
