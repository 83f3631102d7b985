import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The card shapes the wall shares with the wall settings' notices (src/wallSettings/), which sit on
 * the wall's page: a message's card, and the dashed note box.
 */

export const messageCardSx: SxProps<Theme> = {
  display: 'flex',
  gap: { xs: 1.5, sm: 2 },
  p: { xs: 2, sm: 2.5 },
  borderRadius: '20px',
  bgcolor: 'rgba(255,255,255,0.045)',
  border: '1px solid rgba(255,255,255,0.12)',
};

/** The dashed note box of the empty wall, and of the wall that could not load. */
export const noteBoxSx: SxProps<Theme> = {
  textAlign: 'center',
  py: { xs: 4, sm: 5 },
  px: 3,
  borderRadius: '24px',
  border: '2px dashed rgba(255,255,255,0.18)',
  bgcolor: 'rgba(255,255,255,0.03)',
};

/** A list drawn as cards or chips, not bullets: the list's own marks and spacing gone. */
export const PLAIN_LIST = { listStyle: 'none', m: 0, p: 0 } as const;
