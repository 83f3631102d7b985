import Box from '@mui/material/Box';
import { AnimatePresence, m, useIsPresent, type Variants } from 'framer-motion';
import { tvSize } from '../tvSize';
import type { Message } from '../../data/schema/types';
import type { SpotlightReason } from './spotlight';
import { SpotlightBody } from './SpotlightBody';

export interface SpotlightCardProps {
  message: Message;
  reason: SpotlightReason;
}

// An arrival springs in; the rotation's older notes fade slowly. Under reduced motion
// MotionConfig drops the movement and only the fades remain.
const variants: Variants = {
  hidden: (reason: SpotlightReason) =>
    reason === 'arrival' ? { opacity: 0, y: 60, scale: 0.9 } : { opacity: 0 },
  shown: (reason: SpotlightReason) =>
    reason === 'arrival'
      ? { opacity: 1, y: 0, scale: 1, transition: { type: 'spring', stiffness: 170, damping: 18 } }
      : { opacity: 1, transition: { duration: 0.9 } },
  gone: { opacity: 0, transition: { duration: 0.35 } },
};

/**
 * The message in the spotlight: the whole text (a tall column of lines folded by
 * spotlightText), as large as it fits (useFitText), its reactions live below it, with an
 * arrival animation for a new message and a slow fade for the rotation's older ones.
 */
export function SpotlightCard({ message, reason }: SpotlightCardProps) {
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        p: tvSize(3),
        borderRadius: tvSize(3),
        background: 'linear-gradient(150deg, rgba(255,182,39,0.14), rgba(255,95,162,0.1))',
        border: '1px solid rgba(255,255,255,0.16)',
        boxShadow: '0 18px 50px rgba(0,0,0,0.35)',
      }}
    >
      {/* The leaving note fades while the new one comes in over it, in one place (relative
          box, both absolute): the new one is in the page from its first frame. */}
      <Box sx={{ position: 'relative', height: '100%' }}>
        <AnimatePresence initial={false} custom={reason}>
          <SpotlightNote key={message.id} message={message} reason={reason} />
        </AnimatePresence>
      </Box>
    </Box>
  );
}

/** One note in the spotlight; while it fades out it is hidden from assistive technology. */
function SpotlightNote({ message, reason }: SpotlightCardProps) {
  const present = useIsPresent();
  return (
    <m.article
      data-message-id={message.id}
      aria-label={`Message from ${message.authorName}`}
      aria-hidden={present ? undefined : true}
      custom={reason}
      variants={variants}
      initial="hidden"
      animate="shown"
      exit="gone"
      style={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}
    >
      <SpotlightBody message={message} arrival={reason === 'arrival'} />
    </m.article>
  );
}
