import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { readImages } from '../../data/moderation/deskPhotos';
import { readWholeWall } from '../../data/moderation/moderation';
import type { WallMessage } from '../../data/moderation/moderationTypes';
import type { EncodedImage } from '../../data/schema/types';
import { exportFileName, toCsv } from './exportMessages';
import { zipEntries } from './exportZip';
import { ExportProgress, type ExportStage } from './ReadProgress';

export interface ExportButtonsProps {
  /** Whether the wall has any message (the first page loaded has one). */
  empty: boolean;
  personName: string;
  /** Reads every message (readWholeWall, a page at a time); a test may pass its own. */
  readAll?: (onPage: (read: number) => void) => Promise<WallMessage[]>;
  /** Reads the full photos of the messages given (readImages); a test may pass its own. */
  readPhotos?: (
    ids: readonly string[],
    onRead: (done: number) => void,
  ) => Promise<Map<string, EncodedImage>>;
}

function download(data: BlobPart, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the blob to the download by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Keep every message: two files and a print view. A file holds the whole wall, read a page
 * at a time when asked for, with the count read so far on screen while it comes. The JSON
 * comes in a zip with every photo, read after the messages, with its own progress; the CSV
 * holds the words alone.
 */
export function ExportButtons({
  empty,
  personName,
  readAll = readWholeWall,
  readPhotos = (ids, onRead) => readImages('photo', ids, onRead),
}: ExportButtonsProps) {
  const [stage, setStage] = useState<ExportStage | null>(null);
  const [failed, setFailed] = useState(false);
  const save = async (format: 'zip' | 'csv') => {
    setFailed(false);
    setStage({ reading: 'messages', read: 0 });
    try {
      const messages = await readAll((read) => setStage({ reading: 'messages', read }));
      const name = (extension: 'json' | 'csv' | 'zip') =>
        exportFileName(personName, new Date(), extension);
      if (format === 'csv') {
        download(toCsv(messages), name('csv'), 'text/csv;charset=utf-8');
        return;
      }
      const ids = messages.filter((message) => message.photo).map((message) => message.id);
      setStage({ reading: 'photos', read: 0, of: ids.length });
      const images = await readPhotos(ids, (read) =>
        setStage({ reading: 'photos', read, of: ids.length }),
      );
      // fflate comes with the first zip, never with the desk (nor with a visitor's page).
      const { zipSync } = await import('fflate');
      const zip = zipSync(zipEntries(messages, images, name('json')));
      download(zip.slice(), name('zip'), 'application/zip');
    } catch (error) {
      console.error('The export could not read the wall', error);
      setFailed(true);
    } finally {
      setStage(null);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          disabled={empty || stage !== null}
          onClick={() => void save('zip')}
        >
          Export JSON and photos (zip)
        </Button>
        <Button
          variant="outlined"
          disabled={empty || stage !== null}
          onClick={() => void save('csv')}
        >
          Export CSV
        </Button>
        <Button variant="outlined" component={RouterLink} to="/moderate/keepsake">
          Print keepsake
        </Button>
      </Box>
      {stage !== null ? <ExportProgress stage={stage} /> : null}
      {failed ? (
        <Alert severity="error">
          The wall could not be read for the export. Check the connection and try again.
        </Alert>
      ) : null}
    </Box>
  );
}
