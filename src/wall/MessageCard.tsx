import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { palette } from '../ui/palette';
import { messageCardSx } from './layout';
import { RelativeTime } from './RelativeTime';
import type { Message } from './types';

export interface MessageCardProps {
  message: Message;
}

const AVATAR_COLOURS = [palette.amber, palette.pink, palette.mint, palette.sky] as const;

/** The same name always gets the same colour. */
function avatarColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? palette.amber;
}

const appearLate = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/** Shown only if the backend is slow to confirm: a normal post is confirmed before it fades in. */
function PendingMark() {
  return (
    <Box
      component="span"
      sx={{
        fontSize: '0.8rem',
        fontWeight: 600,
        color: 'primary.main',
        animation: `${appearLate} 200ms ease-out 1s both`,
      }}
    >
      Sending…
    </Box>
  );
}

/** One message: who, when, and the text exactly as written (plain text, line breaks kept). */
export function MessageCard({ message }: MessageCardProps) {
  const { authorName, content, createdAt, pending } = message;
  const initial = Array.from(authorName)[0]?.toUpperCase() ?? '?';
  return (
    <Box component="article" aria-label={`Message from ${authorName}`} sx={messageCardSx}>
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 44,
          height: 44,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontFamily: (t) => t.typography.h2.fontFamily,
          fontWeight: 700,
          fontSize: '1.25rem',
          color: palette.night,
          bgcolor: avatarColour(authorName),
          boxShadow: '0 6px 16px rgba(0,0,0,0.3)',
        }}
      >
        {initial}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            columnGap: 1.5,
            mb: 0.5,
          }}
        >
          <Typography
            component="p"
            sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
          >
            {authorName}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            {pending ? <PendingMark /> : null}
            <RelativeTime date={createdAt} />
          </Box>
        </Box>
        <Typography
          component="p"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.55 }}
        >
          {content}
        </Typography>
      </Box>
    </Box>
  );
}
