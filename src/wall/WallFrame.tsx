import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WALL_MAX_WIDTH } from './layout';
import { LoveLetterGlyph } from '../ui/glyphs/glyphs';

export interface WallFrameProps {
  personName: string;
  children: ReactNode;
}

/** The wall's section and heading, shared by the wall and its placeholder. */
export function WallFrame({ personName, children }: WallFrameProps) {
  return (
    <Box
      component="section"
      aria-labelledby="wall-title"
      sx={{ width: '100%', maxWidth: WALL_MAX_WIDTH, pt: { xs: 1, sm: 2 } }}
    >
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Typography
          id="wall-title"
          variant="h2"
          sx={{ fontSize: { xs: '1.9rem', sm: '2.4rem' }, lineHeight: 1.15 }}
        >
          <Box component="span" aria-hidden sx={{ mr: 1 }}>
            <LoveLetterGlyph />
          </Box>
          Message Wall
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          {`Leave ${personName} a birthday note. Everyone on the page sees it the moment you post.`}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>{children}</Box>
    </Box>
  );
}
