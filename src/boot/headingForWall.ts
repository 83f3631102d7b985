/**
 * What the boot entry does when the guest first heads for the wall (a scroll, a tap, a key,
 * the wall coming on screen) while the app is not there yet: the wall's first page is read
 * over REST and drawn as plain cards (./firstCards.ts), and only then, a frame later, the
 * app starts, so its evaluation, the page's longest work, does not hold those cards up.
 * The app starts anyway after `waitMs` whatever the read does, and at once when there is
 * nothing to read (`canRead` false: offline, App Check on, the wall already live).
 * Tiny and import-free: src/boot.ts ships it.
 */
export interface HeadingForWall<T> {
  canRead: () => boolean;
  read: () => Promise<T>;
  /** Draws what `read` brought; runs only when both have arrived. */
  draw: (page: T) => Promise<unknown> | unknown;
  startApp: () => void;
  /** How long the app waits for the first cards at most. */
  waitMs: number;
  /** A frame, then a task: the cards are on screen when it runs (requestAnimationFrame's). */
  afterPaint?: (then: () => void) => void;
}

const nextPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/** Returns the handler for the guest's first sign of heading for the wall; it acts once. */
export function headingForWall<T>({
  canRead,
  read,
  draw,
  startApp,
  waitMs,
  afterPaint = nextPaint,
}: HeadingForWall<T>): () => void {
  let headed = false;
  return () => {
    if (headed) return;
    headed = true;
    if (!canRead()) {
      startApp();
      return;
    }
    const timer = setTimeout(startApp, waitMs);
    read()
      .then(draw)
      .catch(() => undefined)
      .then(() =>
        afterPaint(() => {
          clearTimeout(timer);
          startApp();
        }),
      );
  };
}
