import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaticMapView } from '~/domain/map';
import type { CardView } from '~/domain/search/card';
import { formatMoney } from '~/domain/format';
import { numberedHotels } from './numbered';
import * as css from './static-map.css';

/** Zero-length segments drawn with round caps: one dot each. */
function dotsPath(dots: readonly { x: number; y: number }[]): string {
  return dots.map((d) => `M${d.x} ${d.y}h0`).join('');
}

/**
 * The server-rendered map of `?panel=map` (ADR 007), which works without JavaScript: an SVG of the
 * countries around the results with the page's hotels numbered and the other matching hotels as
 * dots, then the numbered list linking to the offers. The SVG is an image (its title and
 * description say what it shows); the links are in the list.
 */
export function StaticMap({
  map,
  cards,
  locale,
}: {
  map: StaticMapView | null | undefined;
  cards: readonly CardView[];
  locale: string;
}) {
  const { t } = useTranslation('map');
  const id = useId();
  const hotels = numberedHotels(cards);
  return (
    <div className={css.layout}>
      {map ? (
        <figure className={css.figure}>
          <svg
            className={css.svg}
            viewBox={map.viewBox}
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            xmlns="http://www.w3.org/2000/svg"
          >
            <title id={`${id}-title`}>{t('static.title')}</title>
            <desc id={`${id}-desc`}>
              {map.total > 0 ? t('static.desc', { count: map.total }) : t('static.empty')}
            </desc>
            <rect className={css.sea} x="0" y="0" width={map.width} height={map.height} />
            <g>
              {map.countries.map((c) => (
                <path key={c.id} className={css.land} d={c.d} data-country={c.id} />
              ))}
            </g>
            {map.dots.length > 0 ? (
              <>
                {/* Every other hotel: a round dot per 'M x y h0' (one path, not hundreds of circles). */}
                <path className={css.dotHalo} d={dotsPath(map.dots)} />
                <path className={css.dot} d={dotsPath(map.dots)} data-dots={map.dots.length} />
              </>
            ) : null}
            <g>
              {/* Drawn last to first, so that number 1 is on top. */}
              {[...map.markers].reverse().map((m) => (
                <g key={m.hotelId} transform={`translate(${m.x} ${m.y})`} data-marker={m.n}>
                  <path className={css.pin} d="M0 0c-2-6-11-10-11-18a11 11 0 0 1 22 0c0 8-9 12-11 18z" />
                  <text
                    className={css.pinText}
                    x="0"
                    y="-17.5"
                    textAnchor="middle"
                    dominantBaseline="central"
                  >
                    {m.n}
                  </text>
                </g>
              ))}
            </g>
          </svg>
          <ul className={css.legend} aria-hidden="true">
            <li className={css.legendItem}>
              <span className={css.swatchPin} />
              {t('static.legendNumbered')}
            </li>
            {map.dots.length > 0 ? (
              <li className={css.legendItem}>
                <span className={css.swatchDot} />
                {t('static.legendDot')}
              </li>
            ) : null}
          </ul>
        </figure>
      ) : null}
      {hotels.length > 0 ? (
        <ol className={css.list} aria-label={t('list.label')}>
          {hotels.map((card) => (
            <li key={card.hotel.id} className={css.item} data-hotel-id={card.hotel.id}>
              <span className={css.number}>{card.n}</span>
              <div>
                <h3 className={css.name}>
                  <a href={card.href}>{card.hotel.label}</a>
                </h3>
                <p className={css.place}>{card.hotel.locationLabel}</p>
              </div>
              <span className={css.price}>
                {t('list.priceFrom', { price: formatMoney(card.priceCents, locale) })}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
