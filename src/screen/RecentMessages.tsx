import Box from '@mui/material/Box';
import { AnimatePresence, m } from 'framer-motion';
import { tvSize } from './tvSize';
import { RelativeTime } from '../ui/RelativeTime';
import { EditedMark } from './EditedMark';
import type { Message } from '../data/schema/types';
import { PLAIN_LIST } from '../ui/cards';
import { RecentThumb } from './RecentThumb';

export interface RecentMessagesProps {
  /** The newest few, newest first: the screen renders these and never the whole list. */
  messages: readonly Message[];
}

const clampSx = (lines: number) => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
  overflow: 'hidden',
});

/**
 * The latest messages beside the spotlight, each clamped to two lines (the spotlight shows
 * every message whole in its turn), a post's photo as a small thumbnail at its side. A
 * message that joins the list slides in; the list's first draw does not.
 */
export function RecentMessages({ messages }: RecentMessagesProps) {
  return (
    <Box
      component="ol"
      aria-label="Latest messages"
      sx={{
        ...PLAIN_LIST,
        display: 'flex',
        flexDirection: 'column',
        gap: tvSize(1.4),
        minHeight: 0,
        overflow: 'hidden',
      }}
    >
      {/* initial={false}: the items of the first draw appear at rest. No exit: the oldest
          leaves at once, so the list never holds more than it is given. */}
      <AnimatePresence initial={false}>
        {messages.map((message) => (
          <m.li
            key={message.id}
            data-message-id={message.id}
            initial={{ opacity: 0, x: 40 }}
            animate={{ opacity: 1, x: 0 }}
            transition={{ duration: 0.45, ease: [0.22, 1, 0.36, 1] }}
          >
            <Box
              component="article"
              aria-label={`Message from ${message.authorName}`}
              sx={{
                px: tvSize(1.8),
                py: tvSize(1.3),
                borderRadius: tvSize(1.8),
                bgcolor: 'rgba(255,255,255,0.06)',
                border: '1px solid rgba(255,255,255,0.14)',
                display: 'flex',
                alignItems: 'center',
                gap: tvSize(1.4),
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'baseline',
                    justifyContent: 'space-between',
                    gap: tvSize(1),
                    fontSize: tvSize(2.1),
                  }}
                >
                  <Box
                    component="p"
                    dir="auto"
                    sx={{ m: 0, fontWeight: 700, color: 'secondary.light', ...clampSx(1) }}
                  >
                    {message.authorName}
                  </Box>
                  <Box component="span" sx={{ flexShrink: 0, color: 'text.secondary' }}>
                    {message.editedAt ? <EditedMark /> : null}
                    <RelativeTime date={message.createdAt} />
                  </Box>
                </Box>
                <Box
                  component="p"
                  dir="auto"
                  sx={{ m: 0, fontSize: tvSize(2.3), lineHeight: 1.35, ...clampSx(2) }}
                >
                  {message.content}
                </Box>
              </Box>
              {message.photo ? <RecentThumb messageId={message.id} photo={message.photo} /> : null}
            </Box>
          </m.li>
        ))}
      </AnimatePresence>
    </Box>
  );
}
