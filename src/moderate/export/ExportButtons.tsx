import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { readImages, type OnImage } from '../../data/moderation/deskPhotos';
import { readWholeWall } from '../../data/moderation/wholeWall';
import type { DeskMessage } from '../../data/moderation/moderationTypes';
import { exportFileName, toCsv, toJson } from './exportMessages';
import { ExportProgress, type ExportStage } from './ExportProgress';

export interface ExportButtonsProps {
  /** Whether the wall has any message (the first page loaded has one). */
  empty: boolean;
  personName: string;
  /** Reads every message (readWholeWall, a page at a time); a test may pass its own. */
  readAll?: (onPage: (read: number) => void) => Promise<DeskMessage[]>;
  /**
   * Reads the full photos of the messages given, handing each over as it comes (readImages);
   * a test may pass its own.
   */
  readPhotos?: (ids: readonly string[], onImage: OnImage) => Promise<void>;
  /** Whether to offer the keepsake too (the whole wall's print view); the desk's panel does. */
  keepsake?: boolean;
}

function download(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
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
 * comes in a zip with every photo, read after the messages, a few at a time, each written
 * into the zip as it comes (exportZip.ts), with its own progress; the CSV holds the words
 * alone.
 */
export function ExportButtons({
  empty,
  personName,
  readAll = readWholeWall,
  readPhotos = (ids, onImage) => readImages('photo', ids, onImage),
  keepsake = true,
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
        download(new Blob([toCsv(messages)], { type: 'text/csv;charset=utf-8' }), name('csv'));
        return;
      }
      const ids = messages.filter((message) => message.photo).map((message) => message.id);
      setStage({ reading: 'photos', read: 0, of: ids.length });
      // fflate comes with the first zip, never with the desk (nor with a visitor's page).
      const { PhotoZip } = await import('./exportZip');
      const zip = new PhotoZip();
      await readPhotos(ids, (id, image, read) => {
        if (image) zip.add(id, image);
        setStage({ reading: 'photos', read, of: ids.length });
      });
      // A photo that could not be read is named null in the JSON.
      download(zip.finish(name('json'), toJson(messages, zip.files)), name('zip'));
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
        {keepsake ? (
          <Button variant="outlined" component={RouterLink} to="/moderate/keepsake">
            Print keepsake
          </Button>
        ) : null}
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
