import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PhotoStorageState } from '../../data/moderation/moderationTypes';
import { DeskPanel } from '../../ui/DeskPanel';
import { FILLING, formatBytes, NEARLY_FULL, SPARK_STORAGE_BYTES } from './storageFigures';

export interface StorageGaugeProps {
  state: PhotoStorageState;
  /** Weighs the photos again (about 4 reads). */
  onCheck(): void;
}

/**
 * How much of the free plan's 1 GiB the stored photos and thumbnails take, and how many photos
 * that is, with a warning as it fills: the organizer frees it by deleting removed photos for
 * good (RemovedList).
 */
export function StorageGauge({ state, onCheck }: StorageGaugeProps) {
  const share = state.status === 'ready' ? state.storage.bytes / SPARK_STORAGE_BYTES : 0;
  const percent = Math.round(share * 100);
  return (
    <DeskPanel titleId="storage-title" title="Photo storage">
      {state.status === 'loading' ? (
        <Typography>Weighing the photos…</Typography>
      ) : state.status === 'failed' ? (
        <Typography>The photos could not be weighed. Check the connection.</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {/* Polite, not a status role: the desk's progress and loading lines are those. */}
          <Typography aria-live="polite" data-testid="storage-figures">
            {state.storage.photos.toLocaleString('en-US')}{' '}
            {state.storage.photos === 1 ? 'photo uses' : 'photos use'}{' '}
            {formatBytes(state.storage.bytes)} of the free plan&apos;s 1 GiB ({percent}%).
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, percent)}
            color={share >= NEARLY_FULL ? 'error' : share >= FILLING ? 'warning' : 'primary'}
            aria-label="Photo storage used"
            sx={{ height: 8, borderRadius: 1 }}
          />
          {state.storage.unsized > 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {state.storage.unsized} older{' '}
              {state.storage.unsized === 1 ? 'image is' : 'images are'} counted at the most an image
              may weigh.
            </Typography>
          ) : null}
          {share >= FILLING ? (
            <Alert severity={share >= NEARLY_FULL ? 'error' : 'warning'}>
              Photos fill {percent}% of the free 1 GiB, which the messages share. Delete removed
              photos for good below, lower the photo limit, or turn Photos off: when the database is
              full, nobody can post.
            </Alert>
          ) : null}
        </Box>
      )}
      <Button size="small" sx={{ mt: 1 }} onClick={onCheck} disabled={state.status === 'loading'}>
        Check again
      </Button>
    </DeskPanel>
  );
}
