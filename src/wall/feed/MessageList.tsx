import Box from '@mui/material/Box';
import { ConnectionNote } from './ConnectionNote';
import { EmptyWall } from './EmptyWall';
import { MessageFeed } from './MessageFeed';
import { MessageSkeletons } from './MessageSkeletons';
import { useOwnMessageIds } from '../../data/device/postedHere';
import { useMessages } from '../../data/reading/liveMessages';
import { useOnline } from '../../ui/useOnline';

export interface MessageListProps {
  personName: string;
  /** Listens afresh after a refusal (see useMessages). */
  attempt?: number;
  /** The clock the edit window is judged by (tests pin it). */
  now?: () => number;
  /**
   * settings/wall has not answered yet: the list listens already (one round trip for both),
   * but shows its placeholders until then, a refusal included (a sealed wall refuses it).
   */
  settingsPending?: boolean;
}

/**
 * Spec section 4: loading, then the empty state or the messages, newest first. Offline (the
 * browser says so, or a live wall lost Firestore) it keeps what it shows and says so; the
 * SDK reconnects by itself and the note goes when the list is live again.
 */
export function MessageList({
  personName,
  attempt = 0,
  now,
  settingsPending = false,
}: MessageListProps) {
  const {
    status: listStatus,
    messages,
    connectionLost = false,
    hasMore,
    loadMore,
  } = useMessages(attempt, settingsPending);
  const status = settingsPending ? 'loading' : listStatus;
  const ownIds = useOwnMessageIds(now);
  const online = useOnline();
  return (
    <Box>
      <ConnectionNote offline={!online || connectionLost} />
      {status === 'loading' ? (
        <MessageSkeletons />
      ) : messages.length === 0 ? (
        <EmptyWall personName={personName} />
      ) : (
        <MessageFeed messages={messages} hasMore={hasMore} onMore={loadMore} ownIds={ownIds} />
      )}
    </Box>
  );
}
