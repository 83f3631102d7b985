import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { config } from '../config/config';
import { SUBTITLE } from '../config/pageMeta';
import { Countdown } from '../countdown/Countdown';
import { TargetDate } from '../countdown/TargetDate';
import { Characters } from '../characters/Characters';
import { TipCard } from '../tip/TipCard';
import { DeferredWall } from '../wall/DeferredWall';

/** The home page, top to bottom as in the spec. Composition only. */
export function HomePage() {
  return (
    <Box
      component="main"
      // clip, not hidden: the celebration's confetti may fly past the edges without making
      // the page scroll sideways, and no scroll container is created.
      sx={{
        maxWidth: 900,
        mx: 'auto',
        overflowX: 'clip',
        py: { xs: 4, sm: 6 },
        px: { xs: 2, sm: 3 },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: { xs: 3, sm: 4 },
          alignItems: 'center',
        }}
      >
        <Box
          sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center' }}
          component="header"
        >
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
            {SUBTITLE}
          </Typography>
        </Box>
        <Countdown target={config.target} baseline={config.baseline} />
        <Characters />
        <TipCard paymentUrl={config.paymentUrl} personName={config.personName} />
        <TargetDate target={config.target} />
        {/* Firebase is the heaviest dependency: the wall is its own chunk, fetched when the
            visitor heads for it. */}
        <DeferredWall />
      </Box>
    </Box>
  );
}
