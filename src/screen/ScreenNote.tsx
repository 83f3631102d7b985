import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { tvSize } from './tvSize';

export interface ScreenNoteProps {
  /** A drawing (src/ui/glyphs.tsx), shown large above the text. */
  icon?: ReactNode;
  children: ReactNode;
}

/** A large, quiet note in the spotlight's place: loading, or the empty wall. */
export function ScreenNote({ icon, children }: ScreenNoteProps) {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: tvSize(2),
        px: tvSize(4),
        textAlign: 'center',
        borderRadius: tvSize(3),
        border: '2px dashed rgba(255,255,255,0.18)',
        bgcolor: 'rgba(255,255,255,0.03)',
      }}
    >
      {icon ? (
        <Box aria-hidden sx={{ fontSize: tvSize(9), lineHeight: 1 }}>
          {icon}
        </Box>
      ) : null}
      <Box component="p" sx={{ m: 0, fontSize: tvSize(4.2), color: 'text.secondary' }}>
        {children}
      </Box>
    </Box>
  );
}
