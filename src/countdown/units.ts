import type { Remaining } from './time';

/** The four boxes, in order: the key in Remaining and the label the box shows. */
export const UNITS = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
] as const;

export type Unit = (typeof UNITS)[number]['key'];

/** What a box reads: two digits at least, or '--' while the clock is not known. */
export function boxText(remaining: Remaining | null, unit: Unit): string {
  return remaining === null ? '--' : String(remaining[unit]).padStart(2, '0');
}

/** The attribute that marks a box's digits, for the ticker that runs before React. */
export const UNIT_ATTRIBUTE = 'data-unit';
