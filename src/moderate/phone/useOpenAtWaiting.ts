import { useEffect, useRef, useState } from 'react';
import type { PagedList, DeskMessage } from '../../data/moderation/moderationTypes';
import { onNoticeTapped } from './systemNotification';

/**
 * Brings the waiting post a notification named into view: from the address the worker opened
 * (/moderate#waiting-<id>, or #waiting-title for several), or, on a desk already open, from
 * the worker's message. Waits for the list to show it; a post decided meanwhile is not found,
 * and the desk stays where it is.
 */
export function useOpenAtWaiting(waiting: PagedList<DeskMessage>): void {
  const target = useRef(window.location.hash);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    const go = (hash: string) => {
      target.current = hash;
      setAsked((count) => count + 1);
    };
    const fromAddress = () => go(window.location.hash);
    window.addEventListener('hashchange', fromAddress);
    const stop = onNoticeTapped((hash) => {
      window.history.replaceState(window.history.state, '', hash);
      go(hash);
    });
    return () => {
      window.removeEventListener('hashchange', fromAddress);
      stop();
    };
  }, []);

  useEffect(() => {
    const hash = target.current;
    if (!hash.startsWith('#waiting-') || waiting.status === 'loading') return;
    const element = document.getElementById(hash.slice(1));
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    // Where the organizer's next Tab goes: the post's Approve button.
    element.closest('li')?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus({
      preventScroll: true,
    });
    target.current = '';
  }, [asked, waiting.status, waiting.items]);
}
