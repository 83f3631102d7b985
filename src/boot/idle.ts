/**
 * How much of an idle period is left: the browser's IdleDeadline, or none where the period
 * came from a timer (no idle callbacks, or the callback's timeout).
 */
export type IdlePeriod = { timeRemaining: () => number } | undefined;

/**
 * Calls `then` in one of the main thread's idle periods: between frames, once the browser
 * has nothing more urgent to do (an idle callback; a timer where there are none). Tiny and
 * import-free: src/boot.ts ships it.
 */
export function whenIdle(then: (period?: IdlePeriod) => void): void {
  // Within 2 s even on a page that never idles: each piece of work is small anyway.
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback((deadline) => then(deadline?.didTimeout === false ? deadline : undefined), {
      timeout: 2000,
    });
  else setTimeout(then, 1);
}

/** What an item may leave of an idle period for the next one to run in the same period. */
const SPARE_MS = 4;

/**
 * Calls `each` for every item, in order, in idle periods (`idle`): at least one item per
 * period, and more while the period has time left, so that work that costs the main thread
 * a little per item never makes a task long enough to hold up a tap, and a page that is often
 * idle is done sooner. Then `done`, in the idle period after the last.
 */
export function eachWhenIdle<T>(
  items: readonly T[],
  each: (item: T) => void,
  idle: (then: (period?: IdlePeriod) => void) => void = whenIdle,
  done?: () => void,
): void {
  let next = 0;
  // Called only while an item is left: at first for a list that has one, then after each.
  const step = (period?: IdlePeriod) => {
    do each(items[next++] as T);
    while (next < items.length && period && period.timeRemaining() > SPARE_MS);
    if (next < items.length) idle(step);
    else if (done) idle(done);
  };
  if (items.length > 0) idle(step);
}
