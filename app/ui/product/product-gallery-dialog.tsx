import * as Dialog from '@radix-ui/react-dialog';
import { useKeenSlider } from 'keen-slider/react';
import { useState, type KeyboardEvent } from 'react';
import { GALLERY_ID } from './product-gallery-viewer';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '~/domain/product/gallery-state';
import { imageSrcSet, imageUrl } from '~/domain/images';
import { CloseIcon } from '../icons';
import * as css from './product-gallery.css';

export interface GalleryDialogProps {
  images: GalleryImage[];
  title: string;
  /** the picture it opens on (0-based) */
  index: number;
  /** the picture shown changed: the gallery writes it in the address */
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The full-screen viewer with JavaScript: a Radix dialog (focus kept inside and given back on
 * closing, Escape closes) around a keen-slider that swipes; the arrow keys and buttons page it.
 * Its own chunk: loaded when a picture is first opened.
 */
export default function GalleryDialog({ images, title, index, onIndex, onClose }: GalleryDialogProps) {
  const { t } = useTranslation('reviews');
  const [current, setCurrent] = useState(index);
  // Focus goes back where it was when the viewer opened (the picture's link), else to the gallery's
  // first link (a viewer the address opened). Radix would return it to a Dialog.Trigger, and there is none.
  const [opener] = useState(() =>
    typeof document !== 'undefined' &&
    document.activeElement instanceof HTMLElement &&
    document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  const count = images.length;
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    initial: index,
    loop: count > 1,
    selector: (container) => Array.from(container.children) as HTMLElement[],
    slideChanged(s) {
      const rel = s.track.details.rel;
      setCurrent(rel);
      onIndex(rel);
    },
  });
  const go = (step: 1 | -1) => {
    if (slider.current) {
      if (step === 1) slider.current.next();
      else slider.current.prev();
    } else {
      const next = (current + step + count) % count;
      setCurrent(next);
      onIndex(next);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.dialog}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = opener?.isConnected
              ? opener
              : document.querySelector<HTMLElement>(`#${GALLERY_ID} a`);
            target?.focus({ preventScroll: true });
          }}
        >
          <div className={css.dialogHeader}>
            <Dialog.Title className={css.viewerTitle}>
              {t('gallery.viewer', { title, index: current + 1, count })}
            </Dialog.Title>
            <Dialog.Close className={css.viewerControl} aria-label={t('gallery.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div ref={sliderRef} className={css.slider}>
            {images.map((image, i) => (
              <div key={`${image.id}-${i}`} className={css.sliderSlide} aria-hidden={i !== current}>
                <img
                  src={imageUrl(image.id, '960_540')}
                  srcSet={imageSrcSet(image.id, ['640_360', '960_540'])}
                  sizes="100vw"
                  width={960}
                  height={540}
                  alt={image.alt || title}
                  loading={Math.abs(i - current) <= 1 ? 'eager' : 'lazy'}
                />
              </div>
            ))}
          </div>
          {count > 1 ? (
            <div className={css.viewerNav}>
              <button type="button" className={css.viewerControl} onClick={() => go(-1)}>
                {t('gallery.previous')}
              </button>
              <button type="button" className={css.viewerControl} onClick={() => go(1)}>
                {t('gallery.next')}
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
