import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { DeskMessage } from '../../data/moderation/moderationTypes';
import { PLAIN_LIST } from '../../ui/cards';
import { SelectableMessage } from './SelectableMessage';
import type { Selection } from './useSelection';

export interface SelectableListProps<M extends DeskMessage> {
  /** The list's accessible name. */
  label: string;
  /** SelectableMessage's: names each row's author line. */
  idPrefix: string;
  messages: readonly M[];
  selection: Selection<M>;
  disabled: boolean;
  /** What a row shows under its message: its buttons, and any line of its own. */
  row(message: M): ReactNode;
}

/** A moderator's list of messages to tick one by one or act on row by row. */
export function SelectableList<M extends DeskMessage>({
  label,
  idPrefix,
  messages,
  selection,
  disabled,
  row,
}: SelectableListProps<M>) {
  return (
    <Box component="ul" aria-label={label} sx={PLAIN_LIST}>
      {messages.map((message) => (
        <SelectableMessage
          key={message.id}
          message={message}
          idPrefix={idPrefix}
          selected={selection.selected.has(message.id)}
          disabled={disabled}
          onToggle={selection.toggle}
        >
          {row(message)}
        </SelectableMessage>
      ))}
    </Box>
  );
}
