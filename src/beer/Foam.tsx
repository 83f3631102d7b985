import { m, type Transition } from 'framer-motion';
import { palette } from '../ui/palette';
import { FOAM_ATTRIBUTE, foamOffset, hiddenUnless } from './glassMotion';

export interface FoamProps {
  /** The spec's foam cap: only above level 10. */
  shown: boolean;
  /** The liquid's top in the glass's coordinates; the cap rides on it. */
  liquidTop: number;
  /** The liquid's own transition, so the cap and the beer move together. */
  transition: Transition;
}

/** The foam cap, always drawn and hidden when not shown (see Bubbles for why). */
export function Foam({ shown, liquidTop, transition }: FoamProps) {
  return (
    <m.g
      data-testid="beer-foam"
      {...{ [FOAM_ATTRIBUTE]: '' }}
      // Shown and moved by the boot ticker, maybe, before React arrived (see the bubbles).
      visibility={hiddenUnless(shown)}
      suppressHydrationWarning
      initial={false}
      animate={{ y: foamOffset(liquidTop) }}
      transition={transition}
    >
      <path
        d="M34 28 Q40 6 60 14 Q72 -2 92 10 Q110 -2 124 12 Q146 6 148 28 Q150 40 90 38 Q30 40 34 28 Z"
        fill={palette.foam}
      />
      <circle cx="60" cy="30" r="6" fill="#ffffff" />
      <circle cx="118" cy="28" r="5" fill="#ffffff" />
    </m.g>
  );
}
