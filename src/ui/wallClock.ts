/** Relative times ("about 2 hours ago") refresh on this slow tick, not the countdown's 1 s. */
export const WALL_CLOCK_TICK_MS = 30_000;

// One timer for every card on the wall; it runs only while something is listening.
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

/**
 * Listens to the wall's clock (for useSyncExternalStore, as RelativeTime does); returns the
 * way to stop.
 */
export function subscribeWallClock(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    tick();
    timer = setInterval(tick, WALL_CLOCK_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The wall clock's time in ms: the current time as of its last tick. */
export function wallNow() {
  // While idle nothing ticks: a first render after a pause must not start from a stale time.
  if (listeners.size === 0 && Math.abs(Date.now() - now) >= 1000) now = Date.now();
  return now;
}
