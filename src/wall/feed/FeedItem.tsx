import { memo, useState } from 'react';
import { m, type Variants } from 'framer-motion';
import { CARD_GAP_PX } from '../layout';
import { MessageCard } from './MessageCard';
import { REACTION_KINDS } from '../../data/schema/schema';
import type { Message, ReactionCounts } from '../../data/schema/types';

/** How a card comes in as it mounts: a live arrival on top, or a restored message in place. */
export type Entrance = 'arriving' | 'returning';

export interface FeedItemProps {
  message: Message;
  /** The visitor's own message, within its window (edit and delete). */
  own?: boolean;
  /** Animate in as it mounts; null for a card revealed or brought back. Read only at mount. */
  entrance: Entrance | null;
  /** Removed by the organizer: fades out, then `onGone` takes it off the list. */
  leaving: boolean;
  onGone: (id: string) => void;
  /** The block it belongs to (feedBlocks.ts), and whether it is that block's first card. */
  block: number;
  blockStart: boolean;
}

// An arriving card slides and fades in where it lands. Its height is not animated: a growing
// element defeats the browser's scroll anchoring (measured in Chromium: the reader's card
// jumped by a card's height), while a card inserted at full height is compensated, so a
// reader scrolled into the list stays on the card they are reading. The same holds on the way
// out: a removed card fades at full height, then leaves the list in one step, which scroll
// anchoring compensates like an insertion. A restored card fades in where it was, without the
// arrival's slide from above: it is not news, it is back.
const card: Variants = {
  arriving: { opacity: 0, y: -16, scale: 0.97 },
  returning: { opacity: 0 },
  shown: { opacity: 1, y: 0, scale: 1, transition: { duration: 0.4, ease: [0.22, 1, 0.36, 1] } },
  leaving: { opacity: 0, scale: 0.97, transition: { duration: 0.3, ease: 'easeIn' } },
};

const sameMessage = (a: Message, b: Message) =>
  a.id === b.id &&
  a.authorName === b.authorName &&
  a.content === b.content &&
  a.pending === b.pending &&
  a.createdAt.getTime() === b.createdAt.getTime() &&
  a.editedAt?.getTime() === b.editedAt?.getTime() &&
  a.photo?.width === b.photo?.width &&
  a.photo?.height === b.photo?.height &&
  a.photo?.alt === b.photo?.alt &&
  sameCounts(a.reactions, b.reactions);

const sameCounts = (a: ReactionCounts | undefined, b: ReactionCounts | undefined) =>
  a === b || REACTION_KINDS.every((kind) => (a?.[kind] ?? 0) === (b?.[kind] ?? 0));

/**
 * One message in the list. Each snapshot maps every document afresh, so it compares by
 * value: a live arrival re-renders no card already shown.
 */
export const FeedItem = memo(
  function FeedItem({
    message,
    own = false,
    entrance,
    leaving,
    onGone,
    block,
    blockStart,
  }: FeedItemProps) {
    // An arrival is a motion element for life, every other card a plain one until it leaves
    // (a motion element per card is a cost a wall of thousands does not need to pay). A plain
    // card that starts leaving is redrawn as a motion one, the same size in the same place.
    const [initial] = useState(entrance ?? 'shown');
    const [animated, setAnimated] = useState(entrance !== null);
    if (leaving && !animated) setAnimated(true);
    const props = {
      'data-id': message.id,
      'data-block': block,
      'data-block-start': blockStart ? block : undefined,
      style: { paddingBottom: CARD_GAP_PX },
      children: <MessageCard message={message} own={own} />,
    };
    return animated ? (
      <m.li
        variants={card}
        initial={initial}
        animate={leaving ? 'leaving' : 'shown'}
        onAnimationComplete={(done) => {
          if (done === 'leaving') onGone(message.id);
        }}
        {...props}
      />
    ) : (
      <li {...props} />
    );
  },
  (before, after) =>
    sameMessage(before.message, after.message) &&
    before.own === after.own &&
    before.leaving === after.leaving &&
    before.onGone === after.onGone &&
    before.block === after.block &&
    before.blockStart === after.blockStart,
);
