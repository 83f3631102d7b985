import Box from '@mui/material/Box';
import { BirthdayCake } from './BirthdayCake';
import { MugBuddy } from './MugBuddy';
import { PartyPal } from './PartyPal';
import { SLOT_SCALE, VIEW_HEIGHT, VIEW_WIDTH } from './art';

// Fixed slots, the art's box at SLOT_SCALE, so the art never decides the row's size; at
// 320 px three 96 px slots do not fit beside each other, so the row wraps instead of scrolling.
const slot = {
  flex: '0 0 auto',
  width: { xs: VIEW_WIDTH * SLOT_SCALE.xs, sm: VIEW_WIDTH * SLOT_SCALE.sm },
  height: { xs: VIEW_HEIGHT * SLOT_SCALE.xs, sm: VIEW_HEIGHT * SLOT_SCALE.sm },
} as const;

/**
 * The three party characters between the countdown and the tip card, drawn in the
 * prerendered HTML and dancing from it (their opening dance is CSS: ./danceCss.ts). They
 * take no props and read no clock, so the countdown's tick never re-renders them.
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
      <Box sx={slot}>
        <MugBuddy />
      </Box>
      <Box sx={slot}>
        <PartyPal />
      </Box>
      <Box sx={slot}>
        <BirthdayCake />
      </Box>
    </Box>
  );
}
