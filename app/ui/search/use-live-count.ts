import { useCallback, useEffect, useRef, useState } from 'react';
import { allValues } from '~/domain/api/query-string';
import { apiGet } from '../api-client';
import { formQuery } from './query';
import { hasChanged } from './use-filter-form';

/**
 * The number of offers a filter form would show, for its apply button ('View {{count}} offers'):
 * the page's total while nothing changed, then the count from the facets API for the edited
 * values (debounced); `undefined` while unknown ('View offers').
 */
export function useLiveCount(total: number, apiLocale: string | null) {
  const [count, setCount] = useState<number | undefined>(total);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const request = useRef<AbortController>();

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const update = useCallback(
    (form: HTMLFormElement) => {
      clearTimeout(timer.current);
      request.current?.abort();
      if (!hasChanged(form)) {
        setCount(total);
        return;
      }
      setCount(undefined);
      if (!apiLocale) return;
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        request.current = controller;
        apiGet('searchFacets', {
          query: {
            ...allValues(new URLSearchParams(formQuery(form))),
            locale: apiLocale,
            propertiesRequested: 'price',
            withNames: 'false',
          },
          signal: controller.signal,
        }).then((result) => {
          if (result.ok) setCount(result.data.totalCount);
        });
      }, 300);
    },
    [total, apiLocale],
  );
  return [count, update] as const;
}
