import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReactionGlyph } from '../ui/glyphs/reactionGlyphs';

/** Said once, when a wall that was sealed during this visit opens by itself. */
export function WallOpened() {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: 2,
        px: 3,
        borderRadius: '20px',
        bgcolor: 'rgba(255, 196, 0, 0.12)',
        border: '1px solid rgba(255, 196, 0, 0.4)',
      }}
    >
      <Typography variant="h3" sx={{ fontSize: '1.3rem' }}>
        <Box component="span" aria-hidden sx={{ mr: 1 }}>
          <ReactionGlyph kind="party" />
        </Box>
        The wall is open! TIME TO CELEBRATE!
      </Typography>
    </Box>
  );
}
