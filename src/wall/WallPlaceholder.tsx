import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { config } from '../config/config';
import { formCardSx } from './layout';
import { MessageSkeletons } from './MessageSkeletons';
import { WallFrame } from './WallFrame';

const fieldSx = { borderRadius: '14px', bgcolor: 'rgba(255,255,255,0.06)' } as const;

/**
 * Keeps the wall's place while its chunk loads: the same section, heading, form-area height
 * and loading cards as the wall's own loading state, so nothing moves when it arrives.
 */
export function WallPlaceholder() {
  return (
    <WallFrame personName={config.personName}>
      <Box
        aria-hidden
        data-testid="form-placeholder"
        sx={{ ...formCardSx, display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        {[56, 125].map((height) => (
          <Box key={height}>
            <Skeleton variant="rounded" height={height} sx={fieldSx} />
            <Skeleton
              variant="text"
              width={44}
              sx={{ ml: 'auto', mt: '3px', fontSize: '0.75rem' }}
            />
          </Box>
        ))}
        <Skeleton
          variant="rounded"
          height={42}
          sx={{
            mt: 'auto',
            borderRadius: 999,
            alignSelf: { xs: 'stretch', sm: 'flex-end' },
            width: { xs: 'auto', sm: 168 },
          }}
        />
      </Box>
      <MessageSkeletons />
    </WallFrame>
  );
}
