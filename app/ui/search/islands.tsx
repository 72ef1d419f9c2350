import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react';

/**
 * Lazy hydration for the parts of the results page that work as plain HTML (forms, links,
 * `<details>`): the server renders them; in the browser their code loads once the page is idle,
 * on the first interaction or on the first client navigation, whichever comes first. Until then
 * React keeps their server HTML as it is (a dehydrated Suspense boundary), and it works without
 * scripts. This keeps the first-load JavaScript within its budget (120 KB gzip).
 */
let requested = false;
let release: () => void = () => {};
const wanted = new Promise<void>((resolve) => {
  release = resolve;
});

export function loadIslands() {
  if (requested) return;
  requested = true;
  release();
}

const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'pointerover'] as const;

/** Starts loading the islands when the browser is idle after load, or at the first sign of use. */
export function useIslandLoading(navigating: boolean) {
  useEffect(() => {
    if (requested) return;
    const start = () => loadIslands();
    const idle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
      else setTimeout(start, 200);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    for (const type of INTENT_EVENTS)
      window.addEventListener(type, start, { once: true, passive: true, capture: true });
    return () => {
      window.removeEventListener('load', idle);
      for (const type of INTENT_EVENTS) window.removeEventListener(type, start, { capture: true });
    };
  }, []);
  useEffect(() => {
    if (navigating) loadIslands();
  }, [navigating]);
}

/**
 * An island: `serverComponent` renders on the server (pass it as `import.meta.env.SSR ? C : null`
 * so the client bundle leaves it out), `load` brings the same component in the browser.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  serverComponent: ComponentType<P> | null,
): ComponentType<P> {
  // The server wraps the island in the same Suspense boundary, so the browser finds a boundary to keep.
  const Component = (serverComponent ??
    lazy(() => wanted.then(load).then((component) => ({ default: component })))) as ComponentType<P>;
  const Island = (props: P) => (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
  return memo(Island) as unknown as ComponentType<P>;
}
