import { listedModules, savingData, WALL_MODULES_META } from './fetchAhead';

export { WALL_MODULES_META };

/** Without requestIdleCallback (Safari), this long after the page's load event. */
const IDLE_FALLBACK_MS = 1000;

/** The URLs of the wall's modules, as the build listed them; none in development. */
export function wallModuleUrls(doc: Document): string[] {
  return listedModules(doc, WALL_MODULES_META);
}

/**
 * One `<link rel="modulepreload">` per URL not already linked. The browser fetches and
 * compiles each module into its module map without running it, so the wall's later
 * import() finds it there, with or without a connection (unlike a `prefetch`, which leaves
 * the file to the HTTP cache and its headers).
 */
export function preloadModules(doc: Document, urls: readonly string[]): void {
  for (const url of urls) {
    const linked = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some(
      (link) => link.getAttribute('href') === url,
    );
    if (linked) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    // No fetchpriority: Chromium fetches a modulepreload at High whatever it says. Waiting
    // for the load event and an idle moment is what keeps it behind the page's own requests.
    link.href = url;
    doc.head.append(link);
  }
}

/**
 * Fetches the wall's code ahead, without running it, once the page has loaded, the main
 * thread is idle and the browser is online: a visitor who walks out of range afterwards
 * still gets the wall (its form, and its offline note) instead of "couldn't load". Nothing
 * of it runs, so nothing connects to Firestore. Skipped when the visitor asked to save data.
 * Returns a function that cancels whatever has not happened yet.
 *
 * Online only, because the browser remembers a module that failed to arrive: a prefetch
 * lost to a dropped connection would fail the wall's import() too, even once it is back.
 */
export function prefetchWallWhenIdle(): () => void {
  const urls = wallModuleUrls(document);
  if (urls.length === 0 || savingData()) return () => undefined;
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if (navigator.onLine) preloadModules(document, urls);
    else window.addEventListener('online', whenIdle, { once: true });
  };
  function whenIdle() {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
    else window.setTimeout(run, IDLE_FALLBACK_MS);
  }
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    window.removeEventListener('online', whenIdle);
  };
}
