import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../ui/visuallyHidden';

export interface TipCardProps {
  paymentUrl: string;
  personName: string;
}

/** The card with the external link for chipping in to the first beer tab. */
export function TipCard({ paymentUrl, personName }: TipCardProps) {
  return (
    <Card
      component="section"
      aria-labelledby="tip-title"
      sx={{
        width: '100%',
        maxWidth: 560,
        textAlign: 'center',
        background: `linear-gradient(135deg, rgba(255,182,39,0.22), rgba(255,95,162,0.18))`,
        border: '1px solid rgba(255,255,255,0.16)',
        backgroundColor: 'background.paper',
      }}
    >
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Box aria-hidden sx={{ fontSize: '2.5rem', lineHeight: 1 }}>
          🍻
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
        <Button
          variant="contained"
          size="large"
          href={paymentUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ boxShadow: `0 8px 24px rgba(255,182,39,0.35)` }}
        >
          Chip in for the first round
          <Box component="span" sx={visuallyHidden}>
            {' (opens in a new tab)'}
          </Box>
          <Box
            component="svg"
            aria-hidden
            viewBox="0 0 24 24"
            sx={{ width: 18, height: 18, ml: 1 }}
          >
            <path
              fill="currentColor"
              d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42 9.3-9.29H14V3zM5 5h6v2H7v10h10v-4h2v6H5V5z"
            />
          </Box>
        </Button>
        <Typography sx={{ mt: 2, fontSize: '0.85rem', color: 'text.secondary' }}>
          {`Opens ${new URL(paymentUrl).hostname} in a new tab.`}
        </Typography>
      </CardContent>
    </Card>
  );
}
