import Box from '@mui/material/Box';
import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SignalGlyph } from './glyphs/glyphs';

export interface ConnectionStatusProps {
  /** What to say while the backend cannot be heard; null while all is well. */
  note: ReactNode;
  /** How the note looks while it says something (it is a flex row, the antenna first). */
  look: SystemStyleObject<Theme>;
}

/**
 * Says so while a page cannot hear the backend, in a status region that is always there
 * (empty and without size when all is well), so screen readers announce the change.
 * The wall's note and the party screen's are this one, each in its own size.
 */
export function ConnectionStatus({ note, look }: ConnectionStatusProps) {
  return (
    <Box role="status" sx={{ '&:not(:empty)': { display: 'flex', ...look } }}>
      {note ? (
        <>
          <SignalGlyph />
          <span>{note}</span>
        </>
      ) : null}
    </Box>
  );
}
