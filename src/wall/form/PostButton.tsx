import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { postRowSx } from '../layout';
import { OWN_POST_WINDOW_MINUTES } from '../../data/schema/schema';

export interface PostButtonProps {
  posting: boolean;
  /** Seconds left of the pause between posts (0: none). */
  cooldownSeconds: number;
}

const HINT_ID = 'wall-post-hint';

/**
 * The post button with the line that describes it: what posting means, or during the pause
 * between posts how long is left. In the pause the button stays focusable (aria-disabled, not
 * disabled), so a keyboard or screen-reader user reaches it and hears why it does nothing.
 */
export function PostButton({ posting, cooldownSeconds }: PostButtonProps) {
  const cooling = cooldownSeconds > 0 && !posting;
  return (
    <Box sx={postRowSx}>
      <Typography
        id={HINT_ID}
        sx={{
          order: { xs: 1, sm: 0 },
          flex: { xs: '1 1 100%', sm: '1 1 0' },
          textAlign: { xs: 'center', sm: 'left' },
          fontSize: '0.85rem',
          lineHeight: 1.45,
          color: cooling ? 'primary.main' : 'text.secondary',
        }}
      >
        {cooling
          ? `Thanks! You can post again in ${cooldownSeconds} s.`
          : `Posts are public. You can edit or delete yours for ${OWN_POST_WINDOW_MINUTES} minutes.`}
      </Typography>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={posting}
        aria-disabled={cooling || undefined}
        aria-describedby={HINT_ID}
        sx={{
          flex: { xs: '1 1 100%', sm: '0 0 auto' },
          boxShadow: '0 8px 24px rgba(255,182,39,0.3)',
          '&.Mui-disabled, &[aria-disabled="true"]': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            opacity: 0.7,
          },
          '&[aria-disabled="true"]': { cursor: 'not-allowed' },
        }}
      >
        {posting ? 'Posting...' : 'Post Message'}
      </Button>
    </Box>
  );
}
