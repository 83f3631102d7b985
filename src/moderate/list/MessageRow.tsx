import { memo } from 'react';
import Button from '@mui/material/Button';
import type { DeskMessage } from '../../data/moderation/moderationTypes';
import { SelectableMessage } from './SelectableMessage';

export interface MessageRowProps {
  message: DeskMessage;
  selected: boolean;
  disabled: boolean;
  onToggle(id: string): void;
  onSelectAuthor(authorName: string): void;
  onRemove(message: DeskMessage): void;
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
  return (
    <SelectableMessage
      message={message}
      idPrefix="message"
      selected={selected}
      disabled={disabled}
      onToggle={onToggle}
    >
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
      <Button size="small" disabled={disabled} onClick={() => onSelectAuthor(message.authorName)}>
        Select all from {message.authorName}
      </Button>
    </SelectableMessage>
  );
});
