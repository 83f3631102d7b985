import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DeletedMessage, PagedList } from '../../data/moderation/moderationTypes';
import { MODERATOR_PAGE, OWN_POST_WINDOW_MINUTES } from '../../data/schema/schema';
import { formatWhen } from './formatWhen';
import { PLAIN_LIST } from '../../ui/cards';

export interface TakenBackListProps {
  /** Read a moderator page at a time, like the removed list. */
  deleted: PagedList<DeletedMessage>;
}

/**
 * The messages guests deleted themselves, live: whose and when, never the words, which went
 * with the delete (docs/organizer.md says why). So a card that left the wall is accounted for.
 */
export function TakenBackList({ deleted }: TakenBackListProps) {
  const { items, status, hasMore, loadMore } = deleted;
  return (
    <Box component="section" aria-labelledby="taken-back-title">
      <Typography id="taken-back-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Deleted by their authors: {items.length}
        {hasMore ? '+' : ''}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>
        A guest may edit or delete their own message for {OWN_POST_WINDOW_MINUTES} minutes after
        posting. A deleted message&apos;s words are gone; its name and time stay here.
      </Typography>
      {items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {status === 'loading' ? 'Loading…' : 'No guest has deleted a message.'}
        </Typography>
      ) : (
        <Box component="ul" aria-label="Messages deleted by their authors" sx={PLAIN_LIST}>
          {items.map((message) => (
            <Box
              component="li"
              key={message.id}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography dir="auto" component="span" sx={{ fontWeight: 700 }}>
                {message.authorName}
              </Typography>{' '}
              <Typography component="span" sx={{ color: 'text.secondary' }}>
                deleted their message on {formatWhen(message.deletedAt)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {hasMore ? (
        <Button sx={{ mt: 2 }} onClick={loadMore}>
          Load {MODERATOR_PAGE} older deleted messages
        </Button>
      ) : null}
    </Box>
  );
}
