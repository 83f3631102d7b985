import type { ReactNode } from 'react';
import { m, type Variants } from 'framer-motion';
import { VIEW_HEIGHT, VIEW_WIDTH } from './art';
import { settleClass } from './danceCss';

/**
 * A still piece of a character: an <svg> over the whole frame, in the art's units. A
 * character is a stack of these and of Parts, painted in the order they are written.
 */
export function Art({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      width={VIEW_WIDTH}
      height={VIEW_HEIGHT}
      aria-hidden="true"
      focusable="false"
      style={{ position: 'absolute', left: 0, top: 0 }}
    >
      {children}
    </svg>
  );
}

export interface PartProps {
  /** The class its opening dance is written for (danceCss). */
  name: string;
  variants: Variants;
  /**
   * The point it turns and scales about, in the art's units: a point of its drawn box (the
   * bottom centre of a body or a flame, the shoulder of an arm, the mouth end of the horn).
   */
  origin: readonly [number, number];
  children: ReactNode;
}

/**
 * A moving part: an HTML layer over the whole frame, holding Art and Parts of its own. The
 * parts move as HTML boxes rather than SVG groups because Chromium runs a transform animation
 * of an SVG element on the page's main thread, every frame, and of an HTML box on the
 * compositor: while the characters dance, a guest's scroll no longer waits for their frames.
 * The compositor takes one transform animation per box, so the settle after the dance
 * (danceCss) plays on a box of its own around the part's.
 */
export function Part({ name, variants, origin: [x, y], children }: PartProps) {
  const layer = { position: 'absolute', inset: 0, transformOrigin: `${x}px ${y}px` } as const;
  return (
    <div className={settleClass(name)} style={layer}>
      <m.div className={name} variants={variants} style={layer}>
        {children}
      </m.div>
    </div>
  );
}
