import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrcSet, imageUrl } from '~/domain/images';
import * as css from './card-carousel.css';
import { ChevronIcon } from './search-icons';
import { useHydrated } from './use-hydrated';

/** Cards are at most about 400 px wide on desktop, half the screen on tablets, the width on phones. */
const SIZES = '(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw';
/** Gallery shows at most 4 images (§2). */
const MAX_IMAGES = 4;

export interface CardCarouselProps {
  imageIds: string[];
  href: string;
  hotel: string;
  /** the first image of the first card is the likely LCP element: loaded eagerly */
  eager: boolean;
}

/**
 * The card's pictures as a scroll-snap list: swipe or scroll without JavaScript; with it, previous
 * and next buttons (wrapping around at both ends). Images load lazily, sized to avoid layout shifts.
 */
export function CardCarousel({ imageIds, href, hotel, eager }: CardCarouselProps) {
  const { t } = useTranslation('results');
  const hydrated = useHydrated();
  const trackRef = useRef<HTMLUListElement>(null);
  const images = imageIds.slice(0, MAX_IMAGES);

  const step = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const width = track.clientWidth;
    const last = track.scrollWidth - width;
    let left = track.scrollLeft + direction * width;
    if (left > last + 1) left = 0;
    else if (left < -1) left = last;
    track.scrollTo({ left });
  };

  if (images.length === 0) {
    return (
      <div className={css.carousel}>
        <div className={css.placeholder} />
      </div>
    );
  }
  const several = images.length > 1;
  return (
    <div className={css.carousel}>
      <ul
        ref={trackRef}
        className={css.track}
        tabIndex={several ? 0 : undefined}
        aria-label={t('card.photos', { hotel })}
      >
        {images.map((id, i) => {
          const first = eager && i === 0;
          const priority = first ? ({ fetchpriority: 'high' } as Record<string, string>) : {};
          return (
            <li key={`${id}-${i}`} className={css.slide}>
              <a className={css.slideLink} href={href} tabIndex={-1} aria-hidden="true">
                <img
                  className={css.image}
                  src={imageUrl(id, '640_360')}
                  srcSet={imageSrcSet(id, ['640_360', '960_540'])}
                  sizes={SIZES}
                  width={640}
                  height={360}
                  alt=""
                  loading={first ? 'eager' : 'lazy'}
                  decoding={first ? 'auto' : 'async'}
                  {...priority}
                />
              </a>
            </li>
          );
        })}
      </ul>
      {hydrated && several ? (
        <>
          <button
            type="button"
            className={css.previous}
            onClick={() => step(-1)}
            aria-label={t('card.previous')}
          >
            <ChevronIcon direction="left" />
          </button>
          <button type="button" className={css.next} onClick={() => step(1)} aria-label={t('card.next')}>
            <ChevronIcon direction="right" />
          </button>
        </>
      ) : null}
    </div>
  );
}
