import { eachWhenIdle, whenIdle } from './idle';

/**
 * What the home page fetches ahead, before the visitor needs it, without running any of it.
 * Tiny on purpose: src/boot.ts ships it.
 *
 * The build lists the app's modules and the wall's in two metas (scripts/build/prerender.mjs).
 * Once the page has painted, loaded and gone idle, src/boot.ts asks for them as
 * `<link rel="prefetch">`: the browser downloads them at its lowest priority into the HTTP
 * cache and neither compiles nor runs them, so the page's main thread does nothing for
 * them. When the visitor then scrolls, taps, types or heads for the wall, the app and the
 * wall come out of the cache, with or without a connection by then.
 */

/** The meta that lists the app's modules: React, MUI, framer-motion, the page's components. */
export const APP_MODULES_META = 'app-modules';
/** The meta that lists the wall's modules: Firestore, the wall's components. */
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
 * Whether the page links `url` already, in any way (a prefetch, a modulepreload). The build's
 * paths (listedModules) hold no quote or backslash, so the URL goes into the selector as is.
 */
function linked(doc: Document, url: string): boolean {
  return !!doc.querySelector(`link[href="${url}"]`);
}

/**
 * One `<link rel="prefetch">` per URL the page has not linked yet in any way, each added in
 * its own idle period (`idle`; at once by default): adding one, and the browser starting
 * its fetch, costs the main thread a little each time. Each URL is checked as its turn
 * comes, since the app may have linked it by then (the wall's modulepreloads). Then
 * `afterwards`, in the idle period after the last.
 */
export function prefetchFiles(
  doc: Document,
  urls: readonly string[],
  idle: (then: () => void) => void = (then) => then(),
  afterwards?: () => void,
): void {
  eachWhenIdle(
    [...new Set(urls)],
    (url) => {
      if (linked(doc, url)) return;
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      // Fetched as the module import() asks for it later (CORS, same-origin credentials).
      link.crossOrigin = 'anonymous';
      link.href = url;
      doc.head.append(link);
    },
    idle,
    afterwards,
  );
}

/**
 * Prefetches the app's and the wall's modules, one per idle period while the browser is
 * online: going offline part-way pauses it until the browser is back online (a link added
 * offline would fail, and a failed prefetch is not tried again). Nothing when the visitor
 * asked to save data. Then `afterwards`, in the idle period after the last link: an import()
 * of a file still on its way waits for that download (the HTTP cache's), it asks for no other.
 */
export function fetchAhead(
  doc: Document = document,
  idle: (then: () => void) => void = whenIdle,
  afterwards?: () => void,
): void {
  if (savingData()) return;
  const whenOnlineAndIdle = (then: () => void): void => {
    if (navigator.onLine) idle(() => (navigator.onLine ? then() : whenOnlineAndIdle(then)));
    else window.addEventListener('online', () => whenOnlineAndIdle(then), { once: true });
  };
  prefetchFiles(
    doc,
    [...listedModules(doc, APP_MODULES_META), ...listedModules(doc, WALL_MODULES_META)],
    whenOnlineAndIdle,
    afterwards,
  );
}
