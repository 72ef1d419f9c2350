import { useTranslation } from 'react-i18next';
import { galleryQuery, type GalleryImage } from '~/domain/product/gallery-state';
import { imageSrcSet, imageUrl } from '~/domain/images';
import * as css from './product-gallery.css';

/** The viewer's element id: its links land on it; closing lands on the gallery. */
export const VIEWER_ID = 'photo-viewer';
export const GALLERY_ID = 'gallery';

/** The address of the viewer on picture `index` (0-based, wrapping around), or closed with null. */
export function viewerHref(search: string, index: number | null, count: number): string {
  if (index === null) return `${galleryQuery(search, null)}#${GALLERY_ID}`;
  return `${galleryQuery(search, ((index % count) + count) % count)}#${VIEWER_ID}`;
}

export interface GalleryViewerProps {
  images: GalleryImage[];
  title: string;
  index: number;
  search: string;
}

/**
 * The full-screen viewer without JavaScript: a region of the page, rendered by the server when the
 * address says `?photo=N`, whose previous, next and close controls are links.
 */
export function GalleryViewer({ images, title, index, search }: GalleryViewerProps) {
  const { t } = useTranslation('reviews');
  const image = images[index];
  if (!image) return null;
  const count = images.length;
  return (
    <section id={VIEWER_ID} className={css.viewer} aria-labelledby={`${VIEWER_ID}-title`} tabIndex={-1}>
      <h2 id={`${VIEWER_ID}-title`} className={css.viewerTitle}>
        {t('gallery.viewer', { title, index: index + 1, count })}
      </h2>
      <img
        className={css.viewerImage}
        src={imageUrl(image.id, '960_540')}
        srcSet={imageSrcSet(image.id, ['640_360', '960_540'])}
        sizes="100vw"
        width={960}
        height={540}
        alt={image.alt || title}
      />
      <div className={css.viewerNav}>
        {count > 1 ? (
          <a className={css.viewerControl} href={viewerHref(search, index - 1, count)} rel="nofollow">
            {t('gallery.previous')}
          </a>
        ) : (
          <span />
        )}
        <a className={css.viewerControl} href={viewerHref(search, null, count)}>
          {t('gallery.close')}
        </a>
        {count > 1 ? (
          <a className={css.viewerControl} href={viewerHref(search, index + 1, count)} rel="nofollow">
            {t('gallery.next')}
          </a>
        ) : (
          <span />
        )}
      </div>
    </section>
  );
}
