import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { m, useReducedMotion } from 'framer-motion';
import { cssAnimation, REDUCED_MOTION } from '../ui/motion/cssAnimation';
import { palette } from '../ui/palette';
import { useHydrated } from '../ui/useHydrated';
import { PAGE_BANNER, type BannerSizes } from './sizes';
import { PlainStyle } from '../ui/PlainStyle';

const CONFETTI_COLOURS = [palette.amber, palette.pink, palette.mint, palette.sky, palette.foam];
const PIECES = Array.from({ length: 18 }, (_, i) => {
  const x = Math.cos((i / 18) * Math.PI * 2) * (90 + (i % 4) * 30);
  const y = Math.sin((i / 18) * Math.PI * 2) * (50 + (i % 3) * 25) - 20;
  const turn = ((i * 47) % 360) + 360;
  const at = (dx: number, dy: number, rotate: number, scale: number) =>
    `translate(${dx}px, ${dy}px) rotate(${rotate}deg) scale(${scale})`;
  return {
    colour: CONFETTI_COLOURS[i % CONFETTI_COLOURS.length],
    // Out and up, then falling while it fades, then lying still (invisible) until the next
    // burst: one transform track, so the browser can run it whole.
    transform: [
      at(0, 0, 0, 0.4),
      at(x * 0.8, y, turn * 0.75, 0.9),
      at(x, y + 90, turn, 1),
      at(x, y + 90, turn, 1),
    ],
  };
});

// A few bursts, then the confetti lies still (invisible): a page left open must not keep
// animating. Each cycle is a 2.4 s flight and a 1.2 s pause, written into the keyframes'
// times, and each piece moves by one `transform` and fades by `opacity`: CSS animations
// the browser runs off the main thread, from the prerendered HTML on, with no script.
const BURSTS = 3;
const FLIGHT_S = 2.4;
const CYCLE_S = 3.6;
const LANDED = FLIGHT_S / CYCLE_S;
const TIMES = [0, LANDED / 2, LANDED, 1];

// Invisible but for its bursts: during its delay (opacity 0 underneath) and after the last
// one (the last keyframe's opacity 0, filled forwards). Hidden under reduced motion.
const CONFETTI_CSS =
  '.confetti-piece{position:absolute;left:50%;top:50%;width:10px;height:14px;border-radius:3px;opacity:0}' +
  PIECES.map((piece, i) => {
    const burst = cssAnimation(
      `confetti-piece-${i}`,
      {
        transform: piece.transform,
        opacity: [1, 1, 0, 0],
        transition: {
          duration: CYCLE_S,
          times: TIMES,
          ease: 'easeOut',
          repeat: BURSTS - 1,
          delay: i * 0.03,
        },
      },
      'forwards',
    );
    return `${burst.keyframes}.confetti-piece-${i}{background:${piece.colour};animation:${burst.animation}}`;
  }).join('') +
  `${REDUCED_MOTION}{.confetti-piece{display:none}}`;

const ENTRANCE = { scale: 0.3, rotate: -8, opacity: 0 };

export interface CelebrationProps {
  /** The page's by default. */
  banner?: BannerSizes;
}

/**
 * 'TIME TO CELEBRATE!' with a few bursts of confetti (a plain fade under reduced motion),
 * laid over the glass by its parent. Prerendered (a page built after the birthday), the
 * banner is drawn at rest and the confetti bursts from the HTML on (CSS, the same on the
 * server and in the browser, so hydration adopts it); reduced motion hides it.
 */
export function Celebration({ banner = PAGE_BANNER }: CelebrationProps) {
  const reduceMotion = useReducedMotion();
  const hydrated = useHydrated();
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <PlainStyle css={CONFETTI_CSS} />
      {/* Above the banner, as confetti would be. */}
      <Box aria-hidden sx={{ position: 'absolute', inset: 0, zIndex: 1 }}>
        {PIECES.map((_, i) => (
          <span key={i} className={`confetti-piece confetti-piece-${i}`} />
        ))}
      </Box>
      <m.div
        style={{ position: 'relative', maxWidth: '100%' }}
        initial={!hydrated ? false : reduceMotion ? { opacity: 0 } : ENTRANCE}
        animate={{ scale: 1, rotate: -3, opacity: 1 }}
        transition={
          reduceMotion ? { duration: 0.4 } : { type: 'spring', stiffness: 260, damping: 12 }
        }
      >
        <Typography
          component="p"
          role="status"
          sx={{
            fontFamily: (t) => t.typography.h1.fontFamily,
            fontWeight: 700,
            ...banner,
            lineHeight: 1.15,
            textAlign: 'center',
            color: 'primary.main',
            textShadow: `0 0 24px rgba(255,182,39,0.55), 0 3px 0 ${palette.pink}`,
            bgcolor: 'background.paper',
            border: `3px solid ${palette.pink}`,
            borderRadius: '20px',
            boxShadow: '0 12px 36px rgba(0,0,0,0.45), 0 0 0 6px rgba(255,95,162,0.18)',
          }}
        >
          TIME TO CELEBRATE!
        </Typography>
      </m.div>
    </Box>
  );
}
