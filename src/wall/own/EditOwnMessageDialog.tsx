import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { POST_PAUSE_SECONDS } from '../../data/schema/schema';
import { cleanText } from '../../data/schema/text';
import { CountedField } from '../form/CountedField';
import { EDIT_FIELDS } from './editFields';
import type { OwnMessageDialogTarget } from './ownMessageDialogTarget';
import { useOwnMessageEdit } from './useOwnMessageEdit';

/**
 * The message's name and text in the form's own fields (useOwnMessageEdit holds the save).
 * A message that is no longer the guest's offers only Close.
 */
export function EditOwnMessageDialog({ message, onClose }: OwnMessageDialogTarget) {
  const id = useId();
  const { fields, setFields, problem, saving, notYours, close, save, held, cooling, pauseSeconds } =
    useOwnMessageEdit(message, onClose);
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
              {`You can save in ${pauseSeconds} s (one post or edit every ${POST_PAUSE_SECONDS} s).`}
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
