import Button from '@mui/material/Button';
import { tvSize } from '../tvSize';
import { useFullscreen } from './useFullscreen';

export interface FullscreenButtonProps {
  /**
   * The pointer has rested a while: the button fades with the cursor and lets the pointer
   * through (keyboard focus brings it back).
   */
  idle: boolean;
}

const CORNERS = 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5';

/** Full screen and back; the F key does the same (useFullscreen). */
export function FullscreenButton({ idle }: FullscreenButtonProps) {
  const { available, active, toggle } = useFullscreen();
  if (!available) return null;
  return (
    <Button
      variant="outlined"
      onClick={toggle}
      aria-keyshortcuts="F"
      startIcon={
        <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden>
          <path d={CORNERS} fill="none" stroke="currentColor" strokeWidth="2.2" />
        </svg>
      }
      sx={{
        flexShrink: 0,
        fontSize: tvSize(1.8),
        opacity: idle ? 0 : 1,
        transition: 'opacity 400ms',
        // A faded button must not bring the cursor back (its own `cursor: pointer` would) nor
        // catch a click it does not show; the F key and keyboard focus still reach it.
        ...(idle && { cursor: 'none', pointerEvents: 'none' }),
        '&.Mui-focusVisible': { opacity: 1, cursor: 'pointer', pointerEvents: 'auto' },
      }}
    >
      {active ? 'Exit full screen (F)' : 'Full screen (F)'}
    </Button>
  );
}
