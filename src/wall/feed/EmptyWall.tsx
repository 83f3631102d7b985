import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { noteBoxSx } from '../../ui/cards';
import { BalloonGlyph } from '../../ui/glyphs/glyphs';

export interface EmptyWallProps {
  personName: string;
}

/** Spec section 8: the empty wall, also shown when the messages cannot be loaded. */
export function EmptyWall({ personName }: EmptyWallProps) {
  return (
    <Box sx={noteBoxSx}>
      <Box aria-hidden sx={{ fontSize: '2.4rem', lineHeight: 1, mb: 1.5 }}>
        <BalloonGlyph />
      </Box>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.05rem', maxWidth: 420, mx: 'auto' }}>
        {`No messages yet. Be the first to leave a message for ${personName}!`}
      </Typography>
    </Box>
  );
}
