import { useTranslation } from 'react-i18next';
import type { CardView } from '~/domain/search/card';
import * as css from './map-panel.css';

/**
 * The map panel without a map yet (?panel=map): the page's hotels and where they are, as a list.
 * The interactive map (maplibre, loaded only when opened) replaces it later.
 */
export function MapPanel({ cards }: { cards: CardView[] }) {
  const { t } = useTranslation('results');
  const hotels = [...new Map(cards.map((c) => [c.hotel.id, c])).values()];
  if (hotels.length === 0) return <p className={css.intro}>{t('map.empty')}</p>;
  return (
    <>
      <p className={css.intro}>{t('map.intro')}</p>
      <ol className={css.list} aria-label={t('map.listLabel')}>
        {hotels.map((card, i) => (
          <li key={card.hotel.id} className={css.item}>
            <span className={css.marker} aria-hidden="true">
              <span className={css.markerText}>{i + 1}</span>
            </span>
            <div>
              <h3 className={css.name}>
                <a href={card.hotelHref}>{card.hotel.label}</a>
              </h3>
              <p className={css.place}>{card.hotel.locationLabel}</p>
            </div>
            {card.distanceKm !== undefined ? (
              <span className={css.distance}>{t('card.distance', { count: card.distanceKm })}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
