import Box from '@mui/material/Box';
import { useStoredImage } from '../data/reading/photos';
import type { MessagePhoto } from '../data/schema/types';
import { tvSize } from './tvSize';

/**
 * A small thumbnail (thumbs/{id}) beside a message in the screen's latest list, in a square
 * so every item keeps its height; nothing but the frame while it is read or if it cannot be.
 */
export function RecentThumb({ messageId, photo }: { messageId: string; photo: MessagePhoto }) {
  const image = useStoredImage('thumb', messageId);
  return (
    <Box
      sx={{
        flexShrink: 0,
        width: tvSize(7),
        height: tvSize(7),
        borderRadius: tvSize(1.2),
        overflow: 'hidden',
        bgcolor: 'rgba(255,255,255,0.06)',
      }}
    >
      {image.url ? (
        <Box
          component="img"
          src={image.url}
          alt={photo.alt}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : null}
    </Box>
  );
}
