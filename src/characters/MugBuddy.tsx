import type { Variants } from 'framer-motion';
import { palette } from '../ui/palette';
import { CharacterFrame } from './CharacterFrame';
import { danceCss } from './danceCss';
import { AT_REST, idleLoop, partMotion, pose, REST } from './idleLoop';
import { INK, outline } from './art';
import { Limb } from './Limb';
import { Art, Part } from './Layers';
import { Cheeks, Eyes } from './Face';

const GLASS = '#efe4ff';

// Two hops per sway, so the mug reads as dancing rather than rocking.
const dance = partMotion(
  idleLoop([{}, { y: -6, rotate: -5 }, {}, { y: -6, rotate: 5 }, {}], {
    duration: 1.8,
    ease: 'easeInOut',
  }),
  { y: -16 },
  { stiffness: 500, damping: 12 },
);

const shadow = {
  still: { transform: AT_REST, opacity: 0.9, transition: REST },
  idle: idleLoop(
    [{}, { scaleX: 0.8 }, {}, { scaleX: 0.8 }, {}],
    { duration: 1.8, ease: 'easeInOut' },
    [0.9, 0.6, 0.9, 0.6, 0.9],
  ),
  hop: { transform: pose({ scaleX: 0.6 }), opacity: 0.5 },
} satisfies Variants;

const wave = partMotion(
  idleLoop([{}, { rotate: 24 }, {}, { rotate: 24 }, {}, {}], {
    duration: 1.6,
    delay: 0.3,
    pause: 0.8,
  }),
  { rotate: 14 },
);

// The foam settles a beat after each hop, like a real head of beer.
const foam = partMotion(
  idleLoop([{}, { scaleY: 1.08 }, { scaleY: 0.96 }, {}], {
    duration: 0.9,
    delay: 0.15,
    ease: 'easeOut',
  }),
  { scaleY: 1.12 },
);

const DANCE = danceCss({
  'mug-buddy-shadow': shadow,
  'mug-buddy-body': dance,
  'mug-buddy-foam': foam,
  'mug-buddy-wave': wave,
});

/** A beer mug with foam hair and pink sneakers, dancing and waving. */
export function MugBuddy() {
  return (
    <CharacterFrame label="A cheerful beer mug with foam hair, dancing and waving" dance={DANCE}>
      <Art>
        <defs>
          <linearGradient id="mug-buddy-beer" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={palette.amber} />
            <stop offset="100%" stopColor={palette.amberDeep} />
          </linearGradient>
        </defs>
      </Art>
      <Part name="mug-buddy-shadow" variants={shadow} origin={[56, 132]}>
        <Art>
          <ellipse cx="56" cy="132" rx="30" ry="4.5" fill={palette.dusk} />
        </Art>
      </Part>
      <Part name="mug-buddy-body" variants={dance} origin={[53.4, 131]}>
        <Art>
          <path d="M82 70 C106 68 106 106 82 104" fill="none" stroke={INK} strokeWidth="14" />
          <path d="M82 70 C106 68 106 106 82 104" fill="none" stroke={GLASS} strokeWidth="7" />
          <ellipse cx="44" cy="126" rx="9" ry="5" fill={palette.pink} {...outline} />
          <ellipse cx="68" cy="126" rx="9" ry="5" fill={palette.pink} {...outline} />
          <rect
            x="26"
            y="52"
            width="58"
            height="70"
            rx="12"
            fill="url(#mug-buddy-beer)"
            {...outline}
          />
          <rect x="31" y="112" width="48" height="6" rx="3" fill={GLASS} opacity="0.45" />
          <rect x="32" y="66" width="6" height="38" rx="3" fill="#ffffff" opacity="0.45" />
          <circle cx="74" cy="102" r="2.2" fill={palette.foam} opacity="0.7" />
          <circle cx="77" cy="92" r="1.5" fill={palette.foam} opacity="0.7" />
          <circle cx="72" cy="84" r="1.2" fill={palette.foam} opacity="0.7" />
          <path d="M34 60 V72 A4 4 0 0 0 42 72 V60" fill={palette.foam} {...outline} />
        </Art>
        <Part name="mug-buddy-foam" variants={foam} origin={[54.1, 65.5]}>
          <Art>
            <path
              d="M22 60 C14 56 16 42 28 42 C28 30 44 26 50 34 C54 22 72 24 72 36 C80 30 94 38 88 50 C94 56 90 64 84 62 Q78 68 72 63 Q66 68 60 63 Q54 68 48 63 Q42 68 36 63 Q28 66 22 60 Z"
              fill={palette.foam}
              {...outline}
            />
          </Art>
        </Part>
        <Art>
          <circle cx="30" cy="48" r="3" fill="#ffffff" />
          <circle cx="58" cy="34" r="2.2" fill="#ffffff" />
          <Eyes x={[46, 64]} y={80} rx={4} ry={5.5} glint={{ dx: 1.4, dy: -2, r: 1.6 }} />
          <Cheeks x={[37, 73]} y={90} rx={5} ry={3} opacity={0.85} />
          <path d="M47 87 H63 Q63 98 55 98 Q47 98 47 87 Z" fill={INK} />
          <path d="M50.5 95.5 Q55 91 59.5 95.5 Q55 98 50.5 95.5 Z" fill={palette.pink} />
        </Art>
        <Part name="mug-buddy-wave" variants={wave} origin={[27, 88]}>
          <Art>
            <Limb d="M27 88 Q14 84 12 68" colour={palette.amberDeep} hand={{ x: 12, y: 64 }} />
          </Art>
        </Part>
      </Part>
    </CharacterFrame>
  );
}
