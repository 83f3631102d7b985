import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ModerateFrameProps {
  personName: string;
  children: ReactNode;
}

/** The organizer's page: one heading and a column. Printing drops the frame (keepsake). */
export function ModerateFrame({ personName, children }: ModerateFrameProps) {
  return (
    <Box
      component="main"
      sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}
    >
      <Typography
        variant="h1"
        sx={{
          fontSize: { xs: '1.8rem', sm: '2.4rem' },
          mb: 3,
          '@media print': { display: 'none' },
        }}
      >
        {personName}&apos;s wall: organizer
      </Typography>
      {children}
    </Box>
  );
}
