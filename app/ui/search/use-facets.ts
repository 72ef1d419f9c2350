import { useFetcher } from '@remix-run/react';
import { useCallback } from 'react';
import type { FacetsView } from '~/domain/search/facets';
import type { SearchPageData } from '~/domain/search/page-data';

/**
 * The filter forms' facets. A page whose address opens no filter form comes without them (they
 * were a quarter of its data); a form opened in place with JavaScript loads them then, from the
 * same page with that form open (cached like any results page), without changing the address.
 * Loaded facets count only for the criteria they were loaded for.
 */
export function useFacets(data: SearchPageData): {
  facets: FacetsView | null;
  load: (panelHref: string) => void;
} {
  const fetcher = useFetcher();
  const loaded = fetcher.data as SearchPageData | undefined;
  const facets =
    data.facets ?? (loaded && loaded.results.query === data.results.query ? loaded.facets : null);
  const { load: fetchPage, state } = fetcher;
  const load = useCallback(
    (panelHref: string) => {
      if (state === 'idle') void fetchPage(panelHref);
    },
    [fetchPage, state],
  );
  return { facets, load };
}
