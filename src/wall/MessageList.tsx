import Box from '@mui/material/Box';
import { AnimatePresence, m, useReducedMotion, type Variants } from 'framer-motion';
import { EmptyWall } from './EmptyWall';
import { CARD_GAP_PX } from './layout';
import { MessageCard } from './MessageCard';
import { MessageSkeletons } from './MessageSkeletons';
import { useMessages } from './messages';
import type { Message } from './types';

export interface MessageListProps {
  personName: string;
}

/** Spec section 4: loading, then the empty state or the messages, newest first. */
export function MessageList({ personName }: MessageListProps) {
  const { status, messages } = useMessages();
  if (status === 'loading') return <MessageSkeletons />;
  if (messages.length === 0) return <EmptyWall personName={personName} />;
  return <MessageFeed messages={messages} />;
}

// An arriving card slides and fades in where it lands. Its height is not animated: a growing
// element defeats the browser's scroll anchoring (measured in Chromium: the reader's card
// jumped by a card's height), while a card inserted at full height is compensated, so a
// reader scrolled into the list stays on the card they are reading.
const arrival: Variants = {
  arriving: { opacity: 0, y: -16, scale: 0.97 },
  shown: { opacity: 1, y: 0, scale: 1, transition: { duration: 0.4, ease: [0.22, 1, 0.36, 1] } },
};

function MessageFeed({ messages }: { messages: readonly Message[] }) {
  // MotionConfig reducedMotion="user" stills transforms only; the fade is ours to drop.
  const reduceMotion = useReducedMotion() ?? false;
  return (
    // Mounted with its first messages, so only later arrivals are announced.
    <Box aria-live="polite" aria-relevant="additions">
      <Box component="ol" aria-label="Messages" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <AnimatePresence initial={false}>
          {messages.map((message) => (
            <m.li
              key={message.id}
              variants={arrival}
              initial={reduceMotion ? false : 'arriving'}
              animate="shown"
            >
              <Box sx={{ pb: `${CARD_GAP_PX}px` }}>
                <MessageCard message={message} />
              </Box>
            </m.li>
          ))}
        </AnimatePresence>
      </Box>
    </Box>
  );
}
