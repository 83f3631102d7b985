import { useCallback, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useReducedMotion } from 'framer-motion';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { feedBlocks } from './feedBlocks';
import { FeedItem } from './FeedItem';
import { ShowMore } from './ShowMore';
import type { Message } from '../../data/types';
import { useArrivals } from './useArrivals';
import { useDepartures } from './useDepartures';
import { useKeepFocus } from './useKeepFocus';
import { WallCardStyles } from '../WallCardStyles';
import { PARK_FROM_CARDS, useBlockSlots, useParkedBlocks } from './useParkedBlocks';

/** Cards rendered at first and added per step; every message is loaded (no page size). */
export const FEED_STEP = 50;

// The first step's cards skip layout and paint while off screen (content-visibility), so a
// wall opens with only the cards in view laid out (laying out all 50 took 132 ms of the
// harness's first render on the project's machine). They stay in the accessibility tree, the tab order
// and find-in-page, and keep their height once drawn. Only until blocks start parking
// (useParkedBlocks): a parked block is measured and comes back at that height, which holds
// only for cards that are laid out, so from then on every card is.
const listSx = { listStyle: 'none', m: 0, p: 0 } as const;
const openingListSx = {
  ...listSx,
  [`& > li:nth-of-type(-n + ${FEED_STEP}) > .wall-card`]: {
    contentVisibility: 'auto',
    containIntrinsicBlockSize: 'auto 112px',
  },
} as const;

/**
 * The messages, newest first, rendered progressively: the first FEED_STEP, then more as the
 * reader nears the end (or presses Show more), counted from the last card shown so arrivals
 * on top push nothing out. On a very long wall, blocks far off screen are parked
 * (useParkedBlocks), so the page stays light however far the reader goes.
 */
export function MessageFeed({ messages }: { messages: readonly Message[] }) {
  // MotionConfig reducedMotion="user" stills transforms only; the fades are ours to drop. No
  // AnimatePresence: it can fade out only a card that was a motion element all along, and a
  // parked card must leave the page at once (useDepartures).
  const reduceMotion = useReducedMotion() ?? false;
  const { entranceOf, announcement } = useArrivals(messages);
  const { display, leaving, gone, settle } = useDepartures(messages, !reduceMotion);
  // Counted to the last card shown; when that one is removed, to where it was.
  const [lastShown, setLastShown] = useState(() => messages[FEED_STEP - 1]);
  const shown = shownUpTo(display, lastShown);
  const showMore = useCallback(() => {
    setLastShown(display[Math.min(display.length, shown + FEED_STEP) - 1]);
  }, [display, shown]);

  const list = useRef<HTMLOListElement>(null);
  const slots = useBlockSlots(display);
  // Not again for a render that only parks or brings back blocks as the reader scrolls.
  const blocks = useMemo(() => feedBlocks(display, shown, slots), [display, shown, slots]);
  const { parked, heightOf } = useParkedBlocks(list, shown, blocks);
  if (leaving.size > 0) {
    const drawn = new Set(
      blocks.flatMap(({ index, messages: inBlock }) =>
        parked.has(index) ? [] : inBlock.map((message) => message.id),
      ),
    );
    settle((id) => drawn.has(id));
  }
  useKeepFocus(list, display, leaving);

  return (
    <>
      <WallCardStyles />
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      <Box
        component="ol"
        ref={list}
        aria-label="Messages"
        sx={shown > PARK_FROM_CARDS ? listSx : openingListSx}
      >
        {blocks.flatMap(({ index, messages: inBlock }) =>
          parked.has(index) ? (
            <li
              key={`parked-${index}`}
              aria-hidden
              data-block-start={index}
              style={{ height: heightOf(index) }}
            />
          ) : (
            inBlock.map((message, position) => (
              <FeedItem
                key={message.id}
                message={message}
                entrance={reduceMotion ? null : entranceOf(message)}
                leaving={leaving.has(message.id)}
                onGone={gone}
                block={index}
                blockStart={position === 0}
              />
            ))
          ),
        )}
      </Box>
      {shown < display.length ? (
        <ShowMore
          count={Math.min(FEED_STEP, display.length - shown)}
          remaining={display.length - shown}
          onShow={showMore}
        />
      ) : null}
    </>
  );
}

/** How many cards are shown: up to `last`, or when it is gone, up to where it was. */
function shownUpTo(messages: readonly Message[], last: Message | undefined) {
  if (!last) return Math.min(messages.length, FEED_STEP);
  const index = messages.findIndex((message) => message.id === last.id);
  if (index >= 0) return index + 1;
  const older = messages.findIndex((message) => message.createdAt < last.createdAt);
  return older >= 0 ? older : messages.length;
}
