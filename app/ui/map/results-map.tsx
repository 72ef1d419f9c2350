import { useNavigate } from '@remix-run/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MARKET, findMarket } from '~/domain/market';
import type { SearchPageData } from '~/domain/search/page-data';
import { button } from '../button.css';
import * as css from './results-map.css';
import { StaticMap } from './static-map';

/**
 * The map dialog and, inside it, maplibre-gl load only when the map opens (ADR 007): nothing of
 * them is in the search page's first-load JavaScript, and the server build leaves them out.
 */
const loadDialog = import.meta.env.SSR ? null : () => import('./map-dialog');
const MapDialog = loadDialog ? lazy(loadDialog) : null;

/** Whether this browser can draw the interactive map (WebGL); without it the static map stays. */
function supportsWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * The results map of `?panel=map`. The server renders the static map and the numbered list (no
 * JavaScript needed); with JavaScript and WebGL the interactive map opens over the page in a
 * full-screen dialog, and closing it returns to the results without `panel`.
 */
export function ResultsMap({ data }: { data: SearchPageData }) {
  const { t } = useTranslation('map');
  const cards = data.results.cards;
  const navigate = useNavigate();
  const market = findMarket(data.marketCode) ?? DEFAULT_MARKET;
  const [interactive, setInteractive] = useState(false);
  const [open, setOpen] = useState(false);

  // After hydration: open the map the visitor asked for, where WebGL can draw it.
  useEffect(() => {
    if (!supportsWebGL()) return;
    setInteractive(true);
    setOpen(true);
    void loadDialog?.();
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    navigate(data.results.panelHrefs.closed, { replace: true, preventScrollReset: true });
  }, [navigate, data.results.panelHrefs.closed]);

  return (
    <div className={css.root}>
      {interactive && MapDialog ? (
        <p className={css.actions}>
          <button type="button" className={button.brand} aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {t('open')}
          </button>
        </p>
      ) : null}
      <StaticMap map={data.map} cards={cards} locale={market.bcp47} />
      {open && MapDialog ? (
        <Suspense fallback={null}>
          <MapDialog data={data} cards={cards} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
