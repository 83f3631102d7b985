import { useState, type ReactNode } from 'react';
import { m, useReducedMotion } from 'framer-motion';
import { VIEW_HEIGHT, VIEW_WIDTH } from './art';
import { DRIVEN_BY } from './danceCss';
import { PlainStyle } from '../ui/PlainStyle';

export interface CharacterFrameProps {
  /** What a screen reader announces: the character and what it is doing. */
  label: string;
  /** The character's opening dance as CSS (danceCss of its parts' variants). */
  dance: string;
  children: ReactNode;
}

/**
 * The <svg> each character is drawn in. Its parts declare 'still', 'idle' and 'hop' variants.
 * The opening dance is CSS made from the 'idle' variants (./danceCss.ts), so it plays from
 * the prerendered HTML on, before and without the app; framer-motion starts at 'still' and
 * takes over at the first hover: the character hops, and dances a few cycles more once the
 * pointer leaves. Reduced motion is decided here for framer-motion and in the CSS's media
 * query for the opening dance.
 */
export function CharacterFrame({ label, dance, children }: CharacterFrameProps) {
  const reduceMotion = useReducedMotion();
  const [dancing, setDancing] = useState(false);
  const [driven, setDriven] = useState(false);
  return (
    <>
      <PlainStyle css={dance} />
      <m.svg
        viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
        width="100%"
        height="100%"
        role="img"
        aria-label={label}
        {...{ [DRIVEN_BY.attribute]: driven ? DRIVEN_BY.framer : undefined }}
        initial="still"
        animate={reduceMotion || !dancing ? 'still' : 'idle'}
        onAnimationComplete={(definition) => {
          if (definition === 'idle') setDancing(false);
        }}
        // Hover only: a tap gesture would make the image a focusable control. A hop starts
        // from the pose framer-motion holds, and its animation outranks the CSS one; the
        // CSS dance stops here so it cannot show through once the hop has landed.
        whileHover={reduceMotion ? undefined : 'hop'}
        onHoverStart={() => setDriven(true)}
        onHoverEnd={() => setDancing(true)}
        style={{ display: 'block' }}
      >
        {children}
      </m.svg>
    </>
  );
}
