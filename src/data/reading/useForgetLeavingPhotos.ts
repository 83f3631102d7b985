import { useEffect, useRef } from 'react';
import type { Message } from '../schema/types';
import { forgetImagesOf } from './photos';

/**
 * The images a list no longer shows, forgotten: a photo message that left the wall (removed,
 * taken back, held again) keeps nothing on the device (photos.ts keeps what is shown).
 */

/**
 * The photo messages in `before` that are not in `after`: those that left the wall. On a
 * sliding list (/screen's newest page) a message also leaves at the bottom as posts arrive,
 * so only one that left with a newer one still there counts: it was taken off the wall.
 */
export function leftWithPhotos(
  before: readonly Message[],
  after: readonly Message[],
  sliding = false,
): string[] {
  const still = new Set(after.map((message) => message.id));
  const oldest = Math.min(...after.map((message) => message.createdAt.getTime()));
  return before
    .filter((message) => message.photo !== undefined && !still.has(message.id))
    .filter((message) => !sliding || message.createdAt.getTime() > oldest)
    .map((message) => message.id);
}

/**
 * Forgets the images of every photo message that leaves `messages` (forgetImagesOf), comparing
 * each list with the one before; undefined while the list is not live (loading, listening
 * afresh), so a list read again compares with the last one shown. On the home page's wall a
 * card leaves only when its message leaves the wall; on /screen's `sliding` page the oldest
 * also leave as posts arrive, and are kept (leftWithPhotos).
 */
export function useForgetLeavingPhotos(messages: readonly Message[] | undefined, sliding = false) {
  const shown = useRef<readonly Message[] | undefined>(undefined);
  useEffect(() => {
    if (!messages) return;
    const before = shown.current;
    shown.current = messages;
    if (before) forgetImagesOf(leftWithPhotos(before, messages, sliding));
  }, [messages, sliding]);
}
