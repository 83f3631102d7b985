import { useRef } from 'react';
import Box from '@mui/material/Box';
import { tvDisplay, tvSize } from '../tvSize';
import { palette } from '../../ui/palette';
import { RelativeTime } from '../../ui/RelativeTime';
import { EditedMark } from '../EditedMark';
import type { Message } from '../../data/schema/types';
import { SpotlightPhoto } from './SpotlightPhoto';
import { SpotlightReactions } from './SpotlightReactions';
import { spotlightText } from './spotlightText';
import { spotlightTextSize, useFitText } from './useFitText';

/**
 * What the spotlight shows of a message: the name (with "New" for an arrival) and its time,
 * the whole text as large as it fits (useFitText), beside its photo when it has one, and its
 * reactions live below.
 */
export function SpotlightBody({ message, arrival }: { message: Message; arrival: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const text = spotlightText(message.content);
  useFitText(box, text);
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          flexWrap: 'wrap',
          columnGap: tvSize(2),
          mb: tvSize(1.5),
        }}
      >
        {arrival ? (
          <Box
            component="span"
            sx={{
              ...tvDisplay(2.2, 700),
              color: palette.night,
              bgcolor: 'secondary.main',
              borderRadius: 999,
              px: tvSize(1.2),
              py: tvSize(0.3),
            }}
          >
            New
          </Box>
        ) : null}
        <Box
          component="p"
          dir="auto"
          sx={{
            m: 0,
            ...tvDisplay(3.6, 700),
            color: 'primary.main',
            overflowWrap: 'anywhere',
          }}
        >
          {message.authorName}
        </Box>
        <Box component="span" sx={{ fontSize: tvSize(2.2), color: 'text.secondary' }}>
          {message.editedAt ? <EditedMark /> : null}
          <RelativeTime date={message.createdAt} />
        </Box>
      </Box>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          gap: tvSize(2.5),
          // The photo's height is this row's (SpotlightPhoto: 100cqh).
          containerType: 'size',
        }}
      >
        {message.photo ? <SpotlightPhoto messageId={message.id} photo={message.photo} /> : null}
        <Box ref={box} sx={{ flex: 1, minWidth: 0, minHeight: 0, overflow: 'hidden' }}>
          <Box
            component="p"
            dir="auto"
            sx={{
              m: 0,
              fontSize: `calc(var(--fit, 1) * ${tvSize(spotlightTextSize(text))})`,
              lineHeight: 1.3,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {text}
          </Box>
        </Box>
      </Box>
      <SpotlightReactions counts={message.reactions} />
    </>
  );
}
