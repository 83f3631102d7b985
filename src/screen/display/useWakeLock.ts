import { useEffect, useState } from 'react';

export type WakeLockStatus = 'unsupported' | 'requesting' | 'held' | 'released' | 'refused';

const supported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

// Anything the organizer does on the screen may be the gesture a browser wanted first.
const RETRY_EVENTS = ['visibilitychange', 'pointerdown', 'keydown'] as const;

/**
 * Keeps the display awake with the Screen Wake Lock API where the browser has it. The
 * browser lets go of the lock whenever the page is hidden (another tab, a minimised
 * window), so it is taken again as soon as the page is visible again; a refusal (battery
 * saver, a browser that wants a gesture first) is retried then too, and at the next tap or
 * key. Returns the lock's state, for the screen's data attribute and for tests.
 */
export function useWakeLock(): WakeLockStatus {
  const [status, setStatus] = useState<WakeLockStatus>(() =>
    supported() ? 'requesting' : 'unsupported',
  );

  useEffect(() => {
    if (!supported()) return undefined;
    let active = true;
    let asking = false;
    let lock: WakeLockSentinel | undefined;

    const acquire = async () => {
      if (asking || (lock && !lock.released) || document.visibilityState !== 'visible') return;
      asking = true;
      try {
        const granted = await navigator.wakeLock.request('screen');
        if (!active) {
          void granted.release();
          return;
        }
        lock = granted;
        setStatus('held');
        granted.addEventListener('release', () => {
          if (active) setStatus('released');
        });
      } catch (error) {
        if (active) setStatus('refused');
        console.info('The screen wake lock was refused; the display may dim.', error);
      } finally {
        asking = false;
      }
    };
    const retry = () => void acquire();

    void acquire();
    for (const type of RETRY_EVENTS) document.addEventListener(type, retry);
    return () => {
      active = false;
      for (const type of RETRY_EVENTS) document.removeEventListener(type, retry);
      void lock?.release();
    };
  }, []);

  return status;
}
