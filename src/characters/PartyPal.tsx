import { palette } from '../ui/palette';
import { CharacterFrame } from './CharacterFrame';
import { danceCss } from './danceCss';
import { idleLoop, partMotion } from './idleLoop';
import { outline } from './art';
import { Limb } from './Limb';
import { Art, Part } from './Layers';
import { Cheeks } from './Face';

// Slower than the mug and offset, so the row never moves in lockstep.
const sway = partMotion(
  idleLoop([{ rotate: -4 }, { rotate: 4 }, { rotate: -4 }], {
    duration: 2.4,
    delay: 0.4,
    ease: 'easeInOut',
  }),
  { y: -9 },
  { stiffness: 450, damping: 11 },
);

// The paper tongue of the blower unrolls from the mouth, holds, then curls back.
const blow = partMotion(
  idleLoop([{ scaleX: 0.25 }, {}, {}, { scaleX: 0.25 }], {
    duration: 1.6,
    times: [0, 0.2, 0.7, 1],
    delay: 0.9,
    pause: 0.9,
  }),
  {},
);

const bob = partMotion(
  idleLoop([{ rotate: -8 }, { rotate: 3, y: -3 }, { rotate: -8 }], {
    duration: 3,
    delay: 0.2,
    ease: 'easeInOut',
  }),
  { rotate: -6, y: -4 },
);

const cheer = partMotion(
  idleLoop([{}, { rotate: 18 }, {}], { duration: 1.2, delay: 0.6, ease: 'easeInOut' }),
  { rotate: 24 },
);

const DANCE = danceCss({
  'party-pal-sway': sway,
  'party-pal-balloon': bob,
  'party-pal-cheer': cheer,
  'party-pal-horn': blow,
});

const BODY =
  'M50 58 C70 58 78 80 78 100 C78 118 66 126 50 126 C34 126 22 118 22 100 C22 80 30 58 50 58 Z';

/** A round mint friend in a party hat, blowing a party horn and holding a balloon. */
export function PartyPal() {
  return (
    <CharacterFrame
      label="A party friend in a pink hat blowing a party horn and holding a balloon"
      dance={DANCE}
    >
      <Art>
        <ellipse cx="50" cy="132" rx="28" ry="4.5" fill={palette.dusk} />
      </Art>
      <Part name="party-pal-sway" variants={sway} origin={[58.4, 131]}>
        <Part name="party-pal-balloon" variants={bob} origin={[88.4, 86]}>
          <Art>
            <path
              d="M88 86 C84 72 96 66 94 53"
              fill="none"
              stroke={palette.foam}
              strokeWidth="1.5"
            />
            <path d="M91 56 L94 50 L97 56 Z" fill={palette.sky} {...outline} strokeWidth="2" />
            <ellipse cx="94" cy="34" rx="14" ry="17.5" fill={palette.sky} {...outline} />
            <ellipse
              cx="88.5"
              cy="27"
              rx="3.5"
              ry="6"
              fill="#ffffff"
              opacity="0.55"
              transform="rotate(20 88.5 27)"
            />
          </Art>
        </Part>
        <Art>
          <ellipse cx="38" cy="126" rx="9" ry="5" fill={palette.sky} {...outline} />
          <ellipse cx="62" cy="126" rx="9" ry="5" fill={palette.sky} {...outline} />
          <Limb d="M74 100 Q82 96 87 88" colour={palette.mint} hand={{ x: 88, y: 86 }} />
          <path d={BODY} fill={palette.mint} {...outline} />
          <ellipse cx="50" cy="110" rx="16" ry="11" fill={palette.foam} opacity="0.35" />
        </Art>
        <Part name="party-pal-cheer" variants={cheer} origin={[26, 92]}>
          <Art>
            <Limb d="M26 92 Q16 86 14 74" colour={palette.mint} hand={{ x: 14, y: 71 }} />
          </Art>
        </Part>
        <Art>
          <path d="M36 66 L56 18 L66 64 Q51 70 36 66 Z" fill={palette.pink} {...outline} />
          <circle cx="50" cy="52" r="3" fill={palette.amber} />
          <circle cx="58" cy="40" r="2.6" fill={palette.amber} />
          <circle cx="54" cy="28" r="2" fill={palette.amber} />
          <circle cx="45" cy="60" r="2" fill={palette.foam} />
          <path
            d="M35 66 Q51 71 67 64"
            fill="none"
            {...outline}
            stroke={palette.foam}
            strokeWidth="4"
          />
          <circle cx="56" cy="19" r="6.5" fill={palette.amber} {...outline} strokeWidth="2.5" />
          <path d="M38 86 Q42 80 46 86 M56 86 Q60 80 64 86" fill="none" {...outline} />
          <Cheeks x={[34, 68]} y={94} rx={5} ry={3} opacity={0.85} />
        </Art>
        <Part name="party-pal-horn" variants={blow} origin={[46, 97]}>
          <Art>
            <rect
              x="12"
              y="93"
              width="34"
              height="8"
              rx="4"
              fill={palette.amber}
              {...outline}
              strokeWidth="2.5"
            />
            <path d="M20 93 V101 M28 93 V101 M36 93 V101" stroke={palette.pink} strokeWidth="3" />
          </Art>
        </Part>
        <Art>
          <rect
            x="44"
            y="92.5"
            width="10"
            height="9"
            rx="2.5"
            fill={palette.pink}
            {...outline}
            strokeWidth="2.5"
          />
        </Art>
      </Part>
    </CharacterFrame>
  );
}
