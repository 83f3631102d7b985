/**
 * Calls `then` in one of the main thread's idle periods: between frames, once the browser
 * has nothing more urgent to do (an idle callback; a timer where there are none). Tiny and
 * import-free: src/boot.ts ships it.
 */
export function whenIdle(then: () => void): void {
  // Within 2 s even on a page that never idles: each piece of work is small anyway.
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => then(), { timeout: 2000 });
  else setTimeout(then, 1);
}

/**
 * Calls `each` for every item, one per idle period (`idle`), in order: work that costs the
 * main thread a little per item never makes a task long enough to hold up a tap. Then
 * `done`, in the idle period after the last.
 */
export function eachWhenIdle<T>(
  items: readonly T[],
  each: (item: T) => void,
  idle: (then: () => void) => void = whenIdle,
  done?: () => void,
): void {
  let next = 0;
  // Called only while an item is left: at first for a list that has one, then after each.
  const step = () => {
    each(items[next++] as T);
    if (next < items.length) idle(step);
    else if (done) idle(done);
  };
  if (items.length > 0) idle(step);
}
