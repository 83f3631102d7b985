import Box from '@mui/material/Box';
import { tvSize } from '../ui/tvSize';
import { BeerGlass } from '../beer/BeerGlass';
import { beerLevel } from '../beer/glass';
import { remainingTime } from './time';
import { useNow, type Clock } from './useNow';
import { TimeBoxes } from './TimeBoxes';
import { Celebration } from './Celebration';

export interface CountdownProps {
  target: Date;
  baseline: Date;
  clock?: Clock;
  /** 'screen': sized for the party screen's TV (viewport units), not the page's column. */
  variant?: CountdownVariant;
}

export type CountdownVariant = 'page' | 'screen';

/**
 * The only part of the page that re-renders every second: the glass, the four boxes and,
 * once the moment has come, the celebration. Before the clock is known (the prerendered
 * HTML, and hydrating it) the glass rests empty and the boxes read '--'.
 */
export function Countdown({ target, baseline, clock, variant = 'page' }: CountdownProps) {
  const targetMs = target.getTime();
  const now = useNow(targetMs, clock);
  const remaining = now === null ? null : remainingTime(now, targetMs);
  const level = now === null ? null : beerLevel(now, baseline.getTime(), targetMs);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: variant === 'screen' ? tvSize(2) : 3,
        alignItems: 'center',
        width: '100%',
      }}
    >
      {/* The celebration is laid over the (by then empty) glass rather than below it, so its
          arrival, right after hydration when the page opens late, moves nothing on the page. */}
      <Box sx={{ position: 'relative', display: 'flex', justifyContent: 'center', width: '100%' }}>
        <BeerGlass level={level} height={variant === 'screen' ? tvSize(20) : undefined} />
        {remaining?.done && <Celebration variant={variant} />}
      </Box>
      <TimeBoxes remaining={remaining} variant={variant} />
    </Box>
  );
}
