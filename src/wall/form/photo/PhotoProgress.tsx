import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PhotoStage } from './photoProblems';

/** Where the bar stands as each stage of making the photo small starts. */
const STAGE_VALUE: Record<PhotoStage, number> = { opening: 10, photo: 40, thumb: 80 };

export interface PhotoProgressProps {
  /** Making the photo small, at this stage; or sending it (the write tells no progress). */
  step: PhotoStage | 'sending';
}

/**
 * A slow phone takes a second or two to make a 12 MP photo small, and a photo is most of a
 * post's bytes on a weak connection: the bar and its words say the form is working.
 */
export function PhotoProgress({ step }: PhotoProgressProps) {
  const text = step === 'sending' ? 'Sending your photo…' : 'Making the photo small…';
  return (
    <Box>
      <Typography role="status" variant="body2" sx={{ mb: 0.5, color: 'text.secondary' }}>
        {text}
      </Typography>
      {step === 'sending' ? (
        <LinearProgress aria-label={text} />
      ) : (
        <LinearProgress aria-label={text} variant="determinate" value={STAGE_VALUE[step]} />
      )}
    </Box>
  );
}
