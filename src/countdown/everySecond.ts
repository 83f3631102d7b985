import { msUntilNextSecond } from './time';

/**
 * Calls `onTick` with the clock's reading at once, then on every whole second of it until a
 * reading reaches `stopAt` (that reading included). Each tick reads the clock afresh and
 * aims at the next whole second from there, so nothing drifts. Returns what stops it.
 *
 * The one timer behind the countdown: the clock store (./useNow.ts) and the ticker that
 * runs before React (./bootTicker.ts) both tick through it.
 */
export function everySecond(
  clock: () => number,
  stopAt: number,
  onTick: (now: number) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const now = clock();
    timer = now < stopAt ? setTimeout(tick, msUntilNextSecond(now)) : undefined;
    onTick(now);
  };
  tick();
  return () => clearTimeout(timer);
}
