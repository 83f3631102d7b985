import Box from '@mui/material/Box';
import { BeerGlass } from '../beer/BeerGlass';
import { beerLevel } from '../beer/glass';
import { remainingTime } from './time';
import { useNow, type Clock } from './useNow';
import { TimeBoxes } from './TimeBoxes';
import { Celebration } from './Celebration';
import type { CountdownSizes } from './sizes';

export interface CountdownProps {
  target: Date;
  baseline: Date;
  clock?: Clock;
  /** The page's column by default; the party screen passes its TV sizes. */
  sizes?: CountdownSizes;
}

/**
 * The only part of the page that re-renders every second: the glass, the four boxes and,
 * once the moment has come, the celebration. Before the clock is known (the prerendered
 * HTML, and hydrating it) the glass rests empty and the boxes read '--'.
 */
export function Countdown({ target, baseline, clock, sizes }: CountdownProps) {
  const targetMs = target.getTime();
  const now = useNow(targetMs, clock);
  const remaining = now === null ? null : remainingTime(now, targetMs);
  const level = now === null ? null : beerLevel(now, baseline.getTime(), targetMs);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: sizes?.gap ?? 3,
        alignItems: 'center',
        width: '100%',
      }}
    >
      {/* The celebration is laid over the (by then empty) glass rather than below it, so its
          arrival, right after hydration when the page opens late, moves nothing on the page. */}
      <Box sx={{ position: 'relative', display: 'flex', justifyContent: 'center', width: '100%' }}>
        <BeerGlass level={level} height={sizes?.glassHeight} />
        {remaining?.done && <Celebration banner={sizes?.banner} />}
      </Box>
      <TimeBoxes remaining={remaining} sizes={sizes?.boxes} />
    </Box>
  );
}
