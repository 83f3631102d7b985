import { useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PhotoMode } from '../../../data/schema/wallSettings';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { PhotoPreview } from './PhotoPreview';
import { PhotoProgress } from './PhotoProgress';
import type { PhotoControl } from './usePhoto';

export const PHOTO_INPUT_ID = 'wall-photo';

export interface PhotoFieldProps {
  photo: PhotoControl;
  /**
   * The organizer's Photos switch: 'off' hides all this, but for a photo chosen before it was
   * switched off, which stays with its Remove button (the form will not send it).
   */
  mode: PhotoMode;
  posting: boolean;
  /** A post with a photo is being sent. */
  sendingPhoto: boolean;
}

function CameraIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 3 7.2 5H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"
      />
    </svg>
  );
}

/**
 * The post's optional photo: the file input (the camera or the library on a phone) under a
 * button-like label, what the switch says about photos, a plain word when a file cannot be
 * used, the progress of making it small and sending it, and the preview with its alt text.
 * The input itself stays focusable (only visually hidden), so the keyboard reaches it and
 * its label shows the focus ring.
 */
export function PhotoField({ photo, mode, posting, sendingPhoto }: PhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { state } = photo;
  if (mode === 'off' && state.status === 'none') return null;

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again after Remove must fire change again.
    event.target.value = '';
    if (file) photo.choose(file);
  }

  // Remove takes its own button away: focus goes back to where a photo is added.
  function remove() {
    photo.remove();
    input.current?.focus();
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={mode === 'off' ? { display: 'none' } : undefined}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}
        >
          <Box
            component="input"
            ref={input}
            id={PHOTO_INPUT_ID}
            type="file"
            accept="image/*"
            onChange={chosen}
            disabled={posting}
            sx={visuallyHidden}
          />
          <Box
            component="label"
            htmlFor={PHOTO_INPUT_ID}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 0.75,
              borderRadius: 999,
              border: '1px solid',
              borderColor: 'rgba(255,182,39,0.6)',
              color: 'primary.main',
              fontWeight: 600,
              fontSize: '0.9rem',
              cursor: posting ? 'default' : 'pointer',
              opacity: posting ? 0.6 : 1,
              '&:hover': { bgcolor: 'rgba(255,182,39,0.08)' },
              'input:focus-visible + &': {
                outline: '3px solid',
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          >
            <CameraIcon />
            Add a photo
          </Box>
          {mode === 'wait' && (
            <Typography variant="body2" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
              Posts with a photo wait for the host&apos;s approval.
            </Typography>
          )}
        </Box>
        {/* Always there, so a screen reader hears the line when it appears. */}
        <Box
          aria-live="polite"
          sx={{
            mt: photo.problem ? 1 : 0,
            color: 'error.light',
            fontWeight: 600,
            fontSize: '0.9rem',
          }}
        >
          {photo.problem}
        </Box>
      </Box>
      {state.status === 'preparing' && <PhotoProgress step={state.stage} />}
      {sendingPhoto && <PhotoProgress step="sending" />}
      {state.status !== 'none' && (
        <PhotoPreview
          preview={state.status === 'ready' ? state.preview : undefined}
          alt={photo.alt}
          onAltChange={photo.setAlt}
          onRemove={remove}
          posting={posting}
        />
      )}
    </Box>
  );
}
