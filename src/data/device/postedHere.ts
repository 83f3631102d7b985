import { useEffect, useState } from 'react';
import { deviceList, entryOf, useDeviceList } from './deviceList';
import { OWN_POST_WINDOW_MS } from '../schema/schema';

/**
 * The messages this device posted, with when it sent each (by its own clock), so their cards
 * can offer "Edit your message" and "Delete your message" for OWN_POST_WINDOW_MS, across a
 * reload. Only the id and a time, on this device (localStorage): who wrote a message is
 * nowhere in what other visitors read. The rules decide by authors/{id}, written in the post's
 * batch and stamped by the server a moment after the device's time here, so the buttons go
 * before the rules would refuse. The identity that may edit is anonymous Auth's, which keeps
 * itself on the device too (src/firebase/auth.ts).
 */
export interface Authored {
  id: string;
  /** When this device sent the post (ms since the epoch, its own clock). */
  postedAt: number;
}

export const AUTHORED_KEY = 'birthday-wall.authored';
/** More than a guest can post within one window (one post per pause): older ones are past it. */
export const AUTHORED_MAX = 50;

const isAuthored = entryOf<Authored>({ id: 'string', postedAt: 'number' });

const stored = deviceList(AUTHORED_KEY, isAuthored, AUTHORED_MAX);

/** Whether `entry` may still be edited or deleted at `now` (ms). */
export function isInWindow(entry: Authored, now: number): boolean {
  return now >= entry.postedAt - OWN_POST_WINDOW_MS && now < entry.postedAt + OWN_POST_WINDOW_MS;
}

/** Remembers a post this device is sending; entries past their window are dropped. */
export function rememberAuthored(id: string, postedAt: number): void {
  const kept = stored.read().filter((entry) => entry.id !== id && isInWindow(entry, postedAt));
  stored.save([{ id, postedAt }, ...kept]);
}

/** Forgets posts taken back, or refused before they were stored. */
export function forgetAuthored(id: string): void {
  const entries = stored.read();
  if (entries.some((entry) => entry.id === id)) {
    stored.save(entries.filter((entry) => entry.id !== id));
  }
}

/** The ids still within their window at `now`, and the moment the next one leaves it. */
export function ownAt(
  entries: readonly Authored[],
  now: number,
): { ids: ReadonlySet<string>; nextChange: number | null } {
  const open = entries.filter((entry) => isInWindow(entry, now));
  const ends = open.map((entry) => entry.postedAt + OWN_POST_WINDOW_MS);
  return {
    ids: new Set(open.map((entry) => entry.id)),
    nextChange: ends.length > 0 ? Math.min(...ends) : null,
  };
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The ids of this device's messages it may still edit or delete, by `now` (the clock is an
 * input: tests pass a pinned one or use fake timers). One timer, to the next window's end;
 * none while nothing is open.
 */
export function useOwnMessageIds(now: () => number = Date.now): ReadonlySet<string> {
  const entries = useDeviceList(stored);
  const [, setTick] = useState(0);
  const { ids, nextChange } = ownAt(entries, now());
  useEffect(() => {
    if (nextChange === null) return undefined;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.max(0, nextChange - now()));
    return () => clearTimeout(timer);
  }, [nextChange, now]);
  return ids.size > 0 ? ids : NONE;
}
