import type { ReactNode } from 'react';
import { m, useReducedMotion } from 'framer-motion';
import { VIEW_HEIGHT, VIEW_WIDTH } from './art';

export interface CharacterFrameProps {
  /** What a screen reader announces: the character and what it is doing. */
  label: string;
  children: ReactNode;
}

/**
 * The <svg> each character is drawn in. Its parts declare 'still', 'idle' and 'hop' variants;
 * this frame picks which one plays, so reduced motion is decided in one place.
 */
export function CharacterFrame({ label, children }: CharacterFrameProps) {
  const reduceMotion = useReducedMotion();
  return (
    <m.svg
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      width="100%"
      height="100%"
      role="img"
      aria-label={label}
      initial="still"
      animate={reduceMotion ? 'still' : 'idle'}
      // Hover only: a tap gesture would make the image a focusable control.
      whileHover={reduceMotion ? undefined : 'hop'}
      style={{ display: 'block' }}
    >
      {children}
    </m.svg>
  );
}
