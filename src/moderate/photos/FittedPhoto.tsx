import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MessagePhoto } from '../../data/schema/types';

export interface FittedPhotoProps {
  url: string;
  photo: MessagePhoto;
  /** Anything more: the height it may take, its margins. */
  sx?: SxProps<Theme>;
}

/**
 * A photo at its own shape within the room it is given (never stretched): its stored size
 * as the <img>'s, so its box is known before it is drawn, scaled down to fit.
 */
export function FittedPhoto({ url, photo, sx = [] }: FittedPhotoProps) {
  return (
    <Box
      component="img"
      src={url}
      alt={photo.alt}
      width={photo.width}
      height={photo.height}
      sx={[
        { display: 'block', width: 'auto', height: 'auto', maxWidth: '100%' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
