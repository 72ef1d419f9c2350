import type { ReactNode } from 'react';
import { galleryQuery, type GalleryImage, type GalleryState } from '~/domain/product/gallery-state';
import { imageSrcSet, imageUrl } from '~/domain/images';

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

/** The gallery of a product page (first picture; the full viewer is built behind this interface). */
export function ProductGallery({ images, title, search, wishlist }: ProductGalleryProps) {
  const first = images[0];
  if (!first) return null;
  return (
    <div>
      <a href={galleryQuery(search, 0)}>
        <img
          src={imageUrl(first.id, '960_540')}
          srcSet={imageSrcSet(first.id, ['640_360', '960_540'])}
          sizes="(min-width: 1024px) 60vw, 100vw"
          width={960}
          height={540}
          alt={first.alt || title}
        />
      </a>
      {wishlist}
    </div>
  );
}
