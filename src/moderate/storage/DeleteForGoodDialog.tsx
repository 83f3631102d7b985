import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { RemovedMessage } from '../../data/moderation/moderationTypes';
import { ExportButtons } from '../export/ExportButtons';

export interface DeleteForGoodDialogProps {
  /** The messages the organizer asked to delete for good; null while nothing is asked. */
  messages: readonly RemovedMessage[] | null;
  personName: string;
  onConfirm(): void;
  onClose(): void;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * The confirmation before a delete for good: what goes (the messages and their photos), that
 * nothing brings them back, and the export of exactly these first (the zip with their photos,
 * or the CSV), since the wall's export no longer holds them.
 */
export function DeleteForGoodDialog({
  messages,
  personName,
  onConfirm,
  onClose,
}: DeleteForGoodDialogProps) {
  const asked = messages ?? [];
  const photos = asked.filter((message) => message.photo).length;
  return (
    <Dialog
      open={messages !== null}
      onClose={onClose}
      aria-labelledby="delete-for-good-title"
      aria-describedby="delete-for-good-what"
    >
      <DialogTitle id="delete-for-good-title">
        Delete {plural(asked.length, 'message', 'messages')} for good?
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="delete-for-good-what">
          This cannot be undone. {asked.length === 1 ? 'The message goes' : 'The messages go'} from
          the database
          {photos > 0 ? ` with ${plural(photos, 'photo', 'photos')} and their thumbnails` : ''}, and
          Restore can no longer bring {asked.length === 1 ? 'it' : 'them'} back.
          {photos > 0 ? ' Their space on the free plan is freed.' : ''}
        </Typography>
        <Typography>
          To keep a copy, download {asked.length === 1 ? 'it' : 'them'} first:
        </Typography>
        <ExportButtons
          empty={asked.length === 0}
          personName={personName}
          readAll={() => Promise.resolve([...asked])}
          keepsake={false}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep {asked.length === 1 ? 'it' : 'them'}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Delete for good
        </Button>
      </DialogActions>
    </Dialog>
  );
}
