import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { palette } from '../ui/palette';
import { visuallyHidden } from '../ui/visuallyHidden';
import { ReactionGlyph } from '../ui/glyphs/reactionGlyphs';
import { PathIcon } from '../ui/glyphs/PathIcon';

export interface TipCardProps {
  paymentUrl: string;
  personName: string;
}

/**
 * The card with the external link for chipping in to the first beer tab. The link is a
 * plain anchor styled as a pill (not MUI's Button) because Button's ripple machinery
 * weighs ~7.6 KB gzipped on the critical path for no behaviour a link needs.
 */
export function TipCard({ paymentUrl, personName }: TipCardProps) {
  return (
    <Box
      component="section"
      aria-labelledby="tip-title"
      sx={{
        width: '100%',
        maxWidth: 560,
        textAlign: 'center',
        borderRadius: 4,
        p: { xs: 3, sm: 4 },
        bgcolor: 'background.paper',
        backgroundImage: 'linear-gradient(135deg, rgba(255,182,39,0.22), rgba(255,95,162,0.18))',
        border: '1px solid rgba(255,255,255,0.16)',
        boxShadow: '0 18px 40px rgba(0,0,0,0.3)',
      }}
    >
      <Box aria-hidden sx={{ fontSize: '2.5rem', lineHeight: 1 }}>
        <ReactionGlyph kind="cheers" />
      </Box>
      <Typography
        id="tip-title"
        variant="h2"
        sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, my: 1.5 }}
      >
        Buy Him His First Beer!
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Chip in to {personName}&rsquo;s first legal round. Every bit goes straight to the bar tab.
      </Typography>
      <Link
        href={paymentUrl}
        target="_blank"
        rel="noopener noreferrer"
        underline="none"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          px: 3.5,
          py: 1.5,
          borderRadius: 999,
          fontFamily: (t) => t.typography.button.fontFamily,
          fontWeight: 600,
          fontSize: '1.05rem',
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
          boxShadow: '0 8px 24px rgba(255,182,39,0.35)',
          transition: 'transform 150ms ease, background-color 150ms ease',
          '&:hover': { bgcolor: palette.amberDeep, transform: 'translateY(-1px)' },
          '&:focus-visible': { outline: `3px solid ${palette.foam}`, outlineOffset: 3 },
        }}
      >
        Chip in for the first round
        <Box component="span" sx={visuallyHidden}>
          {' (opens in a new tab)'}
        </Box>
        <PathIcon d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42 9.3-9.29H14V3zM5 5h6v2H7v10h10v-4h2v6H5V5z" />
      </Link>
      <Typography sx={{ mt: 2, fontSize: '0.85rem', color: 'text.secondary' }}>
        {`Opens ${new URL(paymentUrl).hostname} in a new tab.`}
      </Typography>
    </Box>
  );
}
