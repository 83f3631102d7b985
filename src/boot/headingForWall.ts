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

/** What waits for the first cards while they are on their way (afterFirstCards). */
let waitingForCards: (() => void)[] | undefined;

/**
 * Calls `then` once the first cards are painted (or their read failed, or `waitMs` passed),
 * at once when none are on their way. The app, when it is up before the guest heads down,
 * shows its wall through this: the wall's first render and its SDK's start are the page's
 * longest work, and run before the read's answer, they would hold the cards up.
 */
export function afterFirstCards(then: () => void): void {
  if (waitingForCards) waitingForCards.push(then);
  else then();
}

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
    const waiting: (() => void)[] = [];
    waitingForCards = waiting;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      if (waitingForCards === waiting) waitingForCards = undefined;
      startApp();
      for (const then of waiting) then();
    };
    const timer = setTimeout(finish, waitMs);
    read()
      .then(draw)
      .catch(() => undefined)
      .then(() => afterPaint(finish));
  };
}
