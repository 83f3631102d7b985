import type { ReactNode } from 'react';

/**
 * The page's pictures, drawn: the decorative emoji the page used to print as text (💌 🎈 🔒
 * 📡 ⚠️ 📨; 🍻 and 🎉 are the reactions' drawings, src/ui/reactionArt.ts). A TV or a laptop with no colour-emoji font showed
 * those as empty boxes; these draw the same everywhere. Each is a few shapes on a 32-unit
 * square, 1em by default so it takes the size of the text around it, hidden from assistive
 * technology (the words beside each one say what it means). One export each, so a chunk
 * carries only the drawings it shows.
 */

interface GlyphProps {
  /** CSS size of the square; 1em (the surrounding text's size) by default. */
  size?: string;
}

function Svg({ size = '1em', children }: GlyphProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      style={{ display: 'inline-block', verticalAlign: '-0.125em', flexShrink: 0 }}
    >
      {children}
    </svg>
  );
}

const FOAM = '#fff8e8';
const AMBER = '#ffb627';
const INK = '#5b3a00';
const RED = '#ff4f6d';
const SKY = '#6ec3ff';

/** 💌 A letter sealed with a heart. */
export function LoveLetterGlyph(props: GlyphProps) {
  return (
    <Svg {...props}>
      <rect x="2" y="7" width="28" height="19" rx="3" fill={FOAM} />
      <path
        d="M3 8.5l13 10 13-10"
        fill="none"
        stroke="#ff5fa2"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M16 27s-5.5-3.2-5.5-6.6a2.7 2.7 0 0 1 5.5-1 2.7 2.7 0 0 1 5.5 1C21.5 23.8 16 27 16 27z"
        fill={RED}
      />
    </Svg>
  );
}

/** 🎈 A balloon on its string. */
export function BalloonGlyph(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path
        d="M16 24.5c-1.8 2 1.8 3.5 0 6"
        fill="none"
        stroke="#d9ccf5"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      <ellipse cx="16" cy="12" rx="9" ry="10.5" fill={RED} />
      <path d="M14.4 22.3h3.2L16 24.8z" fill={RED} />
      <ellipse cx="12.5" cy="8.5" rx="2" ry="3.2" fill="#fff" opacity=".45" />
    </Svg>
  );
}

/** 🔒 A padlock. */
export function LockGlyph(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M10 15v-4.5a6 6 0 0 1 12 0V15" fill="none" stroke="#c9d2e3" strokeWidth="3" />
      <rect x="6" y="14" width="20" height="15" rx="3" fill={AMBER} />
      <path d="M16 19a2 2 0 0 0-1 3.7V25h2v-2.3a2 2 0 0 0-1-3.7z" fill={INK} />
    </Svg>
  );
}

/** 📡 A dish sending. */
export function SignalGlyph(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M4 11a15 15 0 0 0 17 17z" fill="#c9d2e3" />
      <path d="M12.5 19.5L19 13M9 29h9" stroke="#c9d2e3" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M20 3a9 9 0 0 1 9 9M20 7.5a4.5 4.5 0 0 1 4.5 4.5"
        fill="none"
        stroke={SKY}
        strokeWidth="2"
        strokeLinecap="round"
      />
    </Svg>
  );
}

/** ⚠️ A warning sign. */
export function WarningGlyph(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path
        d="M16 3L30 28H2z"
        fill="#ffc400"
        stroke="#ffc400"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M15 11h2v9h-2z" fill="#2d1b00" />
      <circle cx="16" cy="24" r="1.5" fill="#2d1b00" />
    </Svg>
  );
}

/** 📨 A letter on its way. */
export function LetterGlyph(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M1 9h6M3 14h4M1 19h6" stroke={SKY} strokeWidth="2" strokeLinecap="round" />
      <rect x="9" y="7" width="22" height="17" rx="2.5" fill="#e8f4ff" />
      <path d="M10 8.5l10 8 10-8" fill="none" stroke={SKY} strokeWidth="2" strokeLinejoin="round" />
    </Svg>
  );
}
