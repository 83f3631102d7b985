import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RemovedMessage, DeskMessage } from '../../data/moderation/moderationTypes';
import { DeleteForGoodDialog } from '../storage/DeleteForGoodDialog';
import { formatWhen } from './formatWhen';
import { MoreRows } from './MoreRows';
import { SelectableList } from './SelectableList';
import { useRows } from './useRows';
import { useSelection } from './useSelection';

export interface RemovedListProps {
  removed: readonly RemovedMessage[];
  /** Until the list is live, an empty list means "not known yet", not "nothing removed". */
  loading?: boolean;
  busy: boolean;
  onRestore(messages: readonly DeskMessage[]): void;
  /** Deletes messages for good, with their photos, once the organizer has confirmed. */
  onDeleteForGood(messages: readonly RemovedMessage[]): void;
  /** Names the export the confirmation offers. */
  personName: string;
  /** Whether older removed messages may be left to read (the list is read in pages). */
  hasMore?: boolean;
  /** Reads the next page of removed messages. */
  onMore?: () => void;
}

/**
 * What moderators took down or declined, most recent first: each one a click from the wall
 * again, or, selected or all at once, deleted for good with its photo after a confirmation.
 */
export function RemovedList({
  removed,
  loading = false,
  busy,
  onRestore,
  onDeleteForGood,
  personName,
  hasMore = false,
  onMore,
}: RemovedListProps) {
  const rows = useRows(removed.length);
  const [asked, setAsked] = useState<readonly RemovedMessage[] | null>(null);
  // A message restored or deleted elsewhere leaves the selection with its row.
  const selection = useSelection(removed);
  const { chosen } = selection;
  const confirm = () => {
    if (asked) onDeleteForGood(asked);
    setAsked(null);
    selection.select([]);
  };
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
        {chosen.length > 0 ? (
          <Button size="small" color="error" disabled={busy} onClick={() => setAsked(chosen)}>
            Delete selected for good ({chosen.length})
          </Button>
        ) : null}
        {removed.length > 1 ? (
          <Button size="small" color="error" disabled={busy} onClick={() => setAsked(removed)}>
            Delete all for good ({removed.length})
          </Button>
        ) : null}
      </Box>
      {removed.length === 0 && loading ? (
        <Typography sx={{ color: 'text.secondary' }}>Loading what was removed…</Typography>
      ) : removed.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Nothing removed. A removed or declined message is kept here, with its photo, until you
          restore it or delete it for good.
        </Typography>
      ) : (
        <SelectableList
          label="Removed messages"
          idPrefix="removed"
          messages={removed.slice(0, rows.drawn)}
          selection={selection}
          disabled={busy}
          row={(message) => (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary', width: '100%' }}>
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
              <Button
                size="small"
                color="error"
                disabled={busy}
                onClick={() => setAsked([message])}
                aria-label={`Delete the message from ${message.authorName} for good`}
              >
                Delete for good
              </Button>
            </>
          )}
        />
      )}
      <MoreRows rows={rows} onMore={hasMore ? onMore : undefined} older="removed messages" />
      <DeleteForGoodDialog
        messages={asked}
        personName={personName}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
    </Box>
  );
}
