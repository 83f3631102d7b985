import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { m, useReducedMotion } from 'framer-motion';
import { palette } from '../ui/palette';

const CONFETTI_COLOURS = [palette.amber, palette.pink, palette.mint, palette.sky, palette.foam];
const PIECES = Array.from({ length: 18 }, (_, i) => ({
  colour: CONFETTI_COLOURS[i % CONFETTI_COLOURS.length],
  x: Math.cos((i / 18) * Math.PI * 2) * (90 + (i % 4) * 30),
  y: Math.sin((i / 18) * Math.PI * 2) * (50 + (i % 3) * 25) - 20,
  rotate: (i * 47) % 360,
}));

/** 'TIME TO CELEBRATE!' with a burst of confetti (a plain fade under reduced motion). */
export function Celebration() {
  const reduceMotion = useReducedMotion();
  return (
    <Box sx={{ position: 'relative', display: 'flex', justifyContent: 'center', py: 1 }}>
      {!reduceMotion && (
        <Box aria-hidden sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
          {PIECES.map((piece, i) => (
            <m.span
              key={i}
              style={{
                position: 'absolute',
                left: '50%',
                top: '50%',
                width: 10,
                height: 14,
                borderRadius: 3,
                background: piece.colour,
              }}
              initial={{ x: 0, y: 0, opacity: 1, rotate: 0, scale: 0.4 }}
              animate={{
                x: piece.x,
                y: [0, piece.y, piece.y + 90],
                opacity: [1, 1, 0],
                rotate: piece.rotate + 360,
                scale: 1,
              }}
              transition={{
                duration: 2.4,
                ease: 'easeOut',
                repeat: Infinity,
                repeatDelay: 1.2,
                delay: i * 0.03,
              }}
            />
          ))}
        </Box>
      )}
      <m.div
        initial={reduceMotion ? { opacity: 0 } : { scale: 0.3, rotate: -8, opacity: 0 }}
        animate={reduceMotion ? { opacity: 1 } : { scale: 1, rotate: 0, opacity: 1 }}
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
            fontSize: { xs: '2rem', sm: '3.25rem' },
            textAlign: 'center',
            color: 'primary.main',
            textShadow: `0 0 24px rgba(255,182,39,0.55), 0 3px 0 ${palette.pink}`,
          }}
        >
          TIME TO CELEBRATE!
        </Typography>
      </m.div>
    </Box>
  );
}
