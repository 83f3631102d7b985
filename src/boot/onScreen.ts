interface Watch {
  observer: IntersectionObserver;
  seen: boolean;
  waiting: Set<() => void>;
}

/** One watch per element, however many wait on it (the boot entry and the wall, for one). */
const watches = new WeakMap<Element, Watch>();

/**
 * Calls `then` once any of `element` is on screen: at once if it has been already, or where
 * there is no IntersectionObserver. One observer per element, shared by everything that waits
 * on it: the boot entry (src/boot.ts) and the wall (src/wall/DeferredWall.tsx) watch the
 * same placeholder, which hydration keeps. Returns a function that stops waiting; the
 * observer goes once nothing waits on it.
 */
export function whenOnScreen(element: Element, then: () => void): () => void {
  const stopped = () => undefined;
  if (typeof IntersectionObserver !== 'function' || watches.get(element)?.seen) {
    then();
    return stopped;
  }
  let watch = watches.get(element);
  if (!watch) {
    const waiting = new Set<() => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        created.seen = true;
        observer.disconnect();
        const due = [...waiting];
        waiting.clear();
        for (const each of due) each();
      },
      { threshold: 0 },
    );
    const created: Watch = { observer, seen: false, waiting };
    watch = created;
    watches.set(element, created);
    observer.observe(element);
  }
  const current = watch;
  current.waiting.add(then);
  return () => {
    current.waiting.delete(then);
    if (current.waiting.size > 0 || current.seen) return;
    current.observer.disconnect();
    watches.delete(element);
  };
}
