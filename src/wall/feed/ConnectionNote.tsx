import Box from '@mui/material/Box';
import { SignalGlyph } from '../../ui/glyphs';

export interface ConnectionNoteProps {
  offline: boolean;
}

/**
 * Says so while the wall cannot hear the backend, in a status region that is always there
 * (empty and without size when all is well), so screen readers announce the change.
 */
export function ConnectionNote({ offline }: ConnectionNoteProps) {
  return (
    <Box
      role="status"
      sx={{
        '&:not(:empty)': {
          display: 'flex',
          gap: 1.25,
          mb: 2,
          px: 2,
          py: 1.25,
          borderRadius: '14px',
          color: 'text.primary',
          bgcolor: 'rgba(110,195,255,0.1)',
          border: '1px solid rgba(110,195,255,0.4)',
          fontSize: '0.95rem',
        },
      }}
    >
      {offline ? (
        <>
          <SignalGlyph />
          <span>
            You&apos;re offline. Showing the messages loaded so far; new ones will appear, and yours
            will be sent, when you&apos;re back.
          </span>
        </>
      ) : null}
    </Box>
  );
}
