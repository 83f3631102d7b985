import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { messageCardSx } from '../../ui/cards';
import { CARD_GAP_PX } from '../layout';

const PLACEHOLDER_CARDS = 3;

/** Spec section 4: three placeholder cards while the wall loads (here and in the placeholder). */
export function MessageSkeletons() {
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        Loading messages…
      </Box>
      {/* src/boot/firstCards.ts finds the loading cards by their data attribute. */}
      <Box aria-hidden data-testid="message-skeletons" data-message-skeletons="">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <Box key={index} sx={{ pb: `${CARD_GAP_PX}px` }}>
            <Box sx={messageCardSx}>
              <Skeleton variant="circular" width={44} height={44} sx={{ flexShrink: 0 }} />
              <Box sx={{ flex: 1 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 1 }}>
                  <Skeleton variant="text" width="35%" sx={{ fontSize: '1.05rem' }} />
                  <Skeleton variant="text" width="22%" sx={{ fontSize: '0.85rem' }} />
                </Box>
                <Skeleton variant="text" width="92%" />
                <Skeleton variant="text" width={index === 1 ? '48%' : '70%'} />
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
