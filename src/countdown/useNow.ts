import { useContext, useMemo, useSyncExternalStore } from 'react';
import { PrerenderedOver } from './prerenderedCountdown';
import { everySecond } from './everySecond';

export type Clock = () => number;

/**
 * The wall clock as an external store: read afresh on every whole second until `stopAt`,
 * and only while someone is subscribed. Each tick reads the clock again, so nothing drifts.
 * A reading past `stopAt` is `stopAt`: nothing after it changes what the store's user
 * draws, and a constant snapshot changes nothing React must render again.
 */
function clockStore(clock: Clock, stopAt: number) {
  const read = () => Math.min(clock(), stopAt);
  let now: number | undefined;
  let stop: (() => void) | undefined;
  const listeners = new Set<() => void>();

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) {
        // React compares the snapshot again right after subscribing, so the fresh read of
        // the first tick is enough to catch up with time that passed between render and
        // commit; telling the new listener changes nothing it has not seen.
        stop = everySecond(clock, stopAt, (reading) => {
          now = Math.min(reading, stopAt);
          for (const each of listeners) each();
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop?.();
      };
    },
    getSnapshot: () => (now ??= read()),
  };
}

/**
 * The current time, refreshed on every whole second of the wall clock until `stopAt`, and
 * `stopAt` itself from then on.
 *
 * The server has no "now", and reading the clock there would bake the build's time into
 * the HTML; so the prerender and the hydration of its HTML get null (nothing known yet), or
 * `stopAt` itself when the page was built well after it (see PrerenderedOver), and React
 * renders again with the real time right after hydration. Hydrating the finished
 * countdown needs no such second render: past `stopAt` the browser reads `stopAt`, which is
 * what the page was built with. The clock is a parameter so tests can pin it.
 */
export function useNow(stopAt: number, clock: Clock = Date.now): number | null {
  const over = useContext(PrerenderedOver);
  const store = useMemo(() => clockStore(clock, stopAt), [clock, stopAt]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => (over ? stopAt : null));
}
