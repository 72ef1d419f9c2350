import { useTranslation } from 'react-i18next';
import { formatMoney } from '~/domain/format';
import { roundUpToEuro } from '~/domain/pricing';
import { imageSrcSet, imageUrl } from '~/domain/images';
import { hotelPath, keptParams, withQuery } from '~/domain/product/hotel-page';
import type { HotelPageView } from '~/domain/product/hotel-view';
import * as css from './hotel-page.css';

/**
 * Hotels nearby: a row that scrolls and snaps (CSS only), 3 cards in view from tablets on, each
 * linking to its hotel page with the stay's dates and travellers kept.
 */
export function HotelNearby({ data }: { data: HotelPageView }) {
  const { t } = useTranslation('hotel');
  const hotels = data.page.nearby;
  if (hotels.length === 0) return null;
  const suffix = withQuery(keptParams(new URLSearchParams(data.search)));
  return (
    <section id="nearby" className={css.section} aria-labelledby="nearby-title">
      <h2 id="nearby-title" className={css.sectionTitle}>
        {t('nearby.title')}
      </h2>
      {/* A scrollable region is reachable with the keyboard (tabIndex) and named. */}
      <ul className={css.carousel} tabIndex={0} aria-labelledby="nearby-title">
        {hotels.map((h) => (
          <li key={h.id} className={css.slide}>
            <a className={css.nearbyLink} href={`${hotelPath(data.marketCode, h.id, h.slug)}${suffix}`}>
              {h.imageId ? (
                <img
                  className={css.nearbyImage}
                  src={imageUrl(h.imageId, '640_360')}
                  srcSet={imageSrcSet(h.imageId, ['640_360', '960_540'])}
                  sizes="(min-width: 768px) 33vw, 80vw"
                  width={640}
                  height={360}
                  alt=""
                  loading="lazy"
                />
              ) : null}
              <span className={css.nearbyBody}>
                <strong>{h.label}</strong>
                <br />
                <span className={css.muted}>
                  {[
                    h.stars > 0 ? t('stars', { count: h.stars }) : null,
                    h.city,
                    t('nearby.distance', { count: h.distanceKm }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {h.fromCents !== null ? (
                  <>
                    <br />
                    {t('price.from', { price: formatMoney(roundUpToEuro(h.fromCents), data.bcp47) })}
                  </>
                ) : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
