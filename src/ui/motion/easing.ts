/**
 * framer-motion's named easings as the cubic-bezier curves it defines them with
 * (motion-utils: easeIn = cubicBezier(0.42, 0, 1, 1), easeOut = cubicBezier(0, 0, 0.58, 1)),
 * so what animates without framer-motion (the boot ticker's Web Animations) eases the same
 * way. framer-motion takes the arrays as they are.
 */
export type Bezier = readonly [number, number, number, number];

export const EASE_IN: Bezier = [0.42, 0, 1, 1];
export const EASE_OUT: Bezier = [0, 0, 0.58, 1];

/** The curve as CSS and the Web Animations API write it. */
export function cssEasing([x1, y1, x2, y2]: Bezier): string {
  return `cubic-bezier(${x1}, ${y1}, ${x2}, ${y2})`;
}
