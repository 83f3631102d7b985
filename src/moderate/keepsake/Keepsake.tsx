import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Message } from '../../data/schema/types';
import { useWholeWall } from '../../data/moderation/wholeWall';
import { ExportProgress } from '../export/ExportProgress';
import { PLAIN_LIST } from '../../ui/cards';
import { KeepsakeCard } from './KeepsakeCard';
import { useKeepsakePhotos } from './useKeepsakePhotos';

export interface KeepsakeProps {
  personName: string;
}

/**
 * The keepsake of the whole wall, read a page at a time (readWholeWall), then its photos'
 * thumbnails: ready to print once every one is on the page.
 */
export function Keepsake({ personName }: KeepsakeProps) {
  const wall = useWholeWall();
  const photos = useKeepsakePhotos(wall.status === 'live' ? wall.items : undefined);
  const photosLoading = wall.status === 'live' && photos.status === 'loading';
  return (
    <KeepsakeView
      messages={wall.status === 'live' ? wall.items : []}
      status={photosLoading ? 'loading' : wall.status}
      read={wall.status === 'loading' ? wall.read : 0}
      photosRead={photosLoading ? photos : undefined}
      photoUrls={photos.status === 'ready' ? photos.urls : undefined}
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
  /** While the photos load, after the messages: how many of how many. */
  photosRead?: { read: number; of: number };
  /** Each photo's thumbnail, by message id. */
  photoUrls?: ReadonlyMap<string, string>;
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
 * Every message (all of them, not the wall's progressive list), one card each with its photo,
 * text, name, date and the reactions it got, laid out for paper and the browser's "Save as
 * PDF".
 */
export function KeepsakeView({
  messages,
  status,
  read,
  photosRead,
  photoUrls,
  personName,
}: KeepsakeViewProps) {
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
          <ExportProgress
            stage={
              photosRead ? { reading: 'photos', ...photosRead } : { reading: 'messages', read }
            }
          />
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
          <KeepsakeCard key={message.id} message={message} photoUrl={photoUrls?.get(message.id)} />
        ))}
      </Box>
    </Box>
  );
}
