import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { forgetAuthored } from '../../data/authored';
import { deleteOwnMessage, editOwnMessage, type EditOutcome } from '../../data/ownMessage';
import { NoLongerYoursError, PosterCapError } from '../../data/refusals';
import { AUTHOR_NAME_MAX, CONTENT_MAX, POST_PAUSE_SECONDS } from '../../data/schema';
import { cleanText } from '../../data/text';
import type { Message, MessageDraft } from '../../data/types';
import { useWallSwitches } from '../../switches/switchesContext';
import { CountedField } from '../form/CountedField';
import { FORM_NOTICES } from '../form/formNotices';
import { useNotices } from '../form/noticeContext';
import { QUEUED_AFTER_MS, sentOrQueued } from '../form/postOutcome';
import { useCooldown } from '../form/useCooldown';
import { validateDraft } from '../form/validation';
import { OWN_MESSAGE_NOTICES } from './ownMessageNotices';

export interface OwnMessageDialogProps {
  kind: 'edit' | 'delete';
  message: Message;
  onClose: () => void;
}

/** The author's dialogs, loaded on the first click of "Edit your message" or "Delete…". */
export default function OwnMessageDialog({ kind, message, onClose }: OwnMessageDialogProps) {
  return kind === 'edit' ? (
    <EditDialog message={message} onClose={onClose} />
  ) : (
    <DeleteDialog message={message} onClose={onClose} />
  );
}

const EDITED: Record<EditOutcome, keyof typeof OWN_MESSAGE_NOTICES> = {
  edited: 'edited',
  held: 'editHeld',
};

/** The edit dialog's two fields, cleaned as the post form cleans them (a name on one line). */
const EDIT_FIELDS = [
  {
    key: 'authorName',
    suffix: 'author',
    oneLine: true,
    label: 'Name',
    placeholder: 'Your name',
    maxLength: AUTHOR_NAME_MAX,
    autoComplete: 'name',
  },
  {
    key: 'content',
    suffix: 'content',
    oneLine: false,
    label: 'Message',
    placeholder: 'Your message',
    maxLength: CONTENT_MAX,
    multiline: true,
  },
] as const satisfies readonly {
  key: keyof MessageDraft;
  suffix: string;
  oneLine: boolean;
  label: string;
  placeholder: string;
  maxLength: number;
  autoComplete?: string;
  multiline?: boolean;
}[];

/** What the edit dialog says when the message is no longer its author's to change. */
const NOT_YOURS_PROBLEM = `${OWN_MESSAGE_NOTICES.notYours.title}. ${OWN_MESSAGE_NOTICES.notYours.description} Your changes are still in the fields above, to copy if you like.`;

/**
 * The message's name and text in the form's own fields, checked like a post (validateDraft)
 * before it is sent. A refusal keeps the dialog open with the text as typed. One because the
 * message is no longer the guest's (the host took it down and put it back) says so, offers
 * only Close, and on closing this device forgets the message was theirs, so its card stops
 * offering Edit and Delete.
 */
function EditDialog({ message, onClose }: Omit<OwnMessageDialogProps, 'kind'>) {
  const id = useId();
  const notify = useNotices();
  const { settings } = useWallSwitches();
  const [fields, setFields] = useState<MessageDraft>({
    authorName: message.authorName,
    content: message.content,
  });
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const [notYours, setNotYours] = useState(false);
  const close = notYours
    ? () => {
        onClose();
        forgetAuthored(message.id);
      }
    : onClose;
  // An edit counts as a post (the rules hold the pause and the cap per identity): the form's
  // own pause, shared by this device's tabs, started again by a saved edit.
  const cooldown = useCooldown();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving || notYours || cooldown.isActive()) return;
    const check = validateDraft(fields);
    if (!check.ok) {
      const notice = FORM_NOTICES[check.problem];
      setProblem('description' in notice ? `${notice.title}. ${notice.description}` : notice.title);
      return;
    }
    setSaving(true);
    setProblem('');
    try {
      const write = editOwnMessage(message.id, check.draft, settings);
      const outcome = await sentOrQueued(
        write.then(() => undefined),
        navigator.onLine ? QUEUED_AFTER_MS : 0,
      );
      cooldown.start();
      onClose();
      if (outcome === 'sent') notify(OWN_MESSAGE_NOTICES[EDITED[await write]]);
      else {
        notify(OWN_MESSAGE_NOTICES.editQueued);
        write.then(
          (where) => notify(OWN_MESSAGE_NOTICES[EDITED[where]]),
          (error: unknown) => {
            console.error('Could not save the edit.', error);
            notify(OWN_MESSAGE_NOTICES.editFailed);
          },
        );
      }
    } catch (error) {
      console.error('Could not save the edit.', error);
      if (error instanceof NoLongerYoursError) setNotYours(true);
      setProblem(
        error instanceof PosterCapError
          ? `That's the last change from you. You have made ${error.cap} posts and edits, the most one person can on this wall; your message stays as it is.`
          : error instanceof NoLongerYoursError
            ? NOT_YOURS_PROBLEM
            : `${OWN_MESSAGE_NOTICES.editFailed.title}. ${OWN_MESSAGE_NOTICES.editFailed.description}`,
      );
      setSaving(false);
    }
  }

  const held = settings.approvalRequired;
  const cooling = cooldown.seconds > 0 && !saving;
  return (
    <Dialog
      open
      onClose={saving ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={`${id}-title`}>Edit your message</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <DialogContentText id={`${id}-text`}>
            {held
              ? 'The host approves messages first: your edit waits for approval, and your message leaves the wall until then.'
              : 'Your changes show on the wall for everyone, marked Edited.'}
          </DialogContentText>
          {EDIT_FIELDS.map(({ key, suffix, oneLine, ...field }) => (
            <CountedField
              key={key}
              {...field}
              id={`${id}-${suffix}`}
              value={fields[key]}
              onChange={(value) =>
                setFields((current) => ({ ...current, [key]: cleanText(value, oneLine) }))
              }
              readOnly={saving}
            />
          ))}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          {cooling ? (
            <Typography
              id={`${id}-pause`}
              variant="body2"
              sx={{ flex: '1 1 12rem', color: 'primary.main' }}
            >
              {`You can save in ${cooldown.seconds} s (one post or edit every ${POST_PAUSE_SECONDS} s).`}
            </Typography>
          ) : null}
          <Button onClick={close} disabled={saving}>
            {notYours ? 'Close' : 'Cancel'}
          </Button>
          {notYours ? null : (
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              aria-disabled={cooling || undefined}
              aria-describedby={cooling ? `${id}-pause` : undefined}
            >
              {saving ? 'Saving…' : 'Save changes'}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Asks once; on Delete the card leaves every wall at once and the notice follows. */
function DeleteDialog({ message, onClose }: Omit<OwnMessageDialogProps, 'kind'>) {
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
