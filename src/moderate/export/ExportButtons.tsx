import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { WallMessage } from '../../data/moderationTypes';
import { exportFileName, toCsv, toJson } from './exportMessages';

export interface ExportButtonsProps {
  messages: readonly WallMessage[];
  personName: string;
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

/** Keep every message: two files and a print view. */
export function ExportButtons({ messages, personName }: ExportButtonsProps) {
  const none = messages.length === 0;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="outlined"
        disabled={none}
        onClick={() =>
          download(
            toJson(messages),
            exportFileName(personName, new Date(), 'json'),
            'application/json',
          )
        }
      >
        Export JSON
      </Button>
      <Button
        variant="outlined"
        disabled={none}
        onClick={() =>
          download(
            toCsv(messages),
            exportFileName(personName, new Date(), 'csv'),
            'text/csv;charset=utf-8',
          )
        }
      >
        Export CSV
      </Button>
      <Button variant="outlined" component={RouterLink} to="/moderate/keepsake">
        Print keepsake
      </Button>
    </Box>
  );
}
