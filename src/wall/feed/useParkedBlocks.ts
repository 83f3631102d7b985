import { useEffect, useRef, useState, type RefObject } from 'react';
import { isNearView } from './feedBlocks';

/** Below this many cards shown nothing is parked: a wall of hundreds stays whole in the page. */
export const PARK_FROM_CARDS = 300;
/** Blocks within this many screens of the view stay mounted. */
const NEAR_SCREENS = 1.5;
const NONE: ReadonlySet<number> = new Set();

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((index) => b.has(index));

/**
 * Which blocks of a long wall are parked: replaced by one empty item of their measured
 * height while far off screen, so a reader who has scrolled through thousands of messages
 * keeps a page of a few hundred cards. A parked block comes back before it scrolls into view;
 * a block holding the keyboard focus is never parked.
 */
export function useParkedBlocks(list: RefObject<HTMLOListElement | null>, shown: number) {
  const heights = useRef(new Map<number, number>());
  const [parked, setParked] = useState(NONE);
  const enabled = shown > PARK_FROM_CARDS;
  const current = enabled ? parked : NONE;

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
      const next = new Set<number>();
      for (const [index, { top, bottom }] of spans) {
        if (bottom !== undefined) heights.current.set(index, bottom - top);
        const height = heights.current.get(index);
        if (height === undefined || String(index) === focused) continue;
        if (!isNearView(top, height, view, view * NEAR_SCREENS)) next.add(index);
      }
      setParked((was) => (sameSet(was, next) ? was : next));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
    // `shown`: cards revealed below the view are parked too, without waiting for a scroll.
  }, [enabled, list, shown]);

  return { parked: current, heightOf: (index: number) => heights.current.get(index) ?? 0 };
}
