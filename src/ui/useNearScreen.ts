import { useEffect, useState, type RefObject } from 'react';

/**
 * About one screen above and below the view: a card's thumbnail is read as the reader
 * scrolls towards it, early enough to be there when it arrives, and never for cards further
 * down that the reader may never reach.
 */
export const NEAR_MARGIN = '100% 0px 100% 0px';

/**
 * Whether the element has come within NEAR_MARGIN of the view; once true it stays true (what
 * was read is kept). An element that is not in the page (a parked card) is never near.
 * Without IntersectionObserver (a very old browser), everything is near.
 */
export function useNearScreen(target: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);
  return near;
}
