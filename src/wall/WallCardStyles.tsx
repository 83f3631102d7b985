import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { REACTION_KINDS } from '../data/schema/schema';
import { REACTION_ART } from '../ui/glyphs/reactionArt';
import { cardPhotoStyles } from './photo/CardPhotoStyles';

/**
 * The message cards' styles, as plain classes written once for the whole wall. A card is
 * then a few bare elements: on a wall of thousands, per-card `sx` props (each one turned into
 * a class at every render) cost more than all the rest of the card.
 */
const styles = (theme: Theme) => ({
  '@keyframes wall-appear-late': { from: { opacity: 0 }, to: { opacity: 1 } },
  '.wall-card': {
    display: 'flex',
    gap: 12,
    padding: 16,
    borderRadius: 20,
    backgroundColor: 'rgba(255,255,255,0.045)',
    border: '1px solid rgba(255,255,255,0.12)',
    [theme.breakpoints.up('sm')]: { gap: 16, padding: 20 },
  },
  '.wall-card-avatar': {
    flexShrink: 0,
    width: 44,
    height: 44,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    fontFamily: theme.typography.h2.fontFamily,
    fontWeight: 700,
    fontSize: '1.25rem',
    color: '#140b2e',
    boxShadow: '0 6px 16px rgba(0,0,0,0.3)',
  },
  '.wall-card-body': { flex: 1, minWidth: 0 },
  '.wall-card-head': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: 12,
    marginBottom: 4,
  },
  '.wall-card-author': {
    margin: 0,
    fontWeight: 700,
    fontSize: '1.05rem',
    overflowWrap: 'anywhere',
  },
  '.wall-card-meta': { display: 'flex', alignItems: 'baseline', gap: 8 },
  '.wall-card-pending': {
    fontSize: '0.8rem',
    fontWeight: 600,
    color: theme.palette.primary.main,
    animation: 'wall-appear-late 200ms ease-out 1s both',
  },
  '.wall-card-edited': {
    fontSize: '0.8rem',
    fontStyle: 'italic',
    color: theme.palette.text.secondary,
  },
  '.wall-card-own': { display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12 },
  '.wall-time': { position: 'relative', display: 'inline-flex', flexShrink: 0 },
  '.wall-time > time': {
    fontSize: '0.85rem',
    color: theme.palette.text.secondary,
    borderRadius: 6,
    cursor: 'default',
    textDecoration: 'underline dotted rgba(217,204,245,0.5)',
    textUnderlineOffset: 3,
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  // Below the time, inside the card: a card's edges may clip what lies past them.
  '.wall-time > [role="tooltip"]:not([hidden])': {
    position: 'absolute',
    top: 'calc(100% + 6px)',
    insetInlineEnd: 0,
    zIndex: 2,
    padding: '4px 8px',
    borderRadius: 6,
    whiteSpace: 'nowrap',
    fontSize: '0.8rem',
    color: theme.palette.text.primary,
    backgroundColor: '#3b2880',
    boxShadow: '0 6px 20px rgba(0,0,0,0.4)',
  },
  '@keyframes wall-reaction-pop': {
    '0%': { transform: 'scale(1)' },
    '40%': { transform: 'scale(1.25)' },
    '100%': { transform: 'scale(1)' },
  },
  '.wall-reactions': { marginTop: 10 },
  '.wall-reaction-row': { display: 'flex', flexWrap: 'wrap', gap: 6 },
  '.wall-reaction': {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    minHeight: 32,
    minWidth: 44,
    padding: '4px 10px',
    borderRadius: 999,
    border: '1px solid rgba(255,255,255,0.16)',
    backgroundColor: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    fontSize: '0.95rem',
    fontWeight: 600,
    lineHeight: 1,
    cursor: 'pointer',
    transition: 'background-color 150ms, border-color 150ms',
    '&:hover': { backgroundColor: 'rgba(255,255,255,0.08)' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': {
      backgroundColor: 'rgba(255,182,39,0.2)',
      borderColor: theme.palette.primary.main,
    },
    // The drawing: one background, no element of its own (src/ui/reactionArt.ts).
    '&::before': {
      content: '""',
      width: '1.1em',
      height: '1.1em',
      flexShrink: 0,
      background: 'center / contain no-repeat',
    },
    ...Object.fromEntries(
      REACTION_KINDS.map((kind) => [
        `&[data-kind="${kind}"]::before`,
        { backgroundImage: REACTION_ART[kind] },
      ]),
    ),
    '&[aria-pressed="true"]::before': { animation: 'wall-reaction-pop 300ms ease-out' },
    '@media (prefers-reduced-motion: reduce)': {
      transition: 'none',
      '&[aria-pressed="true"]::before': { animation: 'none' },
    },
  },
  '.wall-reaction-note': { margin: 0, fontSize: '0.85rem', color: theme.palette.text.secondary },
  '.wall-reaction-note:empty': { display: 'none' },
  // Clipped, so a tower of combining marks stays inside its card.
  '.wall-card-text': {
    margin: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    overflow: 'hidden',
    lineHeight: 1.55,
  },
});

const allStyles = (theme: Theme) => ({ ...styles(theme), ...cardPhotoStyles(theme) });

export function WallCardStyles() {
  return <GlobalStyles styles={allStyles} />;
}
