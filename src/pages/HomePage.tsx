import { lazy, Suspense } from 'react';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { config } from '../config/config';
import { Countdown } from '../countdown/Countdown';
import { TargetDate } from '../countdown/TargetDate';
import { Characters } from '../characters/Characters';
import { TipCard } from '../tip/TipCard';
import { WallPlaceholder } from '../wall/WallPlaceholder';

// Firebase is the heaviest dependency: the wall arrives in its own chunk after the
// countdown has painted.
const Wall = lazy(() => import('../wall/Wall'));

/** The home page, top to bottom as in the spec. Composition only. */
export function HomePage() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 4, sm: 6 }, px: { xs: 2, sm: 3 } }}>
      <Stack sx={{ alignItems: 'center' }} spacing={{ xs: 3, sm: 4 }}>
        <Stack sx={{ alignItems: 'center' }} spacing={1} component="header">
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '2.4rem', sm: '3.6rem' }, textAlign: 'center', lineHeight: 1.05 }}
          >
            {config.headline}
          </Typography>
          <Typography
            component="p"
            sx={{
              color: 'secondary.main',
              fontWeight: 600,
              fontSize: { xs: '1.05rem', sm: '1.3rem' },
            }}
          >
            Countdown to Legal Drinking Age
          </Typography>
        </Stack>
        <Countdown target={config.target} baseline={config.baseline} />
        <Characters />
        <TipCard paymentUrl={config.paymentUrl} personName={config.personName} />
        <TargetDate target={config.target} />
        <Suspense fallback={<WallPlaceholder />}>
          <Wall />
        </Suspense>
      </Stack>
    </Container>
  );
}
