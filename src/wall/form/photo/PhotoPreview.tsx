import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PHOTO_ALT_MAX } from '../../../data/schema/schema';
import { CountedField } from '../CountedField';

export interface PhotoPreviewProps {
  /** The thumbnail as it will be posted; absent while the photo is being made small. */
  preview?: Blob;
  alt: string;
  onAltChange: (value: string) => void;
  onRemove: () => void;
  posting: boolean;
}

/**
 * The chosen photo as the wall will show it (its thumbnail, orientation applied), the way to
 * take it off, and its description for people who cannot see it.
 */
export function PhotoPreview({ preview, alt, onAltChange, onRemove, posting }: PhotoPreviewProps) {
  // The object URL lives exactly as long as the <img> that shows this thumbnail.
  const showPreview = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !preview) return;
      const url = URL.createObjectURL(preview);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [preview],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {preview && (
          <Box
            component="img"
            ref={showPreview}
            alt="The photo you chose"
            sx={{
              display: 'block',
              maxWidth: { xs: 160, sm: 200 },
              maxHeight: 150,
              borderRadius: '12px',
              border: '1px solid rgba(255,255,255,0.14)',
            }}
          />
        )}
        <Button variant="outlined" size="small" onClick={onRemove} disabled={posting}>
          Remove photo
        </Button>
      </Box>
      <CountedField
        id="wall-photo-alt"
        label="Describe the photo (optional)"
        placeholder="Who or what is in it"
        value={alt}
        onChange={onAltChange}
        maxLength={PHOTO_ALT_MAX}
        readOnly={posting}
      />
    </Box>
  );
}
