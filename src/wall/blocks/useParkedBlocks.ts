import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { assignSlots, isNearView, type FeedBlock, type Slots } from './feedBlocks';
import type { Message } from '../../data/schema/types';

/** Below this many cards shown nothing is parked: a wall of hundreds stays whole in the page. */
export const PARK_FROM_CARDS = 300;
/** Blocks within this many screens of the view stay mounted. */
const NEAR_SCREENS = 1.5;

const NO_SLOTS: Slots = new Map();

/**
 * Every message's place, kept for the life of the list (assignSlots): a message removed, or
 * one that arrives, moves no other message to another block. Adjusted while rendering, like
 * useDepartures, and only when a message without a place appears.
 */
export function useBlockSlots(messages: readonly Message[]): Slots {
  const [slots, setSlots] = useState(() => assignSlots(NO_SLOTS, messages));
  const next = assignSlots(slots, messages);
  if (next !== slots) setSlots(next);
  return next;
}

/** What a block holds: a height measured with other cards is not the block's any more. */
const contentOf = (block: FeedBlock) => block.messages.map((message) => message.id).join(' ');

interface Measured {
  height: number;
  content: string;
}
type Parked = ReadonlyMap<number, Measured>;
const NONE: Parked = new Map();

const sameParked = (a: Parked, b: Parked) =>
  a.size === b.size &&
  [...a].every(([index, { height, content }]) => {
    const other = b.get(index);
    return other?.height === height && other.content === content;
  });

/**
 * Which blocks of a long wall are parked: replaced by one empty item of their measured
 * height while far off screen, so a reader who has scrolled through thousands of messages
 * keeps a page of a few hundred cards. A parked block comes back before it scrolls into view;
 * a block holding the keyboard focus is never parked. A parked block whose cards changed (one
 * of its messages removed, or restored) comes back at once, to be measured again: the height
 * it parked at was another set of cards'.
 */
export function useParkedBlocks(
  list: RefObject<HTMLOListElement | null>,
  shown: number,
  blocks: readonly FeedBlock[],
) {
  const heights = useRef(new Map<number, Measured>());
  const [parked, setParked] = useState(NONE);
  const enabled = shown > PARK_FROM_CARDS;
  // Below the threshold nothing parks, and nothing here costs a render of the wall anything.
  const contents = useMemo(
    () => new Map(enabled ? blocks.map((block) => [block.index, contentOf(block)] as const) : []),
    [enabled, blocks],
  );
  const latest = useRef(contents);
  const current = enabled
    ? new Map([...parked].filter(([index, { content }]) => content === contents.get(index)))
    : NONE;
  const stale = enabled && current.size !== parked.size;

  useLayoutEffect(() => {
    latest.current = contents;
  });

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const ol = list.current;
      if (!ol) return;
      const view = window.innerHeight;
      const focused = document.activeElement?.closest('[data-block]')?.getAttribute('data-block');
      // One pass over the list: where each block starts and, for a block on the page, where
      // it ends (its height is what it parks at); a parked block keeps the height it had.
      const spans = new Map<number, { top: number; bottom?: number }>();
      for (const item of ol.children) {
        const block = item.getAttribute('data-block');
        const index = Number(block ?? item.getAttribute('data-block-start'));
        const { top, bottom } = item.getBoundingClientRect();
        const span = spans.get(index);
        if (!span) spans.set(index, block === null ? { top } : { top, bottom });
        else span.bottom = bottom;
      }
      const next = new Map<number, Measured>();
      for (const [index, { top, bottom }] of spans) {
        const content = latest.current.get(index) ?? '';
        if (bottom !== undefined) heights.current.set(index, { height: bottom - top, content });
        const known = heights.current.get(index);
        if (known?.content !== content || String(index) === focused) continue;
        if (!isNearView(top, known.height, view, view * NEAR_SCREENS)) next.set(index, known);
      }
      setParked((was) => (sameParked(was, next) ? was : next));
    };
    const request = () => {
      frame ||= requestAnimationFrame(update);
    };
    request();
    window.addEventListener('scroll', request, { passive: true });
    window.addEventListener('resize', request);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', request);
      window.removeEventListener('resize', request);
    };
    // `shown`: cards revealed below the view are parked too, without waiting for a scroll.
    // `stale`: a block brought back because its cards changed is measured on the next frame.
  }, [enabled, list, shown, stale]);

  return { parked: current, heightOf: (index: number) => current.get(index)?.height ?? 0 };
}
