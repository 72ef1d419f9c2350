import { imageSrcSet, imageUrl } from '~/domain/images';

/**
 * A generated picture below the fold: the 640x360 size with its 960x540 variant, loaded lazily,
 * decorative (the text beside it says what it shows). `sizes` tells the browser the width it takes.
 */
export function LazyPicture({ id, className, sizes }: { id: string; className: string; sizes: string }) {
  return (
    <img
      className={className}
      src={imageUrl(id, '640_360')}
      srcSet={imageSrcSet(id, ['640_360', '960_540'])}
      sizes={sizes}
      width={640}
      height={360}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
