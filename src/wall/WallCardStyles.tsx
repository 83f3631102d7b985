import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

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
  // Clipped, so a tower of combining marks stays inside its card.
  '.wall-card-text': {
    margin: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    overflow: 'hidden',
    lineHeight: 1.55,
  },
});

export function WallCardStyles() {
  return <GlobalStyles styles={styles} />;
}
