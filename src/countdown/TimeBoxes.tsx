import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { m } from 'framer-motion';
import { useHydrated } from '../ui/useHydrated';
import { PAGE_BOXES, type TimeBoxSizes } from './sizes';
import type { Remaining } from './time';
import { handOverToReact } from './bootHandover';
import { boxText, DIGIT_DROP, UNIT_ATTRIBUTE, UNITS } from './units';

export interface TimeBoxesProps {
  /** null before the clock is known: every box reads '--'. */
  remaining: Remaining | null;
  /** The page's column by default. */
  sizes?: TimeBoxSizes;
}

/** The four boxes: Days, Hours, Minutes, Seconds. */
export function TimeBoxes({ remaining, sizes: size = PAGE_BOXES }: TimeBoxesProps) {
  const hydrated = useHydrated();
  // From here React draws the digits; the ticker that ran before it arrived stops.
  useEffect(handOverToReact, []);
  return (
    <Box
      role="timer"
      aria-label="Time left until the birthday"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        gap: size.gap,
        width: '100%',
        maxWidth: size.maxWidth,
      }}
    >
      {UNITS.map(({ key, label }) => {
        const value = boxText(remaining, key);
        return (
          <Box
            key={key}
            sx={{
              borderRadius: 4,
              py: size.py,
              px: 0.5,
              textAlign: 'center',
              background: 'linear-gradient(160deg, rgba(255,182,39,0.18), rgba(255,95,162,0.12))',
              border: '1px solid rgba(255,255,255,0.14)',
              boxShadow: '0 10px 30px rgba(0,0,0,0.25)',
            }}
          >
            <Typography
              component="p"
              sx={{
                fontFamily: (t) => t.typography.h1.fontFamily,
                fontWeight: 700,
                fontSize: size.digits,
                lineHeight: 1.1,
                fontVariantNumeric: 'tabular-nums',
                color: 'primary.main',
                overflow: 'hidden',
              }}
            >
              <m.span
                key={value}
                {...{ [UNIT_ATTRIBUTE]: key }}
                // Before React arrived, src/boot/bootTicker.ts ticked these digits on,
                // so they may no longer read the prerendered '--' React hydrates with; the
                // render right after hydration writes the real time in any case.
                suppressHydrationWarning
                style={{ display: 'inline-block' }}
                // Each new value drops in, except what the prerendered HTML shows, which is
                // drawn at rest (with JavaScript off it stays that way).
                // (The boot ticker drops its values in the same way.)
                initial={hydrated && remaining !== null ? DIGIT_DROP.from : false}
                animate={{ y: 0, opacity: 1 }}
                transition={{ duration: DIGIT_DROP.duration, ease: DIGIT_DROP.ease }}
              >
                {value}
              </m.span>
            </Typography>
            <Typography
              component="p"
              sx={{
                fontSize: size.label,
                color: 'text.secondary',
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
              }}
            >
              {label}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
