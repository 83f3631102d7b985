/**
 * The hand-over between the boot ticker (src/boot/bootTicker.ts), which ticks the prerendered
 * countdown before React arrives, and React's countdown, which stops it once it owns the
 * boxes. Both sides import this module, so the countdown needs nothing from boot/: the
 * ticker depends on the countdown's math, never the other way round.
 */
let stopTicker: (() => void) | undefined;

/** The boot ticker leaves here how to stop it (it stops any earlier one first). */
export function whileBootTicks(stop: () => void): void {
  stopTicker = stop;
}

/** React owns the countdown from now: the boot ticker writes nothing more. */
export function handOverToReact(): void {
  stopTicker?.();
  stopTicker = undefined;
}
