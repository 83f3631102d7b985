import Alert from '@mui/material/Alert';

/** The desk's and the keepsake's word that the live list stopped at what was loaded. */
export function OfflineNote() {
  return (
    <Alert severity="warning" className="keepsake-screen-only">
      The wall&apos;s database can&apos;t be reached: showing what was loaded so far. Changes wait
      until it&apos;s back.
    </Alert>
  );
}
