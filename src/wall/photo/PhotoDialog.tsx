import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useStoredImage } from '../../data/reading/photos';
import type { MessagePhoto } from '../../data/schema/types';
import { PhotoUnavailable } from './PhotoUnavailable';

export interface PhotoDialogProps {
  messageId: string;
  photo: MessagePhoto;
  /** The thumbnail already shown, drawn large while the full photo is read. */
  thumbUrl?: string;
  onClose: () => void;
}

/**
 * The full photo (photos/{id}, read when the dialog opens, once per id: see photos.ts), as
 * large as the screen allows, its thumbnail stretched in its place meanwhile. Escape, a click
 * outside or Close shuts it, and MUI's focus trap gives focus back to the thumbnail.
 */
export default function PhotoDialog({ messageId, photo, thumbUrl, onClose }: PhotoDialogProps) {
  const titleId = useId();
  const full = useStoredImage('photo', messageId);
  const url = full.url ?? thumbUrl;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" aria-labelledby={titleId}>
      {/* The dialog's name, for a screen reader: the picture speaks for itself on screen. */}
      <DialogTitle id={titleId} sx={visuallyHidden}>
        {photo.alt}
      </DialogTitle>
      <DialogContent sx={{ p: 1, display: 'grid', placeItems: 'center' }}>
        {url ? (
          <img
            src={url}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            style={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: 'calc(100vh - 160px)',
              width: 'auto',
              height: 'auto',
              aspectRatio: `${photo.width} / ${photo.height}`,
              borderRadius: 8,
            }}
          />
        ) : (
          <div
            style={{ width: 'min(80vw, 480px)', aspectRatio: `${photo.width} / ${photo.height}` }}
          >
            {full.status === 'missing' ? <PhotoUnavailable alt={photo.alt} /> : null}
          </div>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
