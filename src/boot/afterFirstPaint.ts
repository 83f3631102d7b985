/**
 * How long to wait for the first-contentful-paint entry before going on without it: a tab
 * opened in the background paints nothing (and so reports nothing) until it is shown, and a
 * browser may simply not report one. The page is on screen by then in any case.
 */
export const FIRST_PAINT_TIMEOUT_MS = 3000;

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
