import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { WallMessage } from '../data/types';
import { formatWhen } from './formatWhen';

export interface MessageRowProps {
  message: WallMessage;
  selected: boolean;
  disabled: boolean;
  onToggle(id: string): void;
  onSelectAuthor(authorName: string): void;
  onRemove(message: WallMessage): void;
}

/** One message on the moderator's list: select it, select all from its author, remove it. */
export const MessageRow = memo(function MessageRow({
  message,
  selected,
  disabled,
  onToggle,
  onSelectAuthor,
  onRemove,
}: MessageRowProps) {
  const labelId = `message-${message.id}`;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Checkbox
        checked={selected}
        disabled={disabled}
        onChange={() => onToggle(message.id)}
        slotProps={{ input: { 'aria-labelledby': labelId } }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography id={labelId} sx={{ fontWeight: 700 }} dir="auto">
          {message.authorName}
          <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 1 }}>
            {formatWhen(message.createdAt)}
          </Typography>
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
          {message.content}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button
            size="small"
            color="secondary"
            variant="outlined"
            disabled={disabled}
            onClick={() => onRemove(message)}
            aria-label={`Remove the message from ${message.authorName}`}
          >
            Remove
          </Button>
          <Button
            size="small"
            disabled={disabled}
            onClick={() => onSelectAuthor(message.authorName)}
          >
            Select all from {message.authorName}
          </Button>
        </Box>
      </Box>
    </Box>
  );
});
