import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useStoredImage } from '../../data/reading/photos';
import type { MessagePhoto } from '../../data/schema/types';
import { useNearScreen } from '../../ui/useNearScreen';
import { DeskPhotoDialog } from './DeskPhotoDialog';

export interface DeskThumbProps {
  /** The message's id: its thumbnail is thumbs/{id}, its photo photos/{id}. */
  id: string;
  photo: MessagePhoto;
  authorName: string;
}

/** The thumbnail's box on the desk's lists, in CSS pixels on its long edge. */
const EDGE = 160;

/**
 * A message's photo on the desk's lists: its thumbnail in a box of the photo's shape (kept
 * while it loads), a button that opens the full photo, so a waiting one is judged before it
 * is approved. Read when its row comes within a screen of the view, as on the wall, so a page
 * of 500 rows reads only the thumbnails the organizer scrolls to.
 */
export function DeskThumb({ id, photo, authorName }: DeskThumbProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLButtonElement>(null);
  const near = useNearScreen(box);
  const thumb = useStoredImage('thumb', near ? id : null);
  const scale = EDGE / Math.max(photo.width, photo.height);
  const width = Math.round(photo.width * scale);
  const height = Math.round(photo.height * scale);
  return (
    <>
      <ButtonBase
        ref={box}
        onClick={() => setOpen(true)}
        aria-label={`Open the photo from ${authorName}`}
        sx={{
          display: 'block',
          width,
          height,
          mt: 1,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {thumb.status === 'ready' ? (
          <Box
            component="img"
            src={thumb.url}
            alt={photo.alt}
            width={width}
            height={height}
            sx={{ display: 'block', objectFit: 'cover' }}
          />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', p: 1 }}>
            {thumb.status === 'missing' ? 'The photo could not be read.' : 'Loading the photo…'}
          </Typography>
        )}
      </ButtonBase>
      <DeskPhotoDialog
        id={id}
        photo={photo}
        authorName={authorName}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
