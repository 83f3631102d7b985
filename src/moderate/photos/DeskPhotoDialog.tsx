import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useStoredImage } from '../../data/reading/photos';
import type { MessagePhoto } from '../../data/schema/types';
import { FittedPhoto } from './FittedPhoto';

export interface DeskPhotoDialogProps {
  id: string;
  photo: MessagePhoto;
  authorName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * A message's photo at full size, read only once opened (up to 400 kB each); Escape or Close
 * shuts it and focus goes back to the thumbnail (MUI's Dialog).
 */
export function DeskPhotoDialog({ id, photo, authorName, open, onClose }: DeskPhotoDialogProps) {
  const full = useStoredImage('photo', open ? id : null);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" aria-labelledby={`photo-title-${id}`}>
      <DialogTitle id={`photo-title-${id}`}>Photo from {authorName}</DialogTitle>
      <DialogContent>
        {full.status === 'ready' ? (
          <FittedPhoto url={full.url} photo={photo} sx={{ maxHeight: '75vh' }} />
        ) : (
          <Typography role="status">
            {full.status === 'missing' ? 'The photo could not be read.' : 'Loading the photo…'}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} dir="auto">
          Alt text: {photo.alt}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
