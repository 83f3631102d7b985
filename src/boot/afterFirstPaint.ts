import { FIRST_PAINT_TIMEOUT_MS } from './loaderContract.mjs';

export { FIRST_PAINT_TIMEOUT_MS };

// The same "first paint or 3 s" the inline loader waits for (./loaderContract.mjs holds the
// 3 s for both). The entry waits again because the loader also starts it at a scroll, tap or
// key press, which may come before the paint: what is fetched ahead still waits for it.

/** Calls `then` once, after the first contentful paint (at once if it has happened). */
export function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // No paint timing (older Safari): two frames from now the page has been drawn.
    requestAnimationFrame(() => requestAnimationFrame(then));
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    observer.disconnect();
    then();
  };
  // Buffered: a paint that came before this script ran is reported too.
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some(({ name }) => name === 'first-contentful-paint')) once();
  });
  const fallback = setTimeout(once, FIRST_PAINT_TIMEOUT_MS);
  observer.observe({ type: 'paint', buffered: true });
}
