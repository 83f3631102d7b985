import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Progress } from '../../data/moderation/batches';

export interface WorkProgressProps {
  /** The batched write under way: what it is doing ("Removing", "Approving"…) and how far. */
  work: Progress & { verb: string };
  sx?: SxProps<Theme>;
}

/** How far a removal, restore, approval or decline has got, read out as it goes. */
export function WorkProgress({ work, sx }: WorkProgressProps) {
  return (
    <Box role="status" sx={sx}>
      <Typography sx={{ mb: 1 }}>
        {work.verb} {work.done} of {work.total}…
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.round((100 * work.done) / work.total)}
        aria-label={`${work.verb} messages`}
      />
    </Box>
  );
}
