import { useCallback, useEffect, useRef, useState } from 'react';
import {
  COOLDOWN_STORAGE_KEY,
  cooldownLeft,
  readLastPost,
  secondsLeft,
  writeLastPost,
} from './cooldown';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export interface Cooldown {
  /** Whole seconds until this browser may post again; 0 when it may. */
  seconds: number;
  /** Checked at the moment of posting, so a held key cannot slip past a stale render. */
  isActive(): boolean;
  start(): void;
  /** Ends the pause early: a post the backend refused did not count. */
  clear(): void;
}

/** The pause between posts (cooldown.ts), kept in localStorage and shared by open tabs. */
export function useCooldown(): Cooldown {
  const lastPostAt = useRef<number | undefined>(undefined);
  // Read at once, so a reload during the pause never shows the button free for a frame.
  const [seconds, setSeconds] = useState(() =>
    secondsLeft(cooldownLeft(readLastPost(storage()), Date.now())),
  );

  const refresh = useCallback(() => {
    setSeconds(secondsLeft(cooldownLeft(lastPostAt.current, Date.now())));
  }, []);

  useEffect(() => {
    lastPostAt.current = readLastPost(storage());
    refresh();
    const onStorage = (event: StorageEvent) => {
      if (event.key !== COOLDOWN_STORAGE_KEY) return;
      lastPostAt.current = readLastPost(storage());
      refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refresh]);

  const cooling = seconds > 0;
  useEffect(() => {
    if (!cooling) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Just past each whole second of the pause, so the count steps as a clock would.
    const tick = () => {
      const left = cooldownLeft(lastPostAt.current, Date.now());
      setSeconds(secondsLeft(left));
      if (left > 0) timer = setTimeout(tick, (left % 1000 || 1000) + 10);
    };
    tick();
    return () => clearTimeout(timer);
  }, [cooling]);

  const isActive = useCallback(() => cooldownLeft(lastPostAt.current, Date.now()) > 0, []);
  const start = useCallback(() => {
    lastPostAt.current = Date.now();
    writeLastPost(storage(), lastPostAt.current);
    refresh();
  }, [refresh]);
  const clear = useCallback(() => {
    lastPostAt.current = undefined;
    writeLastPost(storage(), undefined);
    refresh();
  }, [refresh]);

  return { seconds, isActive, start, clear };
}
