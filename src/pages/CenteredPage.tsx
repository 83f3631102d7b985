import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A short page centred on the screen: the 404 and error pages' frame. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        maxWidth: 600,
        mx: 'auto',
        px: 2,
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          alignItems: 'center',
          textAlign: 'center',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
