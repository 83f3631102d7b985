import Box from '@mui/material/Box';
import { tvSize } from './tvSize';
import { SignalGlyph } from '../ui/glyphs';

export interface ScreenConnectionNoteProps {
  offline: boolean;
}

/**
 * A quiet line in the corner while the screen cannot hear the backend: the messages stay
 * as they are, and the note goes by itself once the live query is back. A status region
 * that is always there (empty when all is well), so the change is announced.
 */
export function ScreenConnectionNote({ offline }: ScreenConnectionNoteProps) {
  return (
    <Box
      role="status"
      sx={{
        '&:not(:empty)': {
          display: 'flex',
          alignItems: 'center',
          gap: tvSize(0.8),
          px: tvSize(1.4),
          py: tvSize(0.6),
          borderRadius: 999,
          fontSize: tvSize(1.8),
          color: 'text.secondary',
          bgcolor: 'rgba(110,195,255,0.1)',
          border: '1px solid rgba(110,195,255,0.35)',
        },
      }}
    >
      {offline ? (
        <>
          <SignalGlyph />
          <span>Reconnecting… new messages will appear when the connection is back.</span>
        </>
      ) : null}
    </Box>
  );
}
