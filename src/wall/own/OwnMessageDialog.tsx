import { DeleteOwnMessageDialog } from './DeleteOwnMessageDialog';
import { EditOwnMessageDialog } from './EditOwnMessageDialog';
import type { OwnMessageDialogTarget } from './ownMessageDialogTarget';

// The wall's other dialog, the full photo (src/wall/photo/CardPhoto.tsx), rides in this lazy
// chunk: a second lazy chunk with fewer imports than this one split the wall's and the app's
// shared chunks into more and smaller files (bench/lib/chunks.mjs measured it).
export { default as WallPhotoDialog } from '../photo/WallPhotoDialog';

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
