import { POST_COOLDOWN_MS } from '../../data/schema/schema';

/**
 * The pause between posts from one browser, so a held key or an eager friend cannot flood
 * the wall. The form counts it on this device; firestore.rules refuses a post inside it by
 * the server's clock (the number has one source, src/data/schema/schema.ts).
 */
export { POST_COOLDOWN_MS };

/** Where the last post's time is kept, so a reload does not reset the pause. */
export const COOLDOWN_STORAGE_KEY = 'wall.lastPostAt';

/**
 * Milliseconds until this browser may post again: 0 when it may. A stored time further in
 * the future than one pause (the clock was set back, or the value is garbage) is ignored
 * rather than locking the form.
 */
export function cooldownLeft(lastPostAt: number | undefined, now: number): number {
  if (lastPostAt === undefined) return 0;
  const left = lastPostAt + POST_COOLDOWN_MS - now;
  return left > 0 && left <= POST_COOLDOWN_MS ? left : 0;
}

/** The whole seconds to show ("You can post again in 12 s"). */
export function secondsLeft(ms: number): number {
  return Math.ceil(ms / 1000);
}

/** The stored time of the last post, or undefined (nothing stored, unreadable, no storage). */
export function readLastPost(storage: Pick<Storage, 'getItem'> | undefined): number | undefined {
  try {
    const stored = storage?.getItem(COOLDOWN_STORAGE_KEY) ?? '';
    return /^\d+$/.test(stored) ? Number(stored) : undefined;
  } catch {
    return undefined;
  }
}

/** Stores (or with undefined, forgets) the last post's time; storage that refuses is ignored. */
export function writeLastPost(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  time: number | undefined,
): void {
  try {
    if (time === undefined) storage?.removeItem(COOLDOWN_STORAGE_KEY);
    else storage?.setItem(COOLDOWN_STORAGE_KEY, String(time));
  } catch {
    // Private modes and full disks refuse; the pause then lasts for this page only.
  }
}
