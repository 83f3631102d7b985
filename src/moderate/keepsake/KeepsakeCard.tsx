import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Message } from '../../data/schema/types';
import { REACTION_KINDS } from '../../data/schema/schema';
import { REACTION_WORDS } from '../../data/schema/reactionWords';
import { ReactionGlyph } from '../../ui/glyphs/reactionGlyphs';
import { PLAIN_LIST } from '../../ui/cards';
import { formatWhen } from '../list/formatWhen';
import { FittedPhoto } from '../photos/FittedPhoto';

export interface KeepsakeCardProps {
  message: Message;
  /** The photo's thumbnail as a URL, where the message has a photo that could be read. */
  photoUrl?: string;
}

/**
 * One message on the keepsake: its photo (if any) beside its words, then name, date and the
 * reactions it got. The photo floats at the card's start, at most 45% of its width (about
 * 4 cm on A4, two cards a row) and 55 mm high on paper, so a portrait one stays a picture,
 * not a column, and a card never outgrows a page; long words run on below it. On a phone's
 * narrow column it sits above them instead.
 */
export function KeepsakeCard({ message, photoUrl }: KeepsakeCardProps) {
  const { photo } = message;
  return (
    <Box
      component="li"
      className="keepsake-card"
      sx={{
        // Holds the floating photo: the card ends below it, whatever the length of the words.
        display: 'flow-root',
        breakInside: 'avoid',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        bgcolor: 'background.paper',
      }}
    >
      {photo && photoUrl ? (
        <FittedPhoto
          url={photoUrl}
          photo={photo}
          sx={{
            float: { xs: 'none', sm: 'inline-start' },
            maxWidth: { xs: '100%', sm: '45%' },
            maxHeight: 240,
            mb: 1.5,
            marginInlineEnd: { sm: 2 },
            borderRadius: 0.5,
            '@media print': {
              float: 'inline-start',
              maxWidth: '45%',
              maxHeight: '55mm',
              marginInlineEnd: '4mm',
              mb: '2mm',
            },
          }}
        />
      ) : photo ? (
        <Typography variant="body2" className="keepsake-date" sx={{ fontStyle: 'italic', mb: 1 }}>
          {`Photo: ${photo.alt}`}
        </Typography>
      ) : null}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
        {message.content}
      </Typography>
      <Typography sx={{ fontWeight: 700, mt: 1.5 }} dir="auto">
        {message.authorName}
      </Typography>
      <Typography variant="body2" className="keepsake-date" sx={{ color: 'text.secondary' }}>
        {formatWhen(message.createdAt)}
      </Typography>
      <KeepsakeReactions message={message} />
    </Box>
  );
}

/** The message's reactions, those it has: a drawing, the word and the count each. */
function KeepsakeReactions({ message }: { message: Message }) {
  const given = REACTION_KINDS.filter((kind) => (message.reactions?.[kind] ?? 0) > 0);
  if (given.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Reactions"
      sx={{ ...PLAIN_LIST, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {given.map((kind) => (
        <Box
          component="li"
          key={kind}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.9rem' }}
        >
          <ReactionGlyph kind={kind} />
          {`${REACTION_WORDS[kind]} ${(message.reactions?.[kind] ?? 0).toLocaleString('en-US')}`}
        </Box>
      ))}
    </Box>
  );
}
