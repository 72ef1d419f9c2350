/**
 * Where the destination combobox's suggestions come from: the market's popular destinations (asked
 * once, again after a failure), the recent searches of this browser, and the autocomplete for typed
 * text, asked after a pause, each new keystroke abandoning the previous request. Failures are
 * logged, never shown.
 */
import { useEffect, useRef, useState } from 'react';
import { apiGet } from '../api-client';
import type { Suggestion } from './destination-options';
import { readRecentSearches, type RecentSearch } from './recent-searches';

/**
 * A generic 500 ms debounce feels sluggish for suggestions, and the answers are cached
 * (max-age 300), so the box waits 300 ms after the last keystroke.
 */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
const MAX_RESULTS = 30;

export function useDestinationSuggestions(locale: string) {
  /** null while nothing is typed: the lists of recent and popular destinations show instead */
  const [results, setResults] = useState<Suggestion[] | null>(null);
  const [popular, setPopular] = useState<Suggestion[]>([]);
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const request = useRef<AbortController>();
  const popularRequest = useRef<Promise<Suggestion[]>>();

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  function loadPopular(): Promise<Suggestion[]> {
    popularRequest.current ??= apiGet('recommendedAutocomplete', { query: { locale, q: '' } }).then(
      (result) => {
        if (result.ok) {
          setPopular(result.data);
          return result.data;
        }
        console.error('recommendedAutocomplete', result.failure);
        popularRequest.current = undefined;
        return [];
      },
    );
    return popularRequest.current;
  }

  /** Looks the text up after the pause; empty text goes back to the lists. */
  function search(text: string, onResults: () => void) {
    clearTimeout(timer.current);
    request.current?.abort();
    if (!text.trim()) {
      setResults(null);
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      apiGet('autocompleteGeonames', {
        query: { locale, term: text.trim(), maxResults: MAX_RESULTS },
        signal: controller.signal,
      }).then((result) => {
        if (result.ok) {
          setResults(result.data);
          onResults();
        } else if (result.failure.kind !== 'aborted') console.error('autocomplete', result.failure);
      });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
  }

  return {
    results,
    popular,
    recent,
    setRecent,
    loadPopular,
    search,
    /** back to the lists: no typed results, the recent searches read again */
    reset: () => {
      setResults(null);
      setRecent(readRecentSearches());
    },
    refreshRecent: () => setRecent(readRecentSearches()),
  };
}
