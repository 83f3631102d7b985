import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { config } from '../config/config';
import { noteBoxSx } from '../ui/cards';
import { reloadPage } from '../ui/reloadPage';
import { WallFrame } from './WallFrame';

/** The wall's chunk did not arrive (offline, or a newer version of the site replaced it). */
export function WallUnavailable() {
  return (
    <WallFrame personName={config.personName}>
      <Box role="alert" sx={noteBoxSx}>
        <Typography sx={{ color: 'text.secondary', fontSize: '1.05rem', mb: 2 }}>
          The message wall couldn&apos;t load. Check your connection, then reload the page.
        </Typography>
        <Box
          component="button"
          type="button"
          onClick={reloadPage}
          sx={{
            // The theme's button face (Fredoka), like the page's other buttons.
            typography: 'button',
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
            border: 0,
            borderRadius: 999,
            px: 3,
            py: 1.25,
            cursor: 'pointer',
            '&:focus-visible': {
              outline: '3px solid',
              outlineColor: 'secondary.main',
              outlineOffset: 3,
            },
          }}
        >
          Reload the page
        </Box>
      </Box>
    </WallFrame>
  );
}
