import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { MessagePhoto } from '../../data/schema/types';

export interface WallPhotoDialogProps {
  photo: MessagePhoto;
  /** The full photo once read, else the thumbnail already shown, drawn large meanwhile. */
  url?: string;
  onClose: () => void;
}

/**
 * The full photo as large as the screen allows. Escape, a click outside or Close shuts it,
 * and MUI's focus trap gives focus back to the thumbnail. It imports nothing of the wall's
 * (CardPhoto reads the photo and hands it over), so loading it splits none of the wall's
 * chunks (bench/lib/chunks.mjs).
 */
export default function WallPhotoDialog({ photo, url, onClose }: WallPhotoDialogProps) {
  // Named by its picture: the image's alt text, or the frame's while it is on its way.
  const nameId = useId();
  const shape = `${photo.width} / ${photo.height}`;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" aria-labelledby={nameId}>
      <DialogContent sx={{ p: 1, display: 'grid', placeItems: 'center' }}>
        {url ? (
          <img
            id={nameId}
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
              aspectRatio: shape,
              borderRadius: 8,
            }}
          />
        ) : (
          <div
            id={nameId}
            role="img"
            aria-label={photo.alt}
            style={{ width: 'min(80vw, 480px)', aspectRatio: shape }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
