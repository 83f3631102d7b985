import { useState, type ReactNode } from 'react';
import { m, useReducedMotion } from 'framer-motion';
import { VIEW_HEIGHT, VIEW_WIDTH } from './art';

export interface CharacterFrameProps {
  /** What a screen reader announces: the character and what it is doing. */
  label: string;
  children: ReactNode;
}

/**
 * The <svg> each character is drawn in. Its parts declare 'still', 'idle' and 'hop' variants;
 * this frame picks which one plays, so reduced motion is decided in one place. The idle
 * dance runs a few cycles (./idle.ts), then the character rests in its pose until a
 * pointer hovers it: it hops, and dances a few cycles more once the pointer leaves.
 */
export function CharacterFrame({ label, children }: CharacterFrameProps) {
  const reduceMotion = useReducedMotion();
  const [dancing, setDancing] = useState(true);
  return (
    <m.svg
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      width="100%"
      height="100%"
      role="img"
      aria-label={label}
      initial="still"
      animate={reduceMotion || !dancing ? 'still' : 'idle'}
      onAnimationComplete={(definition) => {
        if (definition === 'idle') setDancing(false);
      }}
      // Hover only: a tap gesture would make the image a focusable control.
      whileHover={reduceMotion ? undefined : 'hop'}
      onHoverEnd={() => setDancing(true)}
      style={{ display: 'block' }}
    >
      {children}
    </m.svg>
  );
}
