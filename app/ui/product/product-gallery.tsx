import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { galleryQuery, type GalleryImage, type GalleryState } from '~/domain/product/gallery-state';
import { imageSrcSet, imageUrl } from '~/domain/images';
import { useHydrated } from '../search/use-hydrated';
import * as css from './product-gallery.css';
import { GALLERY_ID, GalleryViewer, viewerHref } from './product-gallery-viewer';

const GalleryDialog = lazy(() => import('./product-gallery-dialog'));

/** The tiles layout shows a single picture under this many, otherwise this many tiles. */
export const GALLERY_TILES = 4;

export interface ProductGalleryProps {
  images: GalleryImage[];
  /** the product's title: the viewer's accessible name */
  title: string;
  /** from parseGalleryState on the server (the viewer is open without JavaScript too) */
  state: GalleryState;
  /** the page's current query string (`?a=2&checkin=...`), kept by the viewer's links */
  search: string;
  /** 'tiles': under 4 pictures a single one, else 4 tiles and 'See N pictures'; 'carousel': one swipeable row */
  layout?: 'tiles' | 'carousel';
  /** the wishlist toggle, drawn over the first picture */
  wishlist?: ReactNode;
}

/** The address bar follows the viewer without a navigation (nothing for the server to do). */
function replaceQuery(query: string) {
  const url = `${window.location.pathname}${query === '?' ? '' : query}${window.location.hash}`;
  // Remix's own history state is kept: its router still knows the entry.
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The gallery of a product page. Each picture links to the viewer (`?photo=N`): without JavaScript
 * the server renders it as a region under the gallery; with JavaScript the link opens the viewer as a
 * dialog without a reload and the address follows it (history replace). The viewer's markup exists
 * only while it is open.
 */
export function ProductGallery({
  images,
  title,
  state,
  search,
  layout = 'tiles',
  wishlist,
}: ProductGalleryProps) {
  const { t } = useTranslation('reviews');
  const hydrated = useHydrated();
  const [open, setOpen] = useState<number | null>(state.open ? state.index : null);
  const count = images.length;
  if (count === 0) return null;

  const openAt = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(index);
    replaceQuery(galleryQuery(window.location.search, index));
  };
  const picture = (image: GalleryImage, index: number, big: boolean) => {
    const first = index === 0;
    const priority = first ? ({ fetchpriority: 'high' } as Record<string, string>) : {};
    return (
      <img
        className={css.image}
        src={imageUrl(image.id, big ? '960_540' : '640_360')}
        srcSet={imageSrcSet(image.id, big ? ['640_360', '960_540'] : ['640_360'])}
        sizes={big ? '(min-width: 768px) 66vw, 100vw' : '(min-width: 768px) 33vw, 100vw'}
        width={big ? 960 : 640}
        height={big ? 540 : 360}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        decoding={first ? undefined : 'async'}
        {...priority}
      />
    );
  };
  const link = (index: number, className: string, big: boolean) => (
    <a
      className={className}
      href={viewerHref(search, index, count)}
      onClick={openAt(index)}
      aria-label={t('gallery.open', { index: index + 1, count })}
      rel="nofollow"
    >
      {picture(images[index], index, big)}
    </a>
  );

  let pictures: ReactNode;
  if (layout === 'carousel') {
    pictures = (
      <ul className={css.row} aria-label={t('gallery.pictures', { title })}>
        {images.map((image, index) => (
          <li key={`${image.id}-${index}`} className={css.slide}>
            {link(index, css.tile, true)}
          </li>
        ))}
      </ul>
    );
  } else if (count < GALLERY_TILES) {
    pictures = link(0, css.single, true);
  } else {
    pictures = (
      <>
        <div className={css.tiles}>
          {link(0, `${css.tile} ${css.mainTile}`, true)}
          {[1, 2, 3].map((index) => (
            <span key={index} className={css.sideTile}>
              {link(index, css.tile, false)}
            </span>
          ))}
        </div>
        <a className={css.seeAll} href={viewerHref(search, 0, count)} onClick={openAt(0)} rel="nofollow">
          {t('gallery.seePictures', { count })}
        </a>
      </>
    );
  }

  return (
    <div id={GALLERY_ID} className={css.gallery}>
      {pictures}
      {wishlist ? <div className={css.wishlist}>{wishlist}</div> : null}
      {open !== null && !hydrated ? (
        <GalleryViewer images={images} title={title} index={open} search={search} />
      ) : null}
      {open !== null && hydrated ? (
        <Suspense fallback={null}>
          <GalleryDialog
            images={images}
            title={title}
            index={open}
            onIndex={(index) => replaceQuery(galleryQuery(window.location.search, index))}
            onClose={() => {
              setOpen(null);
              replaceQuery(galleryQuery(window.location.search, null));
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
