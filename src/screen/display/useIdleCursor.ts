import { useEffect, useState } from 'react';

/** How long the pointer must rest before the cursor (and the screen's button) hide. */
export const CURSOR_IDLE_MS = 3_000;

/**
 * True once the pointer has not moved for `idleMs`, false again as soon as it moves: a TV
 * across the room should show no cursor, but whoever walks up with the mouse gets it back.
 */
export function useIdleCursor(idleMs = CURSOR_IDLE_MS): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wake = () => {
      clearTimeout(timer);
      setIdle(false);
      timer = setTimeout(() => setIdle(true), idleMs);
    };
    wake();
    window.addEventListener('pointermove', wake, { passive: true });
    window.addEventListener('pointerdown', wake, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointermove', wake);
      window.removeEventListener('pointerdown', wake);
    };
  }, [idleMs]);
  return idle;
}
