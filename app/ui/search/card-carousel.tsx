import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_IMAGE_SIZES, cardImageSrcSet, imageUrl } from '~/domain/images';
import * as css from './card-carousel.css';
import { ChevronIcon } from './search-icons';
import { useHydrated } from './use-hydrated';

/** A card's gallery shows at most 4 images. */
const MAX_IMAGES = 4;

/** One picture further, wrapping around at both ends. */
function scrollTrack(track: HTMLElement, direction: 1 | -1) {
  const width = track.clientWidth;
  const last = track.scrollWidth - width;
  let left = track.scrollLeft + direction * width;
  if (left > last + 1) left = 0;
  else if (left < -1) left = last;
  track.scrollTo({ left });
}

export interface CardCarouselProps {
  imageIds: string[];
  href: string;
  hotel: string;
  /** the first image of the first card is the likely LCP element: loaded eagerly */
  eager: boolean;
}

/**
 * The card's pictures as a scroll-snap list. The page carries the first picture only; the others
 * render at the first hover, focus or touch of the card (all images load on first hover), then
 * swipe or scroll, with previous and next buttons that wrap around at both ends. Images are sized
 * to avoid layout shifts.
 */
export function CardCarousel({ imageIds, href, hotel, eager }: CardCarouselProps) {
  const { t } = useTranslation('results');
  const hydrated = useHydrated();
  const trackRef = useRef<HTMLUListElement>(null);
  const [expanded, setExpanded] = useState(false);
  const pendingStep = useRef<1 | -1 | null>(null);
  const available = imageIds.slice(0, MAX_IMAGES);
  const several = available.length > 1;
  // Until then the card's stretched link takes a click on the picture: one link less per card.
  const interactive = hydrated && several;
  const expand = () => {
    if (several && !expanded) setExpanded(true);
  };

  // A button pressed before the other pictures existed moves once they are there.
  useEffect(() => {
    if (!expanded || pendingStep.current === null) return;
    if (trackRef.current) scrollTrack(trackRef.current, pendingStep.current);
    pendingStep.current = null;
  }, [expanded]);

  const onButton = (direction: 1 | -1) => {
    if (expanded && trackRef.current) scrollTrack(trackRef.current, direction);
    else {
      pendingStep.current = direction;
      setExpanded(true);
    }
  };

  const picture = (id: string, index: number) => {
    const first = eager && index === 0;
    const priority = first ? ({ fetchpriority: 'high' } as Record<string, string>) : {};
    const image = (
      <img
        className={css.image}
        src={imageUrl(id, '640_360')}
        srcSet={cardImageSrcSet(id)}
        sizes={CARD_IMAGE_SIZES}
        width={640}
        height={360}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        {...priority}
      />
    );
    return interactive ? (
      <a className={css.slideLink} href={href} tabIndex={-1} aria-hidden="true">
        {image}
      </a>
    ) : (
      image
    );
  };

  if (available.length === 0) {
    return (
      <div className={css.carousel}>
        <div className={css.placeholder} />
      </div>
    );
  }
  return (
    <div
      className={interactive ? `${css.carousel} ${css.raised}` : css.carousel}
      onPointerEnter={expand}
      onFocus={expand}
      onTouchStart={expand}
    >
      {expanded ? (
        <ul
          ref={trackRef}
          className={css.track}
          tabIndex={available.length > 1 ? 0 : undefined}
          aria-label={t('card.photos', { hotel })}
        >
          {available.map((id, i) => (
            <li key={`${id}-${i}`} className={css.slide}>
              {picture(id, i)}
            </li>
          ))}
        </ul>
      ) : (
        // One picture until the others are asked for: no list around it.
        picture(available[0], 0)
      )}
      {interactive ? (
        <>
          <button
            type="button"
            className={css.previous}
            onClick={() => onButton(-1)}
            aria-label={t('card.previous')}
          >
            <ChevronIcon direction="left" />
          </button>
          <button type="button" className={css.next} onClick={() => onButton(1)} aria-label={t('card.next')}>
            <ChevronIcon direction="right" />
          </button>
        </>
      ) : null}
    </div>
  );
}
