import { lazy, Suspense, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { forgetAuthored } from '../../data/device/postedHere';
import { isStillAuthor } from '../../data/posting/authorship';
import type { Message } from '../../data/schema/types';

// The dialogs load on the first click: a visitor who never edits never downloads them.
const OwnMessageDialog = lazy(() => import('./OwnMessageDialog'));

export interface OwnMessageActionsProps {
  message: Message;
}

/**
 * Whether the message is still its author's, asked of the server once each time its card
 * appears (a removed message's card goes, and its restore brings a new one): a message the
 * organizer took down and put back is not (firestore.rules end the author's hold at the
 * removal), so this device forgets it and the card stops offering what the rules would
 * refuse; not while a dialog is open, which would close with what the guest typed (its own
 * refusal says why). One read of authors/{id}, only for this device's own cards within their
 * window, and none while the post is still on its way (its author document is in the same
 * batch). Offline, the card keeps its buttons; a refused edit or delete then says why.
 */
function useAuthorshipCheck(message: Message, dialogOpen: boolean): void {
  const { id, pending } = message;
  const [notYours, setNotYours] = useState(false);
  useEffect(() => {
    if (pending) return undefined;
    let current = true;
    isStillAuthor(id).then(
      (still) => {
        if (current && !still) setNotYours(true);
      },
      (error: unknown) => console.warn('Could not check who may edit this message', error),
    );
    return () => {
      current = false;
    };
  }, [id, pending]);
  useEffect(() => {
    if (notYours && !dialogOpen) forgetAuthored(id);
  }, [id, notYours, dialogOpen]);
}

/**
 * What the author's own card offers while its window is open (useOwnMessageIds): edit it, or
 * take it back after one confirmation. Each opens a dialog, which gives focus back here when
 * it closes.
 */
export function OwnMessageActions({ message }: OwnMessageActionsProps) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  useAuthorshipCheck(message, open !== null);
  return (
    <div className="wall-card-own">
      <Button size="small" variant="outlined" onClick={() => setOpen('edit')}>
        Edit your message
      </Button>
      <Button size="small" onClick={() => setOpen('delete')} sx={{ color: 'error.light' }}>
        Delete your message
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <OwnMessageDialog kind={open} message={message} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
