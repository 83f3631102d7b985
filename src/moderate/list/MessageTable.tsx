import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DeskMessage } from '../../data/moderation/moderationTypes';
import { filterMessages, idsFrom } from './filter';
import { MessageRow } from './MessageRow';
import { MoreRows } from './MoreRows';
import { useRows } from './useRows';
import { useSelection } from './useSelection';
import { PLAIN_LIST } from '../../ui/cards';

export interface MessageTableProps {
  /** The pages read so far, live, newest first. */
  messages: readonly DeskMessage[];
  /** Whether older messages are left to read, and how. */
  hasMore?: boolean;
  onMore?: () => void;
  busy: boolean;
  onRemove(messages: readonly DeskMessage[]): void;
}

/** The wall's messages, live and newest first: filter, select, remove. */
export function MessageTable({
  messages,
  hasMore = false,
  onMore,
  busy,
  onRemove,
}: MessageTableProps) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => filterMessages(messages, filter), [messages, filter]);
  const rows = useRows(shown.length);
  // A message removed elsewhere (or by this page) leaves the selection with its card.
  const { selected, chosen, toggle, select } = useSelection(messages);
  const selectAuthor = useCallback(
    (name: string) => select((was) => [...was, ...idsFrom(messages, name)]),
    [messages, select],
  );
  const removeOne = useCallback((message: DeskMessage) => onRemove([message]), [onRemove]);
  const removeChosen = () => {
    onRemove(chosen);
    select([]);
  };

  return (
    <Box component="section" aria-labelledby="wall-messages-title">
      <Typography id="wall-messages-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        On the wall: {messages.length.toLocaleString('en-US')}
        {hasMore ? ' or more ' : ' '}
        {messages.length === 1 && !hasMore ? 'message' : 'messages'}
      </Typography>
      <TextField
        label="Filter by name or text"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        fullWidth
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Button
          size="small"
          disabled={busy || shown.length === 0}
          onClick={() => select(shown.map((m) => m.id))}
        >
          Select all {shown.length === messages.length ? '' : 'shown '}({shown.length})
        </Button>
        <Button size="small" disabled={chosen.length === 0} onClick={() => select([])}>
          Clear selection
        </Button>
        <Button
          variant="contained"
          color="secondary"
          disabled={busy || chosen.length === 0}
          onClick={removeChosen}
        >
          Remove selected ({chosen.length})
        </Button>
      </Box>
      {filter.trim() !== '' ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {shown.length} of {messages.length} match “{filter.trim()}”
        </Typography>
      ) : null}
      <Box component="ul" aria-label="Messages on the wall" sx={PLAIN_LIST}>
        {shown.slice(0, rows.drawn).map((message) => (
          <MessageRow
            key={message.id}
            message={message}
            selected={selected.has(message.id)}
            disabled={busy}
            onToggle={toggle}
            onSelectAuthor={selectAuthor}
            onRemove={removeOne}
          />
        ))}
      </Box>
      <MoreRows rows={rows} onMore={hasMore ? onMore : undefined} older="messages" />
    </Box>
  );
}
