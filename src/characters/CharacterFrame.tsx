import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { m, useReducedMotion } from 'framer-motion';
import { SLOT_SCALE, VIEW_HEIGHT, VIEW_WIDTH } from './art';
import { DRIVEN_BY } from './danceCss';
import { PlainStyle } from '../ui/PlainStyle';

export interface CharacterFrameProps {
  /** What a screen reader announces: the character and what it is doing. */
  label: string;
  /** The character's opening dance as CSS (danceCss of its parts' variants). */
  dance: string;
  children: ReactNode;
}

// The art's box, scaled to the slot: inside it one art unit is one CSS pixel, so the parts'
// poses (px in the art's units) and turning points need no conversion.
const scaled = {
  width: VIEW_WIDTH,
  height: VIEW_HEIGHT,
  transformOrigin: '0 0',
  transform: { xs: `scale(${SLOT_SCALE.xs})`, sm: `scale(${SLOT_SCALE.sm})` },
} as const;

/**
 * The frame each character is drawn in, a stack of Art and Parts (./Layers.tsx). Its parts
 * declare 'still', 'idle' and 'hop' variants. The opening dance is CSS made from the 'idle'
 * variants (./danceCss.ts), so it plays from the prerendered HTML on, before and without the
 * app; framer-motion starts at 'still' and takes over at the first hover: the character hops,
 * and dances a few cycles more once the pointer leaves. Reduced motion is decided here for
 * framer-motion and in the CSS's media query for the opening dance.
 */
export function CharacterFrame({ label, dance, children }: CharacterFrameProps) {
  const reduceMotion = useReducedMotion();
  const [dancing, setDancing] = useState(false);
  const [driven, setDriven] = useState(false);
  return (
    <>
      <PlainStyle css={dance} />
      <Box sx={scaled}>
        <m.div
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
          style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}
        >
          {children}
        </m.div>
      </Box>
    </>
  );
}
