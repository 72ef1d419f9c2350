import { useEffect } from 'react';
import { isDesktop } from '~/ui/media';
import { takeSearchSubmitted } from './search-submitted';

/** On mobile, after a new search, the results land this far below the top of the window. */
const MOBILE_OFFSET_PX = 70;

/**
 * For the results page: on mobile, after a new search from the search box, scroll to the results
 * (the element with `targetId`), 70 px below the top. Other visits (links, reloads, back) keep
 * their scroll position.
 */
export function useScrollToResultsAfterSearch(targetId: string): void {
  useEffect(() => {
    if (!takeSearchSubmitted() || isDesktop()) return;
    const target = document.getElementById(targetId);
    if (target)
      window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - MOBILE_OFFSET_PX });
  }, [targetId]);
}
