import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while React hydrates the prerendered page, true from the render
 * right after (and from the start of a page React renders from scratch). Lets a component
 * draw exactly what the prerendered HTML holds, then switch to what needs the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
