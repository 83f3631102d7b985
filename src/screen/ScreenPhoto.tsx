import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useStoredImage, type ImageKind } from '../data/reading/photos';
import type { MessagePhoto } from '../data/schema/types';

export interface ScreenPhotoProps {
  kind: ImageKind;
  messageId: string;
  photo: MessagePhoto;
  /** The frame's size and shape, which hold the image's place from the first frame. */
  frame: SxProps<Theme>;
  /** How the image fills the frame (and, for the spotlight, how it arrives). */
  image: SxProps<Theme>;
}

/**
 * A message's stored image on /screen (RecentThumb, SpotlightPhoto), in a frame that holds its
 * place from the first frame: nothing but the frame while it is read or if it cannot be.
 */
export function ScreenPhoto({ kind, messageId, photo, frame, image }: ScreenPhotoProps) {
  const stored = useStoredImage(kind, messageId);
  return (
    <Box
      sx={[
        { flexShrink: 0, overflow: 'hidden', bgcolor: 'rgba(255,255,255,0.06)' },
        ...(Array.isArray(frame) ? frame : [frame]),
      ]}
    >
      {stored.url ? (
        <Box
          component="img"
          src={stored.url}
          alt={photo.alt}
          sx={[
            { display: 'block', width: '100%', height: '100%' },
            ...(Array.isArray(image) ? image : [image]),
          ]}
        />
      ) : null}
    </Box>
  );
}
