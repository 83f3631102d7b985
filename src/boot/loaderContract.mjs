// What index.html's inline loader (scripts/build/bootLoader.mjs writes its text) and the boot entry
// (src/boot.ts) agree on. Plain JavaScript without imports, so the build's Node scripts and
// the browser's entry read the very same values; the loader's text, and so its CSP hash in
// firebase.json, is built from them.

/** The meta that names the boot entry's URL, read by the loader. */
export const BOOT_MODULE_META = 'boot-module';

/** What a visitor does that means the page should come alive now. */
export const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'];

/** The window property in which the loader notes a scroll, tap or key press made before the entry arrived. */
export const ENGAGED_EARLY = '__engagedEarly';

/**
 * How long to wait for the first-contentful-paint entry before going on without it: a tab
 * opened in the background paints nothing (and so reports nothing) until it is shown, and a
 * browser may simply not report one. The page is on screen by then in any case.
 */
export const FIRST_PAINT_TIMEOUT_MS = 3000;
