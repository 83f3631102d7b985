import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface StatusCardProps {
  title: string;
  children: ReactNode;
  /** 'status' for a state that changes by itself (checking, offline), read out when it does. */
  live?: boolean;
}

/** One card for each state of /moderate before the moderator's desk. */
export function StatusCard({ title, children, live = false }: StatusCardProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="moderate-status-title"
      role={live ? 'status' : undefined}
      sx={{ p: { xs: 3, sm: 4 }, maxWidth: 560, borderRadius: 1.5 }}
    >
      <Typography id="moderate-status-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        {children}
      </Box>
    </Paper>
  );
}
