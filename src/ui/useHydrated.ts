import { useDeferredValue, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while React hydrates the prerendered page, true from the render
 * right after (and from the start of a page React renders from scratch). Lets a component
 * draw exactly what the prerendered HTML holds, then switch to what needs the browser.
 *
 * The switch is deferred: React re-renders synchronously once hydration is done (the store's
 * server and client values differ), and what turns on here (the live boxes, the banner's
 * entrance) is work the page can take in slices. useDeferredValue keeps that urgent render cheap
 * and does the switch in a background render React can interrupt, so the first moments
 * after load hold no long task a tap would wait on.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return useDeferredValue(hydrated);
}
