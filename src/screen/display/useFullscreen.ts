import { useCallback, useEffect, useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

const isFullscreen = () => document.fullscreenElement !== null;

/** Whether a key press is the F shortcut: no modifier, not held down, not typed into a field. */
function isShortcut(event: KeyboardEvent): boolean {
  if (event.key !== 'f' && event.key !== 'F') return false;
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return false;
  const target = event.target;
  return !(
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export interface Fullscreen {
  /** False where the browser offers no full screen for pages (an iPhone's Safari). */
  available: boolean;
  active: boolean;
  toggle: () => void;
}

/**
 * The page in full screen and back, from the screen's button or the F key. The browser
 * leaves full screen by itself on Escape; `active` follows it either way.
 */
export function useFullscreen(): Fullscreen {
  const active = useSyncExternalStore(subscribe, isFullscreen);
  const available = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  const toggle = useCallback(() => {
    const change = isFullscreen()
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // Refused (no user gesture, a policy): the screen simply stays as it is.
    change.catch((error: unknown) => console.info('Full screen was refused.', error));
  }, []);

  useEffect(() => {
    if (!available) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [available, toggle]);

  return { available, active, toggle };
}
