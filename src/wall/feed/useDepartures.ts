import { useCallback, useMemo, useState } from 'react';
import type { Message } from '../../data/schema/types';

/**
 * The wall's order (compareCursors in src/data/reading/pagination.ts): newest first, ties by id, the
 * highest first. A leaving card is put back by it, so it must be the wall's own: with ties the
 * other way round, a card leaving from among messages posted in the same instant jumped to
 * the top of them while it faded. (A Date holds milliseconds, the stored time microseconds:
 * two posts within one millisecond are told apart by id here, at worst for the 0.3 s fade.)
 */
const newestFirst = (a: Message, b: Message) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id === b.id ? 0 : a.id < b.id ? 1 : -1);

/** The snapshot with the leaving messages put back where they were (both newest first). */
function withLeaving(messages: readonly Message[], leaving: readonly Message[]): Message[] {
  const merged: Message[] = [];
  let next = 0;
  for (const message of messages) {
    for (let head = leaving[next]; head && newestFirst(head, message) < 0; head = leaving[next]) {
      merged.push(head);
      next += 1;
    }
    merged.push(message);
  }
  return [...merged, ...leaving.slice(next)];
}

/**
 * Messages the live query removed (the organizer took them down) that stay on the page while
 * their card fades out: `display` is the snapshot with them still in place, and `gone(id)`,
 * called when a card's exit ends, takes one out. Only cards drawn on the page fade (see
 * `settle`); with reduced motion nothing stays. A removed message that comes back (restored)
 * before its exit ends simply stays.
 */
export function useDepartures(messages: readonly Message[], animate: boolean) {
  const [current, setCurrent] = useState(messages);
  const [leaving, setLeaving] = useState<readonly Message[]>([]);

  // A new snapshot (React's "adjust state while rendering" pattern, as in useArrivals): the
  // messages it dropped start leaving in the same render that would have dropped their cards.
  const adjusting = messages !== current;
  if (adjusting) {
    const present = new Set(messages.map((message) => message.id));
    const removed = animate ? current.filter((message) => !present.has(message.id)) : [];
    setCurrent(messages);
    const still = leaving.filter((message) => !present.has(message.id));
    if (removed.length > 0 || still.length !== leaving.length) {
      setLeaving([...still, ...removed].sort(newestFirst));
    }
  }

  const display = useMemo(
    () => (leaving.length === 0 ? messages : withLeaving(messages, leaving)),
    [messages, leaving],
  );
  const leavingIds = useMemo(() => new Set(leaving.map((message) => message.id)), [leaving]);
  const gone = useCallback(
    (id: string) => setLeaving((was) => was.filter((message) => message.id !== id)),
    [],
  );
  /**
   * Drops at once the leaving messages with no card on the page (beyond the cards shown, or
   * in a parked block): nothing of theirs can fade, and nothing would call `gone`. Called
   * while rendering, with the ids drawn as cards in this render.
   */
  const settle = (drawn: (id: string) => boolean) => {
    // This render is thrown away for the one with the new snapshot's state, which settles.
    if (adjusting) return;
    const kept = leaving.filter((message) => drawn(message.id));
    if (kept.length !== leaving.length) setLeaving(kept);
  };

  return { display, leaving: leavingIds, gone, settle };
}
