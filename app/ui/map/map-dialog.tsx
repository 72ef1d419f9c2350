import * as Dialog from '@radix-ui/react-dialog';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardView } from '~/domain/search/card';
import type { SearchPageData } from '~/domain/search/page-data';
import { CloseIcon } from '../icons';
import * as css from './map-dialog.css';

/** maplibre-gl, its stylesheet, its worker and the atlas: their own chunks, fetched when the map opens. */
const MapView = lazy(() =>
  import('./map-view').then(async (m) => {
    await m.prepareMapView();
    return { default: m.MapView };
  }),
);

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface MapDialogProps {
  data: SearchPageData;
  cards: CardView[];
  onClose: () => void;
}

/**
 * The map overlay: a full-screen Radix dialog (ADR 006) around the interactive map. Escape or
 * the close button closes it; focus goes back to the page's Map control.
 */
export default function MapDialog({ data, cards, onClose }: MapDialogProps) {
  const { t } = useTranslation('map');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.content}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The dialog closes with a navigation to the results: focus the Map control if it is shown.
            event.preventDefault();
            document.querySelector<HTMLElement>('a[href*="panel=map"]')?.focus({ preventScroll: true });
          }}
        >
          <div className={css.header}>
            <Dialog.Title className={css.title}>{t('dialog.title')}</Dialog.Title>
            <Dialog.Close className={css.close} aria-label={t('dialog.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className={css.body}>
            <MapErrorBoundary
              fallback={
                <p className={css.message} role="alert">
                  {t('dialog.error')}
                </p>
              }
            >
              <Suspense
                fallback={
                  <p className={css.message} role="status">
                    {t('dialog.loading')}
                  </p>
                }
              >
                <MapView data={data} cards={cards} />
              </Suspense>
            </MapErrorBoundary>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
