import { useState } from 'react';
import type { Message } from '../data/types';

const idsOf = (messages: readonly Message[]) => new Set(messages.map((message) => message.id));

/**
 * Tells live arrivals from the messages already known: a message missing from the previous
 * snapshot is new, so its card animates in as it mounts, and another visitor's message is
 * announced ("New message from Ada") by a status line rather than the list reading itself
 * out. Cards revealed by showing more are not arrivals: they were known all along.
 */
export function useArrivals(messages: readonly Message[]) {
  const [current, setCurrent] = useState(messages);
  const [known, setKnown] = useState(() => idsOf(messages));
  const [announcement, setAnnouncement] = useState('');

  // A new snapshot: remember what was known before it (React's "adjust state while
  // rendering" pattern, so the arriving cards mount already knowing they are new).
  if (messages !== current) {
    const before = idsOf(current);
    setCurrent(messages);
    setKnown(before);
    // The visitor's own post (pending) is announced by the form's notice instead.
    const others = messages.filter((message) => !before.has(message.id) && !message.pending);
    const [first] = others;
    if (first) {
      setAnnouncement(
        others.length === 1
          ? `New message from ${first.authorName}`
          : `${others.length} new messages`,
      );
    }
  }

  return { isNew: (id: string) => !known.has(id), announcement };
}
