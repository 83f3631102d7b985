import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { config } from '../config/config';
import { formCardSx, postRowSx } from './layout';
import { MessageSkeletons } from './feed/MessageSkeletons';
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
        <Box sx={postRowSx}>
          {/* The post button's hint: under the button when narrow, beside it from 600 px. */}
          <Skeleton
            variant="text"
            sx={{
              order: { xs: 1, sm: 0 },
              width: { xs: '60%', sm: 200 },
              mx: { xs: 'auto', sm: 0 },
              mr: { sm: 'auto' },
              fontSize: '0.85rem',
            }}
          />
          <Skeleton
            variant="rounded"
            height={42}
            sx={{ borderRadius: 999, flex: { xs: '1 1 100%', sm: '0 0 168px' } }}
          />
        </Box>
      </Box>
      <MessageSkeletons />
    </WallFrame>
  );
}
