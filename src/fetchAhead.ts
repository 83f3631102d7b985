/**
 * What the home page fetches ahead, before the visitor needs it, without running any of it.
 * Tiny and import-free on purpose: src/boot.ts ships it.
 *
 * The build lists the app's modules and the wall's in two metas (scripts/prerender.mjs).
 * Once the page has painted, loaded and gone idle, src/boot.ts fetches them at low priority
 * into the HTTP cache; nothing compiles or runs them, so the page's main thread does nothing for
 * them. When the visitor then scrolls, taps, types or heads for the wall, the app and the
 * wall come out of the cache, with or without a connection by then.
 */

/** The meta that lists the app's modules: React, MUI, framer-motion, the page's components. */
export const APP_MODULES_META = 'app-modules';
/** The meta that lists the wall's modules: Firestore, reactfire, the wall's components. */
export const WALL_MODULES_META = 'wall-modules';

/** The URLs a meta of the build lists; none in development, and the site's own paths only. */
export function listedModules(doc: Document, name: string): string[] {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  return (meta?.content ?? '').split(/\s+/).filter((url) => /^\/[^/]/.test(url));
}

/** Whether the visitor asked the browser to save data (Chromium's Save-Data setting). */
export function savingData(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}

/**
 * Fetches each URL once, at low priority, into the HTTP cache, reading the body to the end
 * so the whole file is kept, and nothing else: no element is added to the page (a batch of
 * `<link rel="prefetch">` made the browser recompute the page's styles in one long task),
 * nothing is compiled or run. A failure is of no consequence: the file is fetched again
 * when it is needed. Returns when every fetch has settled.
 */
export function prefetchFiles(urls: readonly string[]): Promise<void> {
  const init = { priority: 'low', credentials: 'same-origin' } as RequestInit;
  return Promise.all(
    [...new Set(urls)].map((url) =>
      fetch(url, init).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      ),
    ),
  ).then(() => undefined);
}

/**
 * Prefetches the app's and the wall's modules, now if the browser is online, else once it
 * is back online; nothing when the visitor asked to save data.
 */
export function fetchAhead(doc: Document = document): void {
  if (savingData()) return;
  const run = () =>
    void prefetchFiles([
      ...listedModules(doc, APP_MODULES_META),
      ...listedModules(doc, WALL_MODULES_META),
    ]);
  if (navigator.onLine) run();
  else window.addEventListener('online', run, { once: true });
}
