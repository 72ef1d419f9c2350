import { useNavigate } from '@remix-run/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchPageData } from '~/domain/search/page-data';
import { InlinePanels as InlinePanelsServer } from './inline-panels';
import { island } from './islands';
import { MobileActionBar } from './mobile-action-bar';
import { useFacets } from './use-facets';
import { useHydrated } from './use-hydrated';

const InlinePanels = island(
  () => import('./inline-panels').then((m) => m.InlinePanels),
  import.meta.env.SSR ? InlinePanelsServer : null,
);

/** The dialog and its content load on demand: Radix stays out of the first load. */
const loadDialog = () => Promise.all([import('./panel-dialog'), import('./panel-dialog-content')]);
const PanelDialog = lazy(() =>
  loadDialog().then(([dialog, content]) => ({
    default: function LoadedDialog(props: DialogProps) {
      const Dialog = dialog.default;
      const Content = content.PanelDialogContent;
      return (
        <Dialog
          open
          onOpenChange={props.onOpenChange}
          title={props.title}
          closeLabel={props.closeLabel}
          variant={props.variant}
          returnFocus={props.returnFocus}
        >
          <Content data={props.data} locale={props.locale} panel={props.panel} onDone={props.onDone} />
        </Dialog>
      );
    },
  })),
);
const prepareDialog = () => {
  void loadDialog();
};

interface DialogProps {
  data: SearchPageData;
  locale: string;
  panel: 'filters' | 'sort';
  title: string;
  closeLabel: string;
  variant: 'full' | 'drawer';
  onOpenChange: (open: boolean) => void;
  onDone: (navigated: boolean) => void;
  returnFocus: () => void;
}

/**
 * The mobile action bar and the panels it opens (ADR 006). Without JavaScript, Filter, Map and
 * Sort are links to `?panel=…` and the panel renders inline. With JavaScript, Filter and Sort open
 * dialogs without a navigation; an address that already has `?panel=` opens its dialog, and closing
 * it replaces the address without the parameter.
 */
export function SearchPanels({ data, locale }: { data: SearchPageData; locale: string }) {
  const { t } = useTranslation('results');
  const { results } = data;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'filters' | 'sort' | null>(null);
  const { facets, load: loadFacets } = useFacets(data);
  // The filter dialog opened before its facets arrived opens when they do.
  const [filtersPending, setFiltersPending] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openPanel = useCallback(
    (panel: 'filters' | 'sort') => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (panel === 'filters' && !facets) {
        setFiltersPending(true);
        loadFacets(results.panelHrefs.filters);
      } else setOpen(panel);
    },
    [facets, loadFacets, results.panelHrefs.filters],
  );
  useEffect(() => {
    if (!filtersPending || !facets) return;
    setFiltersPending(false);
    setOpen('filters');
  }, [filtersPending, facets]);
  const returnFocus = useCallback(() => opener.current?.focus(), []);
  const urlPanel = results.panel === 'filters' || results.panel === 'sort' ? results.panel : null;

  useEffect(() => {
    if (urlPanel) setOpen(urlPanel);
  }, [urlPanel]);

  const close = useCallback(
    (navigated: boolean) => {
      setOpen(null);
      if (!navigated && urlPanel)
        navigate(results.panelHrefs.closed, { replace: true, preventScrollReset: true });
    },
    [navigate, results.panelHrefs.closed, urlPanel],
  );
  const onOpenChange = useCallback((next: boolean) => !next && close(false), [close]);

  // The filter bar's dropdowns (`filter-…`) render in the bar itself.
  const pagePanel =
    results.panel === 'filters' || results.panel === 'sort' || results.panel === 'map' ? results.panel : null;
  const inline = pagePanel && (!hydrated || pagePanel === 'map') ? pagePanel : null;

  return (
    <>
      <MobileActionBar
        results={results}
        onOpen={hydrated ? openPanel : undefined}
        onPrepare={prepareDialog}
      />
      {inline ? <InlinePanels data={data} locale={locale} panel={inline} /> : null}
      {hydrated && open ? (
        <Suspense fallback={null}>
          <PanelDialog
            data={facets === data.facets ? data : { ...data, facets }}
            locale={locale}
            panel={open}
            title={open === 'filters' ? t('panel.filterTitle') : t('panel.sortTitle')}
            closeLabel={t('panel.close')}
            variant={open === 'filters' ? 'full' : 'drawer'}
            onOpenChange={onOpenChange}
            onDone={close}
            returnFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}
