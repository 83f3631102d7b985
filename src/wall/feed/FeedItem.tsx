import { memo, useState } from 'react';
import { m, type Variants } from 'framer-motion';
import { CARD_GAP_PX } from '../layout';
import { MessageCard } from './MessageCard';
import type { Message } from '../data/types';

export interface FeedItemProps {
  message: Message;
  /** Animate in as it mounts: a live arrival, not a card revealed or brought back. */
  arriving: boolean;
  /** The block it belongs to (feedBlocks.ts), and whether it is that block's first card. */
  block: number;
  blockStart: boolean;
}

// An arriving card slides and fades in where it lands. Its height is not animated: a growing
// element defeats the browser's scroll anchoring (measured in Chromium: the reader's card
// jumped by a card's height), while a card inserted at full height is compensated, so a
// reader scrolled into the list stays on the card they are reading.
const arrival: Variants = {
  arriving: { opacity: 0, y: -16, scale: 0.97 },
  shown: { opacity: 1, y: 0, scale: 1, transition: { duration: 0.4, ease: [0.22, 1, 0.36, 1] } },
};

const sameMessage = (a: Message, b: Message) =>
  a.id === b.id &&
  a.authorName === b.authorName &&
  a.content === b.content &&
  a.pending === b.pending &&
  a.createdAt.getTime() === b.createdAt.getTime();

/**
 * One message in the list. Each snapshot maps every document afresh, so it compares by
 * value: a live arrival re-renders no card already shown. `arriving` matters only at mount.
 */
export const FeedItem = memo(
  function FeedItem({ message, arriving, block, blockStart }: FeedItemProps) {
    // Decided once: an arrival is a motion element for life, every other card a plain one
    // (a motion element per card is a cost a wall of thousands does not need to pay).
    const [animated] = useState(arriving);
    const props = {
      'data-block': block,
      'data-block-start': blockStart ? block : undefined,
      style: { paddingBottom: CARD_GAP_PX },
      children: <MessageCard message={message} />,
    };
    return animated ? (
      <m.li variants={arrival} initial="arriving" animate="shown" {...props} />
    ) : (
      <li {...props} />
    );
  },
  (before, after) =>
    sameMessage(before.message, after.message) &&
    before.block === after.block &&
    before.blockStart === after.blockStart,
);
