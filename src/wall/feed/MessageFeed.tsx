import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useReducedMotion } from 'framer-motion';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { feedBlocks } from '../blocks/feedBlocks';
import { FeedItem } from './FeedItem';
import { ShowMore } from './ShowMore';
import { MESSAGES_PAGE } from '../../data/schema/schema';
import type { Message } from '../../data/schema/types';
import { useArrivals } from './useArrivals';
import { useDepartures } from './useDepartures';
import { useKeepFocus } from './useKeepFocus';
import { WallCardStyles } from '../WallCardStyles';
import { PARK_FROM_CARDS, useBlockSlots, useParkedBlocks } from '../blocks/useParkedBlocks';

/** Cards read and rendered at first and added per "Show more": one page of the wall. */
export const FEED_STEP = MESSAGES_PAGE;
/** Cards in the wall's first commit: more than a tall phone shows below the form. */
export const FIRST_SCREEN_CARDS = 8;

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

export interface MessageFeedProps {
  /** Every message loaded, newest first: the pages read so far, all live. */
  messages: readonly Message[];
  /** Whether older messages may be left to read. */
  hasMore?: boolean;
  /** Reads the next page (useLivePages' loadMore). */
  onMore?: () => void;
  /** The visitor's own messages still within their window (useOwnMessageIds). */
  ownIds?: ReadonlySet<string>;
}

/**
 * The messages, newest first: every page read so far, and the next one read as the reader
 * nears the end (or presses Show more). On a very long wall, blocks far off screen are
 * parked (useParkedBlocks), so the page stays light however far the reader goes.
 */
export function MessageFeed({ messages, hasMore = false, onMore, ownIds }: MessageFeedProps) {
  // MotionConfig reducedMotion="user" stills transforms only; the fades are ours to drop. No
  // AnimatePresence: it can fade out only a card that was a motion element all along, and a
  // parked card must leave the page at once (useDepartures).
  const reduceMotion = useReducedMotion() ?? false;
  const { entranceOf, announcement } = useArrivals(messages);
  const { display, leaving, gone, settle } = useDepartures(messages, !reduceMotion);
  const shown = display.length;

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
  // The first screenful first: the wall opens with the cards a phone shows, and the rest of
  // the page's cards follow in a transition (in slices, a tap never waits for them).
  const [opened, setOpened] = useState(false);
  useEffect(() => startTransition(() => setOpened(true)), []);
  const firstScreen = opened
    ? undefined
    : new Set(display.slice(0, FIRST_SCREEN_CARDS).map((message) => message.id));
  const draws = (message: Message) => !firstScreen || firstScreen.has(message.id);

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
            inBlock
              .filter(draws)
              .map((message, position) => (
                <FeedItem
                  key={message.id}
                  message={message}
                  own={ownIds?.has(message.id) ?? false}
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
      {hasMore && onMore && opened ? <ShowMore count={FEED_STEP} onShow={onMore} /> : null}
    </>
  );
}
