import { DeleteOwnMessageDialog } from './DeleteOwnMessageDialog';
import { EditOwnMessageDialog } from './EditOwnMessageDialog';
import type { OwnMessageDialogTarget } from './ownMessageDialogTarget';

export interface OwnMessageDialogProps extends OwnMessageDialogTarget {
  kind: 'edit' | 'delete';
}

/** The author's dialogs, loaded on the first click of "Edit your message" or "Delete…". */
export default function OwnMessageDialog({ kind, message, onClose }: OwnMessageDialogProps) {
  return kind === 'edit' ? (
    <EditOwnMessageDialog message={message} onClose={onClose} />
  ) : (
    <DeleteOwnMessageDialog message={message} onClose={onClose} />
  );
}
