// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToResultsAfterSearch } from './scroll-to-results';
import { markSearchSubmitted } from './search-submitted';

function Results() {
  useScrollToResultsAfterSearch('results');
  return <section id="results" />;
}

function setup(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: desktop, media: query }));
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 600 } as DOMRect);
  return scrollTo;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('useScrollToResultsAfterSearch', () => {
  it('on mobile, after a search from the box, scrolls to the results 70 px below the top, once', () => {
    const scrollTo = setup(false);
    markSearchSubmitted();
    render(<Results />).unmount();
    expect(scrollTo).toHaveBeenCalledWith({ top: 530 });
    render(<Results />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a new search, nor on desktop', () => {
    const onMobile = setup(false);
    render(<Results />).unmount();
    expect(onMobile).not.toHaveBeenCalled();
    const onDesktop = setup(true);
    markSearchSubmitted();
    render(<Results />);
    expect(onDesktop).not.toHaveBeenCalled();
  });
});
