import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Message } from '../../data/schema/types';
import { useWholeWall } from '../../data/moderation/moderation';
import { ReadProgress } from '../export/ReadProgress';
import { formatWhen } from '../list/formatWhen';
import { REACTION_KINDS } from '../../data/schema/schema';
import { REACTION_WORDS } from '../../data/schema/reactionWords';
import { ReactionGlyph } from '../../ui/glyphs/reactionGlyphs';
import { PLAIN_LIST } from '../../ui/cards';

export interface KeepsakeProps {
  personName: string;
}

/** The keepsake of the whole wall, read a page at a time (readWholeWall). */
export function Keepsake({ personName }: KeepsakeProps) {
  const wall = useWholeWall();
  return (
    <KeepsakeView
      messages={wall.status === 'live' ? wall.items : []}
      status={wall.status}
      read={wall.status === 'loading' ? wall.read : 0}
      personName={personName}
    />
  );
}

export interface KeepsakeViewProps {
  messages: readonly Message[];
  /** Printing waits for 'live': a wall still being read, or not read, is not every message. */
  status: 'loading' | 'live' | 'offline';
  /** While loading: how many have been read so far. */
  read: number;
  personName: string;
}

// On paper: black on white, two cards a row, no card split across pages.
const printSx = {
  '@media print': {
    color: '#000',
    '& .keepsake-card': { bgcolor: '#fff', color: '#000', borderColor: '#999' },
    '& .keepsake-date': { color: '#444' },
    '& .keepsake-screen-only': { display: 'none' },
  },
} as const;

/**
 * Every message (all of them, not the wall's progressive list), one card each with name,
 * text, date and the reactions it got, laid out for paper and the browser's "Save as PDF".
 */
export function KeepsakeView({ messages, status, read, personName }: KeepsakeViewProps) {
  const count = `${messages.length.toLocaleString('en-US')} ${messages.length === 1 ? 'message' : 'messages'}`;
  return (
    <Box sx={printSx}>
      <Box
        className="keepsake-screen-only"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
      >
        {status === 'live' ? (
          <Button variant="contained" onClick={() => window.print()}>
            Print or save as PDF
          </Button>
        ) : null}
        <Button component={RouterLink} to="/moderate">
          Back to moderating
        </Button>
      </Box>
      <Typography variant="h2" sx={{ fontSize: '2rem', mb: 0.5 }}>
        Messages for {personName}
      </Typography>
      {status === 'offline' ? (
        <Alert severity="error" sx={{ my: 2 }}>
          The wall could not be read for the keepsake. Check the connection and reload the page.
        </Alert>
      ) : null}
      {status === 'loading' ? (
        <Box sx={{ mb: 3 }} className="keepsake-screen-only">
          <ReadProgress read={read} />
        </Box>
      ) : status === 'live' ? (
        <Typography sx={{ mb: 3, color: 'text.secondary' }} className="keepsake-date" role="status">
          {`${count} from the wall`}
        </Typography>
      ) : null}
      <Box
        component="ol"
        aria-label="Keepsake messages"
        sx={{
          ...PLAIN_LIST,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          '@media print': { gridTemplateColumns: '1fr 1fr', gap: '12pt' },
        }}
      >
        {messages.map((message) => (
          <Box
            component="li"
            key={message.id}
            className="keepsake-card"
            sx={{
              breakInside: 'avoid',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
              bgcolor: 'background.paper',
            }}
          >
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
        ))}
      </Box>
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
