import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { readWholeWall } from '../../data/moderation/moderation';
import type { WallMessage } from '../../data/moderation/moderationTypes';
import { exportFileName, toCsv, toJson } from './exportMessages';
import { ReadProgress } from './ReadProgress';

export interface ExportButtonsProps {
  /** Whether the wall has any message (the first page loaded has one). */
  empty: boolean;
  personName: string;
  /** Reads every message (readWholeWall, a page at a time); a test may pass its own. */
  readAll?: (onPage: (read: number) => void) => Promise<WallMessage[]>;
}

function download(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the blob to the download by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const FORMATS = {
  json: { label: 'Export JSON', write: toJson, type: 'application/json' },
  csv: { label: 'Export CSV', write: toCsv, type: 'text/csv;charset=utf-8' },
} as const;

/**
 * Keep every message: two files and a print view. A file holds the whole wall, read a page
 * at a time when asked for, with the count read so far on screen while it comes.
 */
export function ExportButtons({ empty, personName, readAll = readWholeWall }: ExportButtonsProps) {
  const [reading, setReading] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const save = async (format: keyof typeof FORMATS) => {
    setFailed(false);
    setReading(0);
    try {
      const messages = await readAll((read) => setReading(read));
      const { write, type } = FORMATS[format];
      download(write(messages), exportFileName(personName, new Date(), format), type);
    } catch (error) {
      console.error('The export could not read the wall', error);
      setFailed(true);
    } finally {
      setReading(null);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {(['json', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            disabled={empty || reading !== null}
            onClick={() => void save(format)}
          >
            {FORMATS[format].label}
          </Button>
        ))}
        <Button variant="outlined" component={RouterLink} to="/moderate/keepsake">
          Print keepsake
        </Button>
      </Box>
      {reading !== null ? <ReadProgress read={reading} /> : null}
      {failed ? (
        <Alert severity="error">
          The wall could not be read for the export. Check the connection and try again.
        </Alert>
      ) : null}
    </Box>
  );
}
