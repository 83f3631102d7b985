import { useState } from 'react';
import type { Message } from '../../data/schema/types';
import type { Entrance } from './FeedItem';

interface Known {
  ids: ReadonlySet<string>;
  /** The newest message's time: a new message older than it is one restored, not news. */
  newest: number;
}

const knownOf = (messages: readonly Message[]): Known => ({
  ids: new Set(messages.map((message) => message.id)),
  newest: messages[0]?.createdAt.getTime() ?? Number.NEGATIVE_INFINITY,
});

const isArrival = (message: Message, before: Known) =>
  !before.ids.has(message.id) && (message.pending || message.createdAt.getTime() >= before.newest);

/**
 * Tells live arrivals from the messages already known: a message missing from the previous
 * snapshot and newer than all of it is new, so its card animates in as it mounts, and another
 * visitor's message is announced ("New message from Ada") by a status line rather than the
 * list reading itself out. Cards revealed by showing more are not arrivals: they were known
 * all along. Nor is a message the organizer restores: it comes back with its original time,
 * somewhere down the list, so its card fades in where it was and nothing is announced.
 */
export function useArrivals(messages: readonly Message[]) {
  const [current, setCurrent] = useState(messages);
  const [known, setKnown] = useState(() => knownOf(messages));
  const [announcement, setAnnouncement] = useState('');

  // A new snapshot: remember what was known before it (React's "adjust state while
  // rendering" pattern, so the arriving cards mount already knowing they are new).
  if (messages !== current) {
    const before = knownOf(current);
    setCurrent(messages);
    setKnown(before);
    // The visitor's own post (pending) is announced by the form's notice instead.
    const others = messages.filter((message) => isArrival(message, before) && !message.pending);
    const [first] = others;
    if (first) {
      setAnnouncement(
        others.length === 1
          ? `New message from ${first.authorName}`
          : `${others.length} new messages`,
      );
    }
  }

  const entranceOf = (message: Message): Entrance | null =>
    known.ids.has(message.id) ? null : isArrival(message, known) ? 'arriving' : 'returning';
  return { entranceOf, announcement };
}
