import { ENGAGEMENT_EVENTS } from './engagement';

/**
 * Returns `start`, which loads the app (`load`) once, however often it is called. A load
 * that fails (offline, a dropped connection, a deploy that replaced the chunk) is logged
 * and tried again once the browser is back online or on the visitor's next scroll, tap or
 * key press, whichever comes first: until then the prerendered page stays as it is, and
 * with a second chance the wall can still say for itself when it cannot load.
 */
export function appStarter(load: () => Promise<unknown>): () => void {
  let state: 'waiting' | 'loading' | 'loaded' = 'waiting';
  const retryOn = ['online', ...ENGAGEMENT_EVENTS] as const;
  const retry = () => {
    for (const type of retryOn) window.removeEventListener(type, retry, true);
    start();
  };
  function start() {
    if (state !== 'waiting') return;
    state = 'loading';
    // The bench reads when the app was asked for (bench/lib/afterLoad.mjs).
    if (typeof performance.mark === 'function') performance.mark('app-start');
    load().then(
      () => {
        state = 'loaded';
      },
      (error: unknown) => {
        console.error(
          'The page could not load its app; retrying once online or on the next interaction.',
          error,
        );
        state = 'waiting';
        for (const type of retryOn) {
          window.addEventListener(type, retry, { capture: true, passive: true });
        }
      },
    );
  }
  return start;
}
