import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { DeskMessage } from '../../data/moderation/moderationTypes';
import { DeskThumb } from '../photos/DeskThumb';
import { formatWhen } from './formatWhen';

export interface SelectableMessageProps {
  message: DeskMessage;
  /** The author line's id is `${idPrefix}-${message.id}`: it labels the row's checkbox. */
  idPrefix: string;
  selected: boolean;
  disabled: boolean;
  onToggle(id: string): void;
  /** The row's buttons, under the message. */
  children: ReactNode;
}

/**
 * One message as the moderator's lists show it (the wall's and the waiting one): a checkbox
 * to select it, who wrote it and when, what they wrote, its photo's thumbnail if it has one,
 * and the list's own buttons.
 */
export function SelectableMessage({
  message,
  idPrefix,
  selected,
  disabled,
  onToggle,
  children,
}: SelectableMessageProps) {
  const labelId = `${idPrefix}-${message.id}`;
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
        // Beside the author line, not the middle of a row that a photo makes tall.
        sx={{ alignSelf: 'start' }}
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
          {message.editedAt ? (
            <Typography component="span" sx={{ color: 'warning.light', fontWeight: 600, ml: 1 }}>
              Edited by its author {formatWhen(message.editedAt)}
            </Typography>
          ) : null}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
          {message.content}
        </Typography>
        {message.photo ? (
          <DeskThumb id={message.id} photo={message.photo} authorName={message.authorName} />
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>{children}</Box>
      </Box>
    </Box>
  );
}
