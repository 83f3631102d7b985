import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PagedList, DeskMessage } from '../../data/moderation/moderationTypes';
import { MODERATOR_PAGE } from '../../data/schema/schema';
import { DeskPanel } from '../../ui/DeskPanel';
import { SelectableList } from './SelectableList';
import { useApprovalActions } from './useApprovalActions';
import { useSelection } from './useSelection';
import { WorkProgress } from './WorkProgress';

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
  const items = waiting.items;
  // A post another moderator decided leaves the selection with its row.
  const selection = useSelection(items);
  const { chosen } = selection;
  const busy = actions.work !== undefined;

  function act(verb: 'approve' | 'decline', messages: readonly DeskMessage[]) {
    selection.select([]);
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
              onClick={() => selection.select(items.map((m) => m.id))}
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
          <SelectableList
            label="Waiting posts"
            idPrefix="waiting"
            messages={items}
            selection={selection}
            disabled={busy}
            row={(message) =>
              VERBS.map(({ verb, label, look }) => (
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
              ))
            }
          />
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
