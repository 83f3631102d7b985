import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DeskPanelProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}

/** One panel of the organizer's desk at /moderate: a section named by its heading. */
export function DeskPanel({ titleId, title, children }: DeskPanelProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 1.5 }}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
