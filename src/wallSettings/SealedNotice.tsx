import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { noteBoxSx } from '../ui/cards';
import { formatOpening } from './openingTime';
import { LockGlyph } from '../ui/glyphs/glyphs';

export interface SealedNoticeProps {
  personName: string;
  opensAt: Date;
}

/** In the list's place while the organizer keeps the wall sealed (docs/organizer.md). */
export function SealedNotice({ personName, opensAt }: SealedNoticeProps) {
  return (
    <Box role="status" sx={noteBoxSx}>
      <Box aria-hidden sx={{ fontSize: '2.4rem', lineHeight: 1, mb: 1.5 }}>
        <LockGlyph />
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.3rem', mb: 1 }}>
        The wall is sealed until the big moment
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 460, mx: 'auto' }}>
        {`Everyone's messages for ${personName} open together on `}
        <Box component="time" dateTime={opensAt.toISOString()} sx={{ fontWeight: 600 }}>
          {formatOpening(opensAt)}
        </Box>
        . Write yours now: it is kept sealed with the others, and only you see it here until then.
      </Typography>
    </Box>
  );
}
