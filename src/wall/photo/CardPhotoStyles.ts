import type { Theme } from '@mui/material/styles';

/**
 * The thumbnails' styles, part of the wall's one sheet (WallCardStyles): a plain button over
 * the picture, which fades in once it has arrived, and not under reduced motion.
 */
export const cardPhotoStyles = (theme: Theme) => ({
  '.wall-photo': {
    maxWidth: '100%',
    marginTop: 12,
    borderRadius: 14,
    overflow: 'hidden',
    backgroundColor: 'rgba(255,255,255,0.06)',
  },
  '.wall-photo-open': {
    display: 'block',
    width: '100%',
    height: '100%',
    padding: 0,
    border: 0,
    borderRadius: 'inherit',
    background: 'none',
    cursor: 'zoom-in',
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 },
  },
  // A thumbnail the network failed to bring: the frame says so, and a press tries again.
  '.wall-photo-retry': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 6,
    cursor: 'pointer',
    color: theme.palette.text.secondary,
    font: 'inherit',
    fontSize: '0.85rem',
  },
  '.wall-photo-open > img': {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    opacity: 0,
    transition: 'opacity 300ms ease-out',
    '&[data-drawn]': { opacity: 1 },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
