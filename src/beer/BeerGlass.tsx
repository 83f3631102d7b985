import { m, useReducedMotion } from 'framer-motion';
import { palette } from '../ui/palette';
import { useState } from 'react';
import { Bubbles } from './Bubbles';
import { Foam } from './Foam';
import {
  CAVITY_BOTTOM as BOTTOM,
  CAVITY_TOP as TOP,
  GLASS_ATTRIBUTE,
  glassLabel,
  glassShape,
  liquidGeometry,
  RESTING_GLASS_LABEL,
} from './glass';

export interface BeerGlassProps {
  /** 0-100: how much of the wait remains; null while the clock is not known yet. */
  level: number | null;
  /** A CSS height (the width follows); by default 236 px, at most 45% of a narrow screen. */
  height?: string;
}

const GLASS_PATH = 'M30 20 L150 20 L136 208 Q135 214 128 214 L52 214 Q45 214 44 208 Z';

/**
 * The pint glass: liquid height, foam and bubbles follow the spec's geometry. Without a
 * level it rests at the empty glass's puddle, and the liquid moves to the real level once
 * there is one.
 *
 * The foam and all the bubbles are always drawn, hidden when the level does not show them:
 * before React arrived the boot ticker (src/boot/bootTicker.ts) may have shown them in
 * the prerendered markup, and hydration must find the same nodes there.
 */
export function BeerGlass({ level, height }: BeerGlassProps) {
  const { fillPercent, showFoam, bubbles } = glassShape(level ?? 0);
  const reduceMotion = useReducedMotion();
  const { top: liquidTop, height: liquidHeight } = liquidGeometry(fillPercent);
  // The first known level is not poured in: before React arrived, src/boot/bootTicker.ts
  // had already drawn the liquid there, so springing up from the resting puddle would show
  // the glass emptying and filling again. Later levels move as usual.
  const [previous, setPrevious] = useState(level);
  const [jump, setJump] = useState(false);
  if (level !== previous) {
    setPrevious(level);
    setJump(previous === null);
  }
  const liquidTransition =
    reduceMotion || jump
      ? { duration: 0 }
      : { type: 'spring' as const, stiffness: 60, damping: 18 };

  return (
    <svg
      viewBox="0 0 180 236"
      width="180"
      height="236"
      role="img"
      aria-label={level === null ? RESTING_GLASS_LABEL : glassLabel(level)}
      {...{ [GLASS_ATTRIBUTE]: '' }}
      // The boot ticker may have named the glass's level before React arrived; the render
      // right after hydration names it in any case.
      suppressHydrationWarning
      style={
        height === undefined
          ? { maxWidth: '45vw', height: 'auto', overflow: 'visible' }
          : { height, width: 'auto', overflow: 'visible' }
      }
    >
      <defs>
        <clipPath id="glass-cavity">
          <path d={GLASS_PATH} />
        </clipPath>
        <linearGradient id="beer-liquid" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor={palette.amber} />
          <stop offset="100%" stopColor={palette.amberDeep} />
        </linearGradient>
        <linearGradient id="glass-shine" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0%" stopColor="#ffffff" stopOpacity="0.35" />
          <stop offset="100%" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <g clipPath="url(#glass-cavity)">
        <rect
          x="20"
          y={TOP - 10}
          width="140"
          height={BOTTOM - TOP + 20}
          fill="#ffffff"
          opacity="0.08"
        />
        <m.rect
          data-testid="beer-liquid"
          data-fill={fillPercent.toFixed(2)}
          // Drawn at its level by the boot ticker, maybe, before React arrived (see above).
          suppressHydrationWarning
          x="20"
          width="140"
          fill="url(#beer-liquid)"
          initial={false}
          animate={{ y: liquidTop, height: liquidHeight }}
          transition={liquidTransition}
        />
        <Bubbles count={bubbles} liquidTop={liquidTop} reduceMotion={reduceMotion} />
      </g>
      <Foam shown={showFoam} liquidTop={liquidTop} transition={liquidTransition} />
      <path
        d={GLASS_PATH}
        fill="none"
        stroke="#f3e9ff"
        strokeOpacity="0.85"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M40 30 L52 200" stroke="url(#glass-shine)" strokeWidth="8" strokeLinecap="round" />
      <path
        d="M150 60 Q174 62 172 100 Q170 140 140 142"
        fill="none"
        stroke="#f3e9ff"
        strokeOpacity="0.85"
        strokeWidth="8"
        strokeLinecap="round"
      />
    </svg>
  );
}
