import { palette } from '../ui/palette';
import { INK, outline } from './art';

export interface LimbProps {
  /** The arm's centre line, from shoulder to wrist. */
  d: string;
  colour: string;
  hand: { x: number; y: number };
}

/** An arm: a coloured stroke inside an ink one, so it stays visible off the body too. */
export function Limb({ d, colour, hand }: LimbProps) {
  return (
    <>
      <path d={d} fill="none" stroke={INK} strokeWidth="9" strokeLinecap="round" />
      <path d={d} fill="none" stroke={colour} strokeWidth="4" strokeLinecap="round" />
      <circle cx={hand.x} cy={hand.y} r="5.3" fill={palette.foam} {...outline} strokeWidth="2.5" />
    </>
  );
}
