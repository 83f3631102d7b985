/** Time math for the countdown. Pure: the current time is always a parameter. */

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole milliseconds left; 0 once the target is reached or passed. */
  totalMs: number;
  done: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Splits the time left until `target` into days, hours, minutes and seconds.
 *
 * It counts elapsed time, not calendar days: across a daylight-saving change the day that
 * loses an hour counts 23 hours, so every real second takes exactly one second off the
 * display and zero arrives exactly at the target. Partial seconds round up, so the boxes
 * read 0 only when the moment has come.
 */
export function remainingTime(now: number, target: number): Remaining {
  const totalMs = Math.max(0, target - now);
  if (totalMs === 0) {
    return { days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0, done: true };
  }
  const wholeSeconds = Math.ceil(totalMs / SECOND);
  const ms = wholeSeconds * SECOND;
  return {
    days: Math.floor(ms / DAY),
    hours: Math.floor((ms % DAY) / HOUR),
    minutes: Math.floor((ms % HOUR) / MINUTE),
    seconds: Math.floor((ms % MINUTE) / SECOND),
    totalMs,
    done: false,
  };
}

/** Milliseconds until the next whole second of the wall clock, so ticks land on it. */
export function msUntilNextSecond(now: number): number {
  const rest = now % SECOND;
  return rest === 0 ? SECOND : SECOND - rest;
}
