import type { Easing } from 'framer-motion';
import {
  cssAnimation,
  REDUCED_MOTION,
  type CssAnimation,
  type Track,
} from '../ui/motion/cssAnimation';
import { AT_REST, loopEnd, type IdleLoop } from './idleLoop';

/** What the CSS dance reads of a part's variants: its dance, and the pose it rests in. */
export interface DancingPart {
  idle: IdleLoop;
  still: { transform: string; opacity?: number; transition: { duration: number; ease: Easing } };
}

/**
 * CharacterFrame sets this attribute to this value once framer-motion drives the character
 * (from its first hover on): from then on the CSS dance is off, whether it has ended or not.
 */
export const DRIVEN_BY = { attribute: 'data-dance', framer: 'framer' } as const;

/** The class of the box around a part that plays its settle (Layers.tsx's Part). */
export const settleClass = (className: string) => `${className}-settle`;

/**
 * After its dance a part settles into its pose as the 'still' variant says, once every part
 * of the character has danced (framer-motion's 'idle' completes with its slowest part):
 * a part that ends early holds its last pose until then. Nothing to do for a part whose
 * dance ends in its pose.
 */
function settle(name: string, { idle, still }: DancingPart, end: number): CssAnimation | null {
  const last = idle.transform[idle.transform.length - 1] ?? still.transform;
  const lastOpacity = idle.opacity?.[idle.opacity.length - 1];
  if (last === still.transform && lastOpacity === still.opacity) return null;
  // The settle plays on the box around the part, over the part's own resting style, so it is
  // right only for a part that rests untransformed and opaque (every part today).
  if (still.transform !== AT_REST || (still.opacity ?? 1) !== 1) {
    throw new Error(`${name}: a part that settles after its dance must rest at ${AT_REST}`);
  }
  const from = loopEnd(idle);
  const hold = end - from;
  const duration = hold + still.transition.duration;
  const held = hold > 0.001;
  const track: Track = {
    transform: held ? [last, last, still.transform] : [last, still.transform],
    ...(lastOpacity === undefined
      ? {}
      : {
          opacity: held
            ? [lastOpacity, lastOpacity, still.opacity ?? 1]
            : [lastOpacity, still.opacity ?? 1],
        }),
    transition: {
      duration,
      delay: from,
      times: held ? [0, hold / duration, 1] : [0, 1],
      ease: held ? ['linear', still.transition.ease] : [still.transition.ease],
    },
  };
  return cssAnimation(`${name}-rest`, track);
}

/**
 * A character's opening dance as CSS, from the same variants framer-motion plays on hover:
 * each part (keyed by the class it is drawn with) dances its 'idle' loop from the moment it
 * is in the page, holding its first pose through its delay, then settles into its 'still'
 * pose, the settle on the box around the part (settleClass), so that each box has one
 * transform animation and the compositor runs both. Nothing runs under reduced motion, nor
 * once framer-motion has taken the character over (DRIVEN_BY). The parts' transform-origin
 * is written inline (Layers.tsx), on the server and in the browser alike.
 */
export function danceCss(parts: Record<string, DancingPart>): string {
  const entries = Object.entries(parts);
  const end = Math.max(...entries.map(([, part]) => loopEnd(part.idle)));
  const rules: string[] = [];
  const classes: string[] = [];
  for (const [className, part] of entries) {
    const dance = cssAnimation(className, part.idle, 'backwards');
    rules.push(`${dance.keyframes}.${className}{animation:${dance.animation}}`);
    classes.push(`.${className}`);
    const rest = settle(className, part, end);
    if (!rest) continue;
    rules.push(`${rest.keyframes}.${settleClass(className)}{animation:${rest.animation}}`);
    classes.push(`.${settleClass(className)}`);
  }
  const driven = classes.map((c) => `[${DRIVEN_BY.attribute}=${DRIVEN_BY.framer}] ${c}`);
  return (
    rules.join('') +
    `${driven.join(',')}{animation:none}` +
    `${REDUCED_MOTION}{${classes.join(',')}{animation:none}}`
  );
}
