import type { Remaining } from './time';
import { EASE_OUT } from '../ui/motion/easing';

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

/**
 * How a box's new value drops in, for both who draw it: TimeBoxes (framer-motion) and, before
 * React has arrived, the boot ticker (the Web Animations API). `y` as framer-motion takes it;
 * on the digits' inline-block span it is `translateY(-40%)`, 40% of the span's own height.
 */
export const DIGIT_DROP = {
  from: { y: '-40%', opacity: 0.2 },
  /** Seconds, as framer-motion counts them. */
  duration: 0.25,
  ease: EASE_OUT,
} as const;
