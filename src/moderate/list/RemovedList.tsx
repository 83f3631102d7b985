import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RemovedMessage, WallMessage } from '../../data/moderation/moderationTypes';
import { DeskThumb } from '../photos/DeskThumb';
import { formatWhen } from './formatWhen';
import { MoreRows } from './MoreRows';
import { useRows } from './useRows';
import { PLAIN_LIST } from '../../ui/cards';

export interface RemovedListProps {
  removed: readonly RemovedMessage[];
  /** Until the list is live, an empty list means "not known yet", not "nothing removed". */
  loading?: boolean;
  busy: boolean;
  onRestore(messages: readonly WallMessage[]): void;
  /** Whether older removed messages may be left to read (the list is read in pages). */
  hasMore?: boolean;
  /** Reads the next page of removed messages. */
  onMore?: () => void;
}

/** What moderators took down, most recent first, each one a click from the wall again. */
export function RemovedList({
  removed,
  loading = false,
  busy,
  onRestore,
  hasMore = false,
  onMore,
}: RemovedListProps) {
  const rows = useRows(removed.length);
  return (
    <Box component="section" aria-labelledby="removed-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id="removed-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
          Removed: {removed.length}
          {hasMore ? '+' : ''}
        </Typography>
        {removed.length > 1 ? (
          <Button size="small" disabled={busy} onClick={() => onRestore(removed)}>
            Restore all ({removed.length})
          </Button>
        ) : null}
      </Box>
      {removed.length === 0 && loading ? (
        <Typography sx={{ color: 'text.secondary' }}>Loading what was removed…</Typography>
      ) : removed.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Nothing removed. A removed message is kept here until you restore it.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Removed messages" sx={PLAIN_LIST}>
          {removed.slice(0, rows.drawn).map((message) => (
            <Box
              component="li"
              key={message.id}
              sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', opacity: 0.9 }}
            >
              <Typography sx={{ fontWeight: 700 }} dir="auto">
                {message.authorName}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
                {message.content}
              </Typography>
              {message.photo ? (
                <DeskThumb id={message.id} photo={message.photo} authorName={message.authorName} />
              ) : null}
              <Typography variant="body2" sx={{ color: 'text.secondary', my: 0.5 }}>
                Removed by {message.removedBy} on {formatWhen(message.removedAt)}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                disabled={busy}
                onClick={() => onRestore([message])}
                aria-label={`Restore the message from ${message.authorName}`}
              >
                Restore
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <MoreRows rows={rows} onMore={hasMore ? onMore : undefined} older="removed messages" />
    </Box>
  );
}
