import Box from '@mui/material/Box';
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
}

/**
 * The only part of the page that re-renders every second: the glass, the four boxes and,
 * once the moment has come, the celebration.
 */
export function Countdown({ target, baseline, clock }: CountdownProps) {
  const targetMs = target.getTime();
  const now = useNow(targetMs, clock);
  const remaining = remainingTime(now, targetMs);
  const level = beerLevel(now, baseline.getTime(), targetMs);

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 3, alignItems: 'center', width: '100%' }}
    >
      <BeerGlass level={level} />
      <TimeBoxes remaining={remaining} />
      {remaining.done && <Celebration />}
    </Box>
  );
}
