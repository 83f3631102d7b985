import { useEffect, useRef } from 'react';
import type { DeskAlerts } from '../../data/device/deskAlerts';
import type { PagedList, DeskMessage } from '../../data/moderation/moderationTypes';
import { playChime } from './chime';
import { closeNotices, showNotice } from './systemNotification';
import { newlyWaiting, waitingNotice } from './waitingText';

/**
 * How long the desk gathers posts that start waiting before it notifies: guests at a party
 * post in bursts (a toast, a table), and five notifications in a second are noise. The sound
 * comes at the first of them.
 */
export const BURST_MS = 2_000;

/**
 * After a chime or a notification that sounded, the next bursts within this long update the
 * notification quietly: one post every 30 s is each new identity's limit, so a script with
 * many identities could otherwise make the organizer's phone ring every couple of seconds.
 */
export const QUIET_MS = 60_000;

/** Whether the organizer is looking elsewhere: another tab or app, the phone asleep. */
export function deskInBackground(): boolean {
  return document.visibilityState === 'hidden' || !document.hasFocus();
}

/**
 * Calls the organizer, as they chose on this device, when posts start waiting while the desk
 * is in the background: the chime at once, one notification per burst naming them. Nothing
 * for what already waited when the desk opened, nor while they look at it; coming back to
 * the desk takes its notification down.
 */
export function useWaitingAlerts(
  waiting: PagedList<DeskMessage>,
  alerts: DeskAlerts,
  burstMs = BURST_MS,
): void {
  const chosen = useRef(alerts);
  const before = useRef<readonly DeskMessage[] | null>(null);
  const burst = useRef<DeskMessage[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // When the desk last rang (the chime, or a notification that sounded); -Infinity: never.
  const rangAt = useRef(-Infinity);
  // Whether the chime rang at this burst's start: its notice may sound with it.
  const burstRang = useRef(false);

  useEffect(() => {
    chosen.current = alerts;
  }, [alerts]);

  useEffect(() => {
    if (waiting.status === 'loading') return;
    const previous = before.current;
    before.current = waiting.items;
    // The first answer is what waited before the desk opened: the list shows it.
    if (previous === null) return;
    const fresh = newlyWaiting(previous, waiting.items);
    const { sound, notify } = chosen.current;
    if (fresh.length === 0 || (!sound && !notify) || !deskInBackground()) return;
    if (burst.current.length === 0) {
      burstRang.current = sound && Date.now() - rangAt.current >= QUIET_MS;
      if (burstRang.current) {
        playChime();
        rangAt.current = Date.now();
      }
    }
    burst.current = [...fresh, ...burst.current];
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      // Only those still waiting: another moderator may have decided some meanwhile.
      const still = new Set(before.current?.map((post) => post.id));
      const posts = burst.current.filter((post) => still.has(post.id));
      burst.current = [];
      if (posts.length === 0 || !chosen.current.notify || !deskInBackground()) return;
      const loud = burstRang.current || Date.now() - rangAt.current >= QUIET_MS;
      if (loud) rangAt.current = Date.now();
      showNotice(waitingNotice(posts), { quiet: !loud }).catch((error: unknown) =>
        console.warn('The waiting posts could not be notified', error),
      );
    }, burstMs);
  }, [waiting.status, waiting.items, burstMs]);

  useEffect(() => {
    const onReturn = () => {
      if (deskInBackground()) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      burst.current = [];
      void closeNotices();
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
      clearTimeout(timer.current);
    };
  }, []);
}
