import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PagedList, DeskMessage } from '../../data/moderation/moderationTypes';
import { MODERATOR_PAGE } from '../../data/schema/schema';
import { DeskPanel } from '../../ui/DeskPanel';
import { SelectableMessage } from './SelectableMessage';
import { useApprovalActions } from './useApprovalActions';
import { WorkProgress } from './WorkProgress';
import { PLAIN_LIST } from '../../ui/cards';

export interface WaitingListProps {
  /** Read a moderator page at a time: more than a page waiting shows a button for the rest. */
  waiting: PagedList<DeskMessage>;
  moderatorEmail: string;
}

/** The two answers to a waiting post, as buttons: approve stands out, decline is quieter. */
const VERBS = [
  { verb: 'approve', label: 'Approve', look: { variant: 'contained' } },
  { verb: 'decline', label: 'Decline', look: { variant: 'outlined', color: 'secondary' } },
] as const;

/**
 * Posts held for approval (approval on, or a listed word), live, newest first: approve or
 * decline one, or select several. Approved ones arrive at the top of every wall; declined
 * ones go to the removed list below, where they can be restored.
 */
export function WaitingList({ waiting, moderatorEmail }: WaitingListProps) {
  const actions = useApprovalActions(moderatorEmail);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const items = waiting.items;
  // A post another moderator decided leaves the selection with its row.
  const chosen = useMemo(() => items.filter((m) => selected.has(m.id)), [items, selected]);
  const busy = actions.work !== undefined;

  function toggle(id: string) {
    setSelected((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }
  function act(verb: 'approve' | 'decline', messages: readonly DeskMessage[]) {
    setSelected(new Set());
    void actions[verb](messages);
  }

  return (
    <DeskPanel
      titleId="waiting-title"
      title={`Waiting: ${items.length.toLocaleString('en-US')}${waiting.hasMore ? '+' : ''}`}
    >
      {waiting.status === 'loading' ? (
        <Typography role="status">Loading the waiting posts…</Typography>
      ) : items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Nothing is waiting for approval.</Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            <Button
              size="small"
              disabled={busy}
              onClick={() => setSelected(new Set(items.map((m) => m.id)))}
            >
              Select all waiting ({items.length})
            </Button>
            {VERBS.map(({ verb, label, look }) => (
              <Button
                key={verb}
                {...look}
                disabled={busy || chosen.length === 0}
                onClick={() => act(verb, chosen)}
              >
                {label} selected ({chosen.length})
              </Button>
            ))}
          </Box>
          <Box component="ul" aria-label="Waiting posts" sx={PLAIN_LIST}>
            {items.map((message) => (
              <SelectableMessage
                key={message.id}
                message={message}
                idPrefix="waiting"
                selected={selected.has(message.id)}
                disabled={busy}
                onToggle={toggle}
              >
                {VERBS.map(({ verb, label, look }) => (
                  <Button
                    key={verb}
                    size="small"
                    {...look}
                    // On a phone, the row's width in two halves: a thumb finds either.
                    sx={{ flex: { xs: 1, sm: '0 0 auto' } }}
                    disabled={busy}
                    onClick={() => act(verb, [message])}
                    aria-label={`${label} the message from ${message.authorName}`}
                  >
                    {label}
                  </Button>
                ))}
              </SelectableMessage>
            ))}
          </Box>
          {waiting.hasMore ? (
            <Button sx={{ mt: 2 }} onClick={waiting.loadMore}>
              Load {MODERATOR_PAGE} older waiting posts
            </Button>
          ) : null}
        </>
      )}
      {actions.work ? <WorkProgress work={actions.work} sx={{ mt: 2 }} /> : null}
      {actions.problem ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {actions.problem}
        </Alert>
      ) : null}
    </DeskPanel>
  );
}
