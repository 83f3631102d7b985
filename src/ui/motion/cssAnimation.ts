import type { Easing } from 'framer-motion';

/**
 * framer-motion's named eases as CSS timing functions, with the values of its own definitions
 * (motion-utils, easing/ease.ts: easeIn = cubicBezier(0.42, 0, 1, 1) and so on; 'linear' is
 * its identity). They equal CSS's ease-in, ease-out and ease-in-out keywords, written out.
 */
const CSS_EASE: Partial<Record<string, string>> = {
  linear: 'linear',
  easeIn: 'cubic-bezier(0.42, 0, 1, 1)',
  easeOut: 'cubic-bezier(0, 0, 0.58, 1)',
  easeInOut: 'cubic-bezier(0.42, 0, 0.58, 1)',
};

/**
 * The ease framer-motion gives a keyframes transition that names none: animateMotionValue
 * (motion-dom, animation/interfaces/motion-value.ts) starts every value's options from
 * `ease: "easeOut"` (the keyframes generator's own "easeInOut" default is never reached).
 */
export const FRAMER_DEFAULT_EASE = 'easeOut';

/** The reduced-motion media query, as the page's CSS writes it. */
export const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

/** A framer-motion keyframes animation of `transform` (and `opacity`), as `animate` takes it. */
export interface Track {
  transform: readonly string[];
  opacity?: readonly number[];
  transition: {
    /** Seconds of one iteration. */
    duration: number;
    delay?: number;
    /** When each keyframe is reached, 0-1 of the iteration; evenly spaced by default. */
    times?: readonly number[];
    /** One ease for every segment, or one per segment, as framer-motion's keyframes take it. */
    ease?: Easing | readonly Easing[];
    repeat?: number;
  };
}

export type FillMode = 'none' | 'forwards' | 'backwards' | 'both';

export interface CssAnimation {
  /** `@keyframes name { … }` */
  keyframes: string;
  /** The value of an `animation` declaration that plays it. */
  animation: string;
}

const isBezier = (ease: unknown): ease is readonly number[] =>
  Array.isArray(ease) && typeof ease[0] === 'number';

function cssEase(ease: Easing): string {
  if (isBezier(ease)) return `cubic-bezier(${ease.join(', ')})`;
  const css = typeof ease === 'string' ? CSS_EASE[ease] : undefined;
  if (!css) throw new Error(`no CSS timing function for the ease ${String(ease)}`);
  return css;
}

/** A number short enough for CSS (a few digits after the point, no float noise). */
const num = (value: number) => String(Number(value.toFixed(4)));

/**
 * The CSS that plays `track` as framer-motion plays it: one keyframe per pose at its time,
 * each segment eased as framer-motion eases it (its keyframes generator applies a single ease
 * to every segment), `repeat + 1` iterations after `delay`. Pure, so the same variants give
 * the same CSS on the server and in the browser.
 */
export function cssAnimation(name: string, track: Track, fill: FillMode = 'none'): CssAnimation {
  const { transform, opacity } = track;
  const { duration, delay = 0, repeat = 0 } = track.transition;
  const times = track.transition.times ?? transform.map((_, i) => i / (transform.length - 1));
  const ease = track.transition.ease ?? FRAMER_DEFAULT_EASE;
  const segments = times.length - 1;
  const eases: readonly Easing[] =
    Array.isArray(ease) && !isBezier(ease)
      ? (ease as readonly Easing[])
      : Array.from({ length: segments }, () => ease as Easing);
  if (
    transform.length !== times.length ||
    (opacity && opacity.length !== times.length) ||
    eases.length < segments
  ) {
    throw new Error(`${name}: every keyframe needs a time, and every segment an ease`);
  }
  const frames = times.map((time, i) => {
    const declarations = [`transform:${transform[i]}`];
    if (opacity) declarations.push(`opacity:${opacity[i]}`);
    const segmentEase = eases[i];
    if (i < segments && segmentEase !== undefined) {
      declarations.push(`animation-timing-function:${cssEase(segmentEase)}`);
    }
    return `${num(time * 100)}%{${declarations.join(';')}}`;
  });
  const iterations = Number.isFinite(repeat) ? num(repeat + 1) : 'infinite';
  return {
    keyframes: `@keyframes ${name}{${frames.join('')}}`,
    animation: `${name} ${num(duration)}s linear ${num(delay)}s ${iterations} ${fill}`,
  };
}
