import { lazy } from 'react';
import Box from '@mui/material/Box';
import { ClientSuspense } from '../ui/ClientSuspense';

// The art arrives in one chunk right after the countdown paints; the fixed slots below keep
// its place, so nothing shifts when it lands.
const loadCast = () => import('./cast');
const MugBuddy = lazy(() => loadCast().then((cast) => ({ default: cast.MugBuddy })));
const PartyPal = lazy(() => loadCast().then((cast) => ({ default: cast.PartyPal })));
const BirthdayCake = lazy(() => loadCast().then((cast) => ({ default: cast.BirthdayCake })));

// Fixed slots in the art's 6:7 ratio: nothing moves when the motion chunk arrives, and at
// 320 px three 96 px slots do not fit beside each other, so the row wraps instead of scrolling.
const slot = {
  flex: '0 0 auto',
  width: { xs: 96, sm: 120 },
  height: { xs: 112, sm: 140 },
} as const;

/**
 * The three party characters between the countdown and the tip card. They take no props and
 * read no clock, so the countdown's tick never re-renders them.
 */
export function Characters() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'flex-end',
        columnGap: { xs: 1, sm: 4 },
        rowGap: 1,
        width: '100%',
      }}
    >
      <ClientSuspense fallback={<Slots count={3} />}>
        <Box sx={slot}>
          <MugBuddy />
        </Box>
        <Box sx={slot}>
          <PartyPal />
        </Box>
        <Box sx={slot}>
          <BirthdayCake />
        </Box>
      </ClientSuspense>
    </Box>
  );
}

function Slots({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => <Box key={i} sx={slot} />);
}
