import type { Easing, Transition, Variants } from 'framer-motion';
import { FRAMER_DEFAULT_EASE } from '../ui/motion/cssAnimation';

/**
 * How long the characters dance when the page opens (and again after each hover) before
 * they rest in their pose: a few cycles of every loop, never a loop that runs for as long as
 * the page is open.
 */
export const IDLE_SECONDS = 7;

/** How a part settles back into its pose when the dance ends. */
export const REST = { duration: 0.6, ease: 'easeOut' } as const satisfies Transition;

export interface Pose {
  /** px in the art's units */
  x?: number;
  y?: number;
  /** degrees */
  rotate?: number;
  scaleX?: number;
  scaleY?: number;
}

/**
 * A part's pose as one CSS transform, with the same functions in every pose so the browser
 * can blend any two, and so the opening dance's CSS keyframes (./danceCss.ts) and
 * framer-motion's variants are one list of poses. framer-motion hands such an animation to
 * the browser (WAAPI), which runs it on the compositor: the parts are HTML boxes for that
 * (./Layers.tsx).
 */
export function pose({ x = 0, y = 0, rotate = 0, scaleX = 1, scaleY = 1 }: Pose): string {
  return `translate(${x}px, ${y}px) rotate(${rotate}deg) scale(${scaleX}, ${scaleY})`;
}

/**
 * The resting pose of every part, written out: framer-motion's own blending (where the
 * browser does not run the animation) reads 'none' as a transform of zeros, scale included.
 */
export const AT_REST = pose({});

export interface Loop {
  /** Seconds of one cycle of movement. */
  duration: number;
  /** Seconds before the first cycle. */
  delay?: number;
  /** Seconds of stillness after each cycle. */
  pause?: number;
  /** When each pose is reached, 0-1 of the movement; evenly spaced by default. */
  times?: number[];
  ease?: Easing;
}

/**
 * An idle loop through `poses` (and, for parts that also fade, `opacity`), repeated as many
 * whole times as fit in about IDLE_SECONDS (at least once), so every part of a character
 * finishes at about the same moment. A pause is a held last pose inside each cycle: a
 * repeatDelay would keep the animation on the main thread.
 *
 * The ease is written out for every segment: given one name, framer-motion eases each
 * segment with it when it computes the animation itself, but hands the browser (WAAPI) that
 * name as the easing of the whole cycle, a different dance. Per segment, framer-motion's
 * dance and the CSS one the page opens with (./danceCss.ts) are the same.
 */
export function idleLoop(poses: Pose[], loop: Loop, opacity?: number[]) {
  const pause = loop.pause ?? 0;
  const cycle = loop.duration + pause;
  const evenly = poses.map((_, i) => i / (poses.length - 1));
  const moving = (loop.times ?? evenly).map((t) => (t * loop.duration) / cycle);
  const hold = <T>(values: T[]): T[] => (pause > 0 ? [...values, ...values.slice(-1)] : values);
  const plays = Math.max(1, Math.round((IDLE_SECONDS - (loop.delay ?? 0)) / cycle));
  const times = pause > 0 ? [...moving, 1] : moving;
  return {
    transform: hold(poses.map(pose)),
    ...(opacity ? { opacity: hold(opacity) } : {}),
    transition: {
      duration: cycle,
      delay: loop.delay ?? 0,
      times,
      ease: times.slice(1).map((): Easing => loop.ease ?? FRAMER_DEFAULT_EASE),
      repeat: plays - 1,
    } satisfies Transition,
  };
}

/** A part's idle dance: what `idleLoop` writes into its 'idle' variant. */
export type IdleLoop = ReturnType<typeof idleLoop>;

/** When a loop's last cycle ends, in seconds from the start of the dance. */
export function loopEnd({ transition }: IdleLoop): number {
  return transition.delay + transition.duration * (transition.repeat + 1);
}

/**
 * A part's three states, its variants: at rest, its idle dance, and its pose while the
 * character hops on hover, sprung there when `spring` is given (framer-motion's default
 * transition otherwise).
 */
export function partMotion(
  idle: IdleLoop,
  hop: Pose,
  spring?: { stiffness: number; damping: number },
) {
  return {
    still: { transform: AT_REST, transition: REST },
    idle,
    hop: {
      transform: pose(hop),
      ...(spring ? { transition: { type: 'spring' as const, ...spring } } : {}),
    },
  } satisfies Variants;
}
