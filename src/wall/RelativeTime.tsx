import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { format, formatDistance } from 'date-fns';
import { useWallClock } from './useWallClock';

export interface RelativeTimeProps {
  date: Date;
}

/**
 * "less than a minute ago", "about 2 hours ago", kept current by the wall's slow clock, with
 * the exact date and time in a tooltip that keyboard users reach too.
 */
export function RelativeTime({ date }: RelativeTimeProps) {
  const now = useWallClock();
  // A moment ahead of this clock (the SDK's estimate for a post in flight, a skewed clock,
  // the clock's 30 s step) reads as now, never as "in less than a minute".
  const relative = formatDistance(Math.min(date.getTime(), now), now, { addSuffix: true });
  return (
    <Tooltip
      title={format(date, 'PPPp')}
      describeChild
      slotProps={{
        tooltip: {
          sx: { bgcolor: '#3b2880', fontSize: '0.8rem', boxShadow: '0 6px 20px rgba(0,0,0,0.4)' },
        },
        arrow: { sx: { color: '#3b2880' } },
      }}
    >
      <Box
        component="time"
        dateTime={date.toISOString()}
        // Focusable so the exact time in the tooltip is reachable without a mouse.
        tabIndex={0}
        sx={{
          flexShrink: 0,
          fontSize: '0.85rem',
          color: 'text.secondary',
          borderRadius: '6px',
          cursor: 'default',
          textDecoration: 'underline dotted rgba(217,204,245,0.5)',
          textUnderlineOffset: 3,
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        {relative}
      </Box>
    </Tooltip>
  );
}
