import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Geometry the wall shares with its placeholder, so the chunk's arrival moves nothing:
 * the form area keeps one height and the loading cards are the same component.
 */
export const WALL_MAX_WIDTH = 640;

// A few px above the form's own height with its "Add a photo" button (446 px narrow, where the
// post button's hint sits under it; 415 px from 600 px up, where it sits beside it), so the
// form and its placeholder are the same height whatever the fonts round to. With the Photos
// switch off the form is shorter and keeps this height (its post row stays at the bottom).
export const FORM_MIN_HEIGHT = { xs: 455, sm: 420 } as const;

export const formCardSx: SxProps<Theme> = {
  minHeight: FORM_MIN_HEIGHT,
  p: { xs: 2, sm: 3 },
  borderRadius: '24px',
  bgcolor: 'background.paper',
  border: '1px solid rgba(255,255,255,0.14)',
  boxShadow: '0 18px 50px rgba(0,0,0,0.35)',
};

/** Space between cards (padding, not a flex gap, so skeleton and message cards match). */
export const CARD_GAP_PX = 14;

/** The post button's row (its hint beside or under it), shared with the placeholder's. */
export const postRowSx: SxProps<Theme> = {
  mt: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 2,
  rowGap: 1,
};
