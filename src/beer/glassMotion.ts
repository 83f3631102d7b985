import type { Bezier } from '../ui/motion/easing';
import { EASE_IN } from '../ui/motion/easing';
import { CAVITY_BOTTOM, CAVITY_TOP } from './glass';

/**
 * How the glass's foam and bubbles move, for both who draw them: BeerGlass (framer-motion)
 * and, before React has arrived, the boot ticker (src/boot/bootTicker.ts, with the Web
 * Animations API). Pure, and free of React, so the boot entry stays small.
 */

/** A vertical move as framer-motion writes it into `transform`. */
export const rise = (dy: number): string => `translateY(${dy}px)`;

/** Where the foam cap sits for a liquid top: moved down from the brim with the liquid. */
export function foamOffset(liquidTop: number): number {
  return liquidTop - CAVITY_TOP;
}

const BUBBLE_X = [62, 78, 92, 104, 116, 84] as const;
/** Where every bubble starts: just above the glass's bottom. */
export const BUBBLE_START = CAVITY_BOTTOM - 4;

export interface BubbleMotion {
  cx: number;
  cy: number;
  r: number;
  /** The rise, repeated forever: from the bottom to just under the liquid's top. */
  keyframes: { transform: [string, string]; opacity: [number, number, number] };
  /** Seconds, as framer-motion counts them. */
  duration: number;
  delay: number;
  ease: Bezier;
  /** Under reduced motion the bubble stays still, this far up. */
  still: string;
}

/**
 * Bubble `i` (0 to BUBBLE_COUNT - 1) in a glass whose liquid tops out at `liquidTop`.
 *
 * The rise's end is rounded to a whole unit of the drawing: the level changes a little every
 * second, and keyframes that change make framer-motion start the rise over, so with the exact
 * top no bubble would ever finish rising (nor the later ones, with their delays, start).
 */
export function bubbleMotion(i: number, liquidTop: number): BubbleMotion {
  return {
    cx: BUBBLE_X[i % BUBBLE_X.length] ?? BUBBLE_X[0],
    cy: BUBBLE_START,
    r: 2.5 + (i % 3),
    keyframes: {
      transform: [rise(0), rise(Math.round(liquidTop + 6 - BUBBLE_START))],
      opacity: [0, 0.8, 0],
    },
    duration: 2.2 + (i % 3) * 0.5,
    delay: i * 0.35,
    ease: EASE_IN,
    still: rise(-6 - i * 4),
  };
}

/**
 * Mark the foam's group and each bubble (its index as the value), for the boot ticker; the
 * glass's svg carries GLASS_ATTRIBUTE (./glass.ts).
 */
export const FOAM_ATTRIBUTE = 'data-foam';
export const BUBBLE_ATTRIBUTE = 'data-bubble';

/**
 * The attribute that hides the foam or a bubble the glass does not show: both are always in
 * the markup, so React hydrates the same nodes whoever showed them.
 */
export const hiddenUnless = (shown: boolean): 'hidden' | undefined =>
  shown ? undefined : 'hidden';
