import type { Variants } from 'framer-motion';
import { palette } from '../ui/palette';
import { CharacterFrame } from './CharacterFrame';
import { Cheeks, Eyes } from './Face';
import { danceCss, type DancingPart } from './danceCss';
import { idleLoop, partMotion } from './idleLoop';
import { INK, outline } from './art';
import { Art, Part } from './Layers';

const squish = partMotion(
  idleLoop([{}, { scaleX: 1.04, scaleY: 0.95 }, {}], {
    duration: 1.4,
    delay: 0.8,
    ease: 'easeInOut',
    pause: 0.4,
  }),
  { y: -8 },
  { stiffness: 450, damping: 10 },
);

// Uneven keyframes and two different periods keep the flames from flickering in unison.
const flicker = (duration: number) =>
  partMotion(
    idleLoop(
      [
        {},
        { scaleY: 1.18, scaleX: 0.88, rotate: -5 },
        { scaleY: 0.9, scaleX: 1.06, rotate: 3 },
        { scaleY: 1.1, scaleX: 0.94, rotate: -2 },
        {},
      ],
      { duration, ease: 'easeInOut' },
    ),
    { scaleY: 1.2, rotate: -8 },
  );

const FRONT_FLAME = flicker(0.9);
const BACK_FLAME = flicker(1.15);

const DANCE = danceCss({
  'birthday-cake-body': squish,
  'birthday-cake-flame-front': FRONT_FLAME,
  'birthday-cake-flame-back': BACK_FLAME,
});

const FROSTING =
  'M18 82 V76 Q18 68 28 68 H92 Q102 68 102 76 V82 Q102 86 97 86 V92 A2.5 2.5 0 0 1 92 92 V86 Q88 90 84 86 V98 A3 3 0 0 1 78 98 V86 Q71 90 64 86 V94 A3 3 0 0 1 58 94 V86 Q50 90 42 86 V91 A3 3 0 0 1 36 91 V86 Q33 89 30 86 V98 A3 3 0 0 1 24 98 V86 Q18 86 18 82 Z';

interface FlameProps {
  x: number;
  /** The class its dance is written for. */
  name: string;
  variants: Variants & DancingPart;
}

/** A candle's flame and its glow, on top of what is drawn before it. */
function Flame({ x, name, variants }: FlameProps) {
  return (
    <>
      <Art>
        <circle cx={x} cy="24" r="12" fill="url(#birthday-cake-glow)" />
      </Art>
      <Part name={name} variants={variants} origin={[x, 33]}>
        <Art>
          <g transform={`translate(${x} 33)`}>
            <path d="M0 0 C-7 -5 -5 -12 0 -18 C5 -12 7 -5 0 0 Z" fill={palette.amber} />
            <path d="M0 -1 C-3 -4 -2 -8 0 -11 C2 -8 3 -4 0 -1 Z" fill={palette.foam} />
          </g>
        </Art>
      </Part>
    </>
  );
}

/** A candle's stroke drawn twice: the ink outline, then `color` on top (the cake's "21"). */
function InkedLine({ d, color }: { d: string; color: string }) {
  const line = { d, fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  return (
    <>
      <path {...line} stroke={INK} strokeWidth="11" />
      <path {...line} stroke={color} strokeWidth="6" />
    </>
  );
}

/** A frosted birthday cake with a face and flickering "21" candles. */
export function BirthdayCake() {
  return (
    <CharacterFrame
      label="A smiling birthday cake with two candles shaped like the number 21"
      dance={DANCE}
    >
      <Art>
        <defs>
          <radialGradient id="birthday-cake-glow">
            <stop offset="0%" stopColor={palette.amber} stopOpacity="0.55" />
            <stop offset="100%" stopColor={palette.amber} stopOpacity="0" />
          </radialGradient>
        </defs>
        <ellipse cx="60" cy="127" rx="50" ry="7" fill={palette.sky} {...outline} />
        <ellipse cx="60" cy="125" rx="40" ry="3.5" fill="#ffffff" opacity="0.35" />
      </Art>
      <Part name="birthday-cake-body" variants={squish} origin={[60, 124]}>
        <Art>
          <path d="M45 40 V33 M72 40 V33" stroke={palette.foam} strokeWidth="2" />
          <InkedLine d="M38 47 Q38 40 45 40 Q52 40 52 47 Q52 53 38 66 H53" color={palette.mint} />
          <InkedLine d="M66 45 L72 40 V66" color={palette.pink} />
        </Art>
        <Flame x={45} name="birthday-cake-flame-front" variants={FRONT_FLAME} />
        <Flame x={72} name="birthday-cake-flame-back" variants={BACK_FLAME} />
        <Art>
          <rect x="20" y="72" width="80" height="52" rx="10" fill={palette.foam} {...outline} />
          <rect x="20" y="112" width="80" height="12" rx="6" fill={palette.amber} opacity="0.5" />
          <path d={FROSTING} fill={palette.pink} {...outline} />
          <path
            d="M30 74 l4 -2 M48 72 l3 2 M66 74 l4 -2 M84 72 l3 2"
            stroke={palette.foam}
            strokeWidth="2.5"
            strokeLinecap="round"
          />
          <path
            d="M39 77 l3 1 M57 77 l-3 1 M76 77 l3 1 M92 76 l-2 2"
            stroke={palette.amber}
            strokeWidth="2.5"
            strokeLinecap="round"
          />
          <Eyes x={[50, 70]} y={104} rx={3.5} ry={4.5} glint={{ dx: 1.2, dy: -1.6, r: 1.3 }} />
          <Cheeks x={[41, 79]} y={111} rx={4.5} ry={2.6} opacity={0.8} />
          <path d="M55 109 Q60 118 65 109 Z" fill={INK} {...outline} strokeWidth="2" />
        </Art>
      </Part>
    </CharacterFrame>
  );
}
