import { m } from 'framer-motion';
import { palette } from '../ui/palette';
import { BUBBLE_COUNT } from './glass';
import { BUBBLE_ATTRIBUTE, bubbleMotion, hiddenUnless, rise } from './glassMotion';

export interface BubblesProps {
  /** How many of the six rise: the spec shows them all above level 0, none at 0. */
  count: number;
  /** The liquid's top in the glass's coordinates, where a bubble's rise ends. */
  liquidTop: number;
  reduceMotion: boolean | null;
}

/**
 * The glass's bubbles. All six are always drawn, hidden when not shown, so hydration finds
 * the nodes the boot ticker may have shown in the prerendered markup.
 */
export function Bubbles({ count, liquidTop, reduceMotion }: BubblesProps) {
  return (
    <>
      {Array.from({ length: BUBBLE_COUNT }, (_, i) => {
        const bubble = bubbleMotion(i, liquidTop);
        const shown = i < count;
        return (
          // Rising is one whole `transform` (and opacity): framer-motion hands that to the
          // browser, which moves the painted dot without the main thread; animating cy, or
          // y on an SVG element, is JavaScript work on every frame for as long as it rises.
          <m.circle
            key={i}
            data-testid="beer-bubble"
            {...{ [BUBBLE_ATTRIBUTE]: i }}
            // The boot ticker may have shown it before React arrived; it hides it again
            // when it hands over, so React's own value is what the next render writes.
            visibility={hiddenUnless(shown)}
            suppressHydrationWarning
            cx={bubble.cx}
            cy={bubble.cy}
            r={bubble.r}
            fill={palette.foam}
            opacity={0.7}
            initial={{ transform: rise(0) }}
            animate={
              !shown
                ? { transform: rise(0) }
                : reduceMotion
                  ? { transform: bubble.still }
                  : bubble.keyframes
            }
            transition={
              reduceMotion || !shown
                ? { duration: 0 }
                : {
                    duration: bubble.duration,
                    delay: bubble.delay,
                    repeat: Infinity,
                    ease: bubble.ease,
                  }
            }
          />
        );
      })}
    </>
  );
}
