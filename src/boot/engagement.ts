/**
 * Whether the visitor has scrolled, tapped or typed since the page opened, for the parts of
 * the app that wait for that (the message wall). src/boot.ts starts watching before React
 * has arrived; an event it sees is gone by the time the app can listen for one, so the app
 * asks here instead. Tiny on purpose (it imports only the loader's contract): it ships in the
 * boot entry.
 */
import { ENGAGED_EARLY, ENGAGEMENT_EVENTS } from './loaderContract.mjs';

export { ENGAGEMENT_EVENTS };

let engaged = false;

/**
 * Notes the visitor's first scroll, tap or key press, then calls `then`. Listens in the
 * capture phase, passively, and stops listening after the first one.
 */
export function watchEngagement(then: () => void = () => undefined): void {
  // index.html's loader (scripts/build/bootLoader.mjs) notes a scroll, tap or key press made before
  // this entry had arrived.
  if ((window as Window & { [ENGAGED_EARLY]?: number })[ENGAGED_EARLY]) {
    engaged = true;
    then();
    return;
  }
  const onEngaged = () => {
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEngaged, true);
    engaged = true;
    then();
  };
  for (const type of ENGAGEMENT_EVENTS) {
    window.addEventListener(type, onEngaged, { capture: true, passive: true });
  }
}

/** True once the visitor has engaged, since src/boot.ts started watching. */
export function engagedBeforeApp(): boolean {
  return engaged;
}
