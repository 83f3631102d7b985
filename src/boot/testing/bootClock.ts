// The boot ticker tests' clock: the page's target, in local time as it is, and the start of
// the wait the glass empties over.
export const TARGET = new Date(2026, 5, 4, 0, 0, 0).getTime();
export const BASELINE = new Date(2024, 0, 1, 0, 0, 0).getTime();

/** The moment a whole number of seconds before the target, plus `ms`. */
export const secondsBefore = (seconds: number, ms = 0) => TARGET - seconds * 1000 + ms;
