import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { config } from '../config/config';
import { SUBTITLE } from '../config/pageMeta';
import { Countdown } from '../countdown/Countdown';
import { RetryAfterOpening } from '../wallSettings/RetryAfterOpening';
import { tvSize } from './tvSize';
import { SCREEN_COUNTDOWN_SIZES } from './countdownSizes';
import { FullscreenButton } from './display/FullscreenButton';
import { JoinCard } from './join/JoinCard';
import { joinUrl } from './join/joinAddress';
import { EmptyScreen, ScreenMessages } from './ScreenMessages';
import { ScreenNote } from './ScreenNote';
import { useWallSettingsInForce } from '../wallSettings/wallSettingsContext';
import { formatOpening } from '../wallSettings/openingTime';
import { useIdleCursor } from './display/useIdleCursor';
import { useWakeLock } from './display/useWakeLock';
import { LockGlyph } from '../ui/glyphs/glyphs';
import { ReactionGlyph } from '../ui/glyphs/reactionGlyphs';

// One 16:9 screen: the spotlight beside the countdown, the QR code under the spotlight,
// the latest messages under the countdown. Every length is in viewport units (tvSize), so
// 720p and 4K show the same picture, and nothing can make the page scroll.
const gridSx = {
  height: '100dvh',
  overflow: 'hidden',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)',
  gridTemplateRows: 'auto auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"head tools" "spot count" "spot recent" "join recent"',
  columnGap: tvSize(4),
  rowGap: tvSize(2.5),
  px: tvSize(4),
  py: tvSize(3),
  // The relative times are the wall's (RelativeTime), styled for the TV here.
  '& .wall-time': { position: 'relative' },
  '& .wall-time > time': { font: 'inherit', color: 'inherit', outlineOffset: 2 },
  '& .wall-time > [role="tooltip"]:not([hidden])': {
    position: 'absolute',
    top: '100%',
    insetInlineEnd: 0,
    zIndex: 2,
    px: 1,
    whiteSpace: 'nowrap',
    borderRadius: 1,
    bgcolor: '#3b2880',
  },
} as const;

/**
 * The wall on a TV at the party: read from across the room, left running for hours. No
 * form and no notices; the cursor and the full screen button fade after a few seconds
 * without movement, and the display is kept awake where the browser allows it.
 */
export function PartyScreen() {
  const idle = useIdleCursor();
  const wakeLock = useWakeLock();
  // The organizer's seal: the spotlight says when the wall opens, then opens by itself.
  const { status, sealed, opened, settings } = useWallSettingsInForce();
  useEffect(() => {
    const before = document.title;
    document.title = `${config.headline} · Party screen`;
    return () => {
      document.title = before;
    };
  }, []);

  return (
    <Box
      component="main"
      data-wake-lock={wakeLock}
      sx={{ ...gridSx, cursor: idle ? 'none' : 'auto' }}
    >
      <Box component="header" sx={{ gridArea: 'head', minWidth: 0 }}>
        <Typography
          variant="h1"
          sx={{ fontSize: tvSize(5.5), lineHeight: 1.05, overflowWrap: 'anywhere' }}
        >
          {config.headline}
        </Typography>
        <Typography
          component="p"
          sx={{ color: 'secondary.main', fontWeight: 600, fontSize: tvSize(2.4) }}
        >
          {SUBTITLE}
        </Typography>
        {opened ? (
          <Typography role="status" sx={{ fontWeight: 700, fontSize: tvSize(2.4) }}>
            <ReactionGlyph kind="party" /> The wall is open! TIME TO CELEBRATE!
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ gridArea: 'tools', justifySelf: 'end', alignSelf: 'start' }}>
        <FullscreenButton idle={idle} />
      </Box>
      <Box sx={{ gridArea: 'count', minWidth: 0 }}>
        <Countdown
          target={config.target}
          baseline={config.baseline}
          sizes={SCREEN_COUNTDOWN_SIZES}
        />
      </Box>
      {status === 'loading' ? (
        <Box component="section" aria-label="Spotlight" sx={{ gridArea: 'spot', display: 'flex' }}>
          <ScreenNote>Loading messages…</ScreenNote>
        </Box>
      ) : sealed && settings.sealedUntil ? (
        <Box component="section" aria-label="Spotlight" sx={{ gridArea: 'spot', display: 'flex' }}>
          <ScreenNote icon={<LockGlyph />}>
            {`The wall is sealed until ${formatOpening(settings.sealedUntil)}. Post now: every message opens then.`}
          </ScreenNote>
        </Box>
      ) : (
        <RetryAfterOpening
          retry={opened}
          message="The party screen could not load its messages."
          fallback={
            <Box sx={{ gridArea: 'spot', display: 'flex' }}>
              <EmptyScreen personName={config.personName} />
            </Box>
          }
        >
          {(attempt) => <ScreenMessages personName={config.personName} attempt={attempt} />}
        </RetryAfterOpening>
      )}
      <Box sx={{ gridArea: 'join', minWidth: 0 }}>
        <JoinCard
          url={joinUrl(config.siteUrl, window.location.origin)}
          personName={config.personName}
        />
      </Box>
    </Box>
  );
}
