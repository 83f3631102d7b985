import { Suspense, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

export interface ClientSuspenseProps {
  /** What stands in for the content: same size, so nothing moves when it arrives. */
  fallback: ReactNode;
  /** Content that loads lazily in the browser. */
  children: ReactNode;
}

/**
 * A Suspense boundary for lazily loaded parts of a prerendered page. The server and the
 * hydration render draw the fallback as ordinary content, so the prerendered HTML and the
 * first client render agree without React having to give up on a boundary the server could
 * not finish (which it reports as an error); the render right after hydration swaps in the
 * real boundary, whose chunk then loads as it did before.
 */
export function ClientSuspense({ fallback, children }: ClientSuspenseProps) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
