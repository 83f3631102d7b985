import Box from '@mui/material/Box';
import { tvSize } from './tvSize';
import { useScreenMessages } from '../data/reading/liveMessages';
import { useOnline } from '../ui/useOnline';
import type { Message } from '../data/schema/types';
import { RecentMessages } from './RecentMessages';
import { ScreenConnectionNote } from './ScreenConnectionNote';
import { SpotlightCard } from './spotlight/SpotlightCard';
import { ScreenNote } from './ScreenNote';
import { useSpotlight } from './spotlight/useSpotlight';
import { BalloonGlyph } from '../ui/glyphs/glyphs';

/** How many of the newest messages the screen lists beside the spotlight. */
export const RECENT_COUNT = 3;

export interface ScreenMessagesProps {
  personName: string;
  /** Listens afresh after a refusal (see useMessages). */
  attempt?: number;
}

/** The newest `count` messages other than the one in the spotlight, in one pass at most. */
function recentBeside(messages: readonly Message[], spotlightId: string | null, count: number) {
  const recent: Message[] = [];
  for (const message of messages) {
    if (recent.length === count) break;
    if (message.id !== spotlightId) recent.push(message);
  }
  return recent;
}

/**
 * The wall's live messages on the TV: the spotlight in its area, the latest few in theirs
 * (grid areas of the party screen), and a quiet note while the connection is lost. However
 * many messages the wall holds, it reads the newest page (MESSAGES_PAGE) and renders at most
 * RECENT_COUNT + 1 of them; the spotlight's rotation goes round that page.
 */
export function ScreenMessages({ personName, attempt = 0 }: ScreenMessagesProps) {
  const { status, messages, connectionLost = false } = useScreenMessages(attempt);
  const online = useOnline();
  const spotlight = useSpotlight(status === 'ready' ? messages : null);
  const inSpotlight = spotlight?.id ? messages.find((m) => m.id === spotlight.id) : undefined;
  const recent = recentBeside(messages, inSpotlight?.id ?? null, RECENT_COUNT);

  return (
    <>
      <Box
        component="section"
        aria-label="Spotlight"
        sx={{ gridArea: 'spot', minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        {status === 'loading' ? (
          <ScreenNote>Loading messages…</ScreenNote>
        ) : inSpotlight && spotlight ? (
          <SpotlightCard message={inSpotlight} reason={spotlight.reason} />
        ) : (
          <EmptyScreen personName={personName} />
        )}
      </Box>
      <Box
        sx={{
          gridArea: 'recent',
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: tvSize(1.2),
        }}
      >
        <ScreenConnectionNote offline={!online || connectionLost} />
        {recent.length > 0 ? <RecentMessages messages={recent} /> : null}
      </Box>
    </>
  );
}

/** Spec section 8's empty wall, in the spotlight's place (also when the load fails). */
export function EmptyScreen({ personName }: { personName: string }) {
  return (
    <ScreenNote icon={<BalloonGlyph />}>
      {`No messages yet. Be the first to leave a message for ${personName}!`}
    </ScreenNote>
  );
}
