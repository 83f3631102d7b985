import { palette } from '../ui/palette';
import { INK } from './art';

export interface EyesProps {
  /** The two eyes' centres across, and their height. */
  x: readonly [number, number];
  y: number;
  rx: number;
  ry: number;
  /** Each eye's white glint: its offset from the eye's centre and its radius. */
  glint: { dx: number; dy: number; r: number };
}

/** Two ink eyes, each with a white glint up and to the right: the family's look. */
export function Eyes({ x, y, rx, ry, glint }: EyesProps) {
  return (
    <>
      {x.map((cx) => (
        <ellipse key={cx} cx={cx} cy={y} rx={rx} ry={ry} fill={INK} />
      ))}
      {x.map((cx) => (
        <circle key={cx} cx={cx + glint.dx} cy={y + glint.dy} r={glint.r} fill="#ffffff" />
      ))}
    </>
  );
}

export interface CheeksProps {
  x: readonly [number, number];
  y: number;
  rx: number;
  ry: number;
  opacity: number;
}

/** Two pink cheeks, which every character has. */
export function Cheeks({ x, y, rx, ry, opacity }: CheeksProps) {
  return (
    <>
      {x.map((cx) => (
        <ellipse key={cx} cx={cx} cy={y} rx={rx} ry={ry} fill={palette.pink} opacity={opacity} />
      ))}
    </>
  );
}
