import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import type { Message } from '../../data/types';

// The dialogs load on the first click: a visitor who never edits never downloads them.
const OwnMessageDialog = lazy(() => import('./OwnMessageDialog'));

export interface OwnMessageActionsProps {
  message: Message;
}

/**
 * What the author's own card offers while its window is open (useOwnMessageIds): edit it, or
 * take it back after one confirmation. Each opens a dialog, which gives focus back here when
 * it closes.
 */
export function OwnMessageActions({ message }: OwnMessageActionsProps) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
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
