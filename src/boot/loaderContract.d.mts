/** The meta that names the boot entry's URL, read by the loader. */
export const BOOT_MODULE_META: 'boot-module';
/** What a visitor does that means the page should come alive now. */
export const ENGAGEMENT_EVENTS: readonly [
  'pointerdown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
];
/** The window property in which the loader notes an early scroll, tap or key press. */
export const ENGAGED_EARLY: '__engagedEarly';
/** How long to wait for the first contentful paint before going on without it. */
export const FIRST_PAINT_TIMEOUT_MS: 3000;
