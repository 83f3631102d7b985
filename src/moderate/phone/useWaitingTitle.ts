import { useEffect } from 'react';
import type { PagedList, DeskMessage } from '../../data/moderation/moderationTypes';
import { waitingTitle } from './waitingText';

interface Badging {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** The installed desk's icon, where the browser draws a badge on it (and not otherwise). */
function badge(count: number): void {
  const badging = navigator as Navigator & Badging;
  const done = count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.();
  // Refused (an iPhone's home-screen app without notification permission): the title still counts.
  done?.catch(() => undefined);
}

/**
 * The waiting count where the organizer looks from elsewhere: the tab's title, "(3) Jake's
 * wall: organizer" ("(offline)" after it while the desk is not live), and the installed app's
 * badge, following the live list. Leaving the desk
 * puts the page's title back and clears the badge.
 */
export function useWaitingTitle(
  waiting: PagedList<DeskMessage>,
  personName: string,
  live: boolean,
): void {
  const count = waiting.status === 'loading' ? 0 : waiting.items.length;
  const hasMore = waiting.status !== 'loading' && waiting.hasMore;
  useEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
      badge(0);
    };
  }, []);
  useEffect(() => {
    document.title = waitingTitle(personName, count, { hasMore, live });
    badge(count);
  }, [personName, count, hasMore, live]);
}
