import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { deleteOwnMessage } from '../../data/posting/editAndDelete';
import { NoLongerYoursError } from '../../data/posting/refusals';
import { useNotices } from '../form/noticeContext';
import type { OwnMessageDialogTarget } from './ownMessageDialogTarget';
import { OWN_MESSAGE_NOTICES } from './ownMessageNotices';

/** Asks once; on Delete the card leaves every wall at once and the notice follows. */
export function DeleteOwnMessageDialog({ message, onClose }: OwnMessageDialogTarget) {
  const id = useId();
  const notify = useNotices();
  function confirm() {
    onClose();
    deleteOwnMessage(message.id, message.authorName).then(
      () => notify(OWN_MESSAGE_NOTICES.deleted),
      (error: unknown) => {
        console.error('Could not delete the message.', error);
        notify(
          error instanceof NoLongerYoursError
            ? OWN_MESSAGE_NOTICES.notYours
            : OWN_MESSAGE_NOTICES.deleteFailed,
        );
      },
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>Delete your message?</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          It disappears from the wall and the party screen for everyone. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog starts on its least destructive action (WAI-ARIA APG), so Enter never deletes. */}
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button
          onClick={confirm}
          color="error"
          variant="contained"
          // MUI's error red under white text is 3.7:1; this one is over 5.5:1 (axe, AA).
          sx={{ bgcolor: '#b3261e', '&:hover': { bgcolor: '#8c1d18' } }}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
