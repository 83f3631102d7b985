import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Message } from '../../data/types';
import type { LiveList } from '../../data/moderationTypes';
import { formatWhen } from '../list/formatWhen';
import { OfflineNote } from '../OfflineNote';

export interface KeepsakeProps {
  messages: readonly Message[];
  /** Printing waits for 'live': a list still loading or cut off offline is not every message. */
  status: LiveList<Message>['status'];
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
 * text and date, laid out for paper and the browser's "Save as PDF".
 */
export function Keepsake({ messages, status, personName }: KeepsakeProps) {
  const count = `${messages.length} ${messages.length === 1 ? 'message' : 'messages'}`;
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
        <Box sx={{ my: 2 }}>
          <OfflineNote />
        </Box>
      ) : null}
      <Typography sx={{ mb: 3, color: 'text.secondary' }} className="keepsake-date" role="status">
        {status === 'loading'
          ? 'Loading the messages…'
          : status === 'offline'
            ? `${count} loaded so far`
            : `${count} from the wall`}
      </Typography>
      <Box
        component="ol"
        aria-label="Keepsake messages"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
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
          </Box>
        ))}
      </Box>
    </Box>
  );
}
