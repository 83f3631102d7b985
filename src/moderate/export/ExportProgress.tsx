import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/**
 * How far a read of the whole wall has come, a page at a time. How many there are in all is
 * not known until the last page (counting them would be a read of its own), so the bar
 * moves without a end and the text says how many have been read.
 */
export function ReadProgress({ read }: { read: number }) {
  const text = `Reading the wall: ${read.toLocaleString('en-US')} ${read === 1 ? 'message' : 'messages'} so far…`;
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Typography role="status" variant="body2" sx={{ mb: 0.5 }}>
        {text}
      </Typography>
      <LinearProgress aria-label="Reading the wall" aria-valuetext={text} />
    </Box>
  );
}

/** Where an export is: reading the messages, then (for the zip) their photos, of a known count. */
export type ExportStage =
  { reading: 'messages'; read: number } | { reading: 'photos'; read: number; of: number };

/** The export's progress: the wall's pages, then its photos, which are counted before they come. */
export function ExportProgress({ stage }: { stage: ExportStage }) {
  if (stage.reading === 'messages') return <ReadProgress read={stage.read} />;
  const text = `Reading the photos: ${stage.read.toLocaleString('en-US')} of ${stage.of.toLocaleString('en-US')}…`;
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Typography role="status" variant="body2" sx={{ mb: 0.5 }}>
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={stage.of === 0 ? 100 : (100 * stage.read) / stage.of}
        aria-label="Reading the photos"
        aria-valuetext={text}
      />
    </Box>
  );
}
