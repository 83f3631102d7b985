import { startTransition, useEffect, useState, type ComponentType, type RefObject } from 'react';
import { config } from '../config/config';
import { ENGAGEMENT_EVENTS, engagedBeforeApp } from '../boot/engagement';
import { afterFirstCards } from '../boot/headingForWall';
import { whenIdle } from '../boot/idle';
import { whenOnScreen } from '../boot/onScreen';

const loadWall = () => import('./Wall');

/** A mark in the page's timeline, where there is one (jsdom has none under fake timers). */
function mark(name: string) {
  if (typeof performance.mark === 'function') performance.mark(name);
}

export type Loaded =
  | { state: 'waiting' }
  | { state: 'loading' }
  | { state: 'ready'; Wall: ComponentType }
  | { state: 'failed' };

/**
 * When the wall's chunk loads and shows (DeferredWall says why): `loaded` once the visitor
 * heads for the wall, watched through `placeholder`; `prepared`, the wall readied at idle to
 * be rendered hidden until then.
 */
export function useWallLoading(placeholder: RefObject<HTMLDivElement | null>): {
  loaded: Loaded;
  prepared: ComponentType | undefined;
} {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'waiting' });
  // The wall readied at idle: rendered hidden (no effect runs, so nothing is asked of
  // Firestore) until the visitor heads for it.
  const [prepared, setPrepared] = useState<ComponentType>();

  useEffect(() => {
    // The wrapper is display: contents (no box of its own): watch the section inside it.
    const target = placeholder.current;
    if (!target) return undefined;
    let started = false;
    let cancelled = false;
    let stopOnScreen: () => void = () => undefined;
    const stopWatching = () => {
      stopOnScreen();
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, start, true);
    };
    function start() {
      if (started) return;
      started = true;
      stopWatching();
      // The first cards the boot entry draws over REST come first, when they are on their way.
      afterFirstCards(show);
    }
    function show() {
      if (cancelled) return;
      setLoaded({ state: 'loading' });
      // Where the wall's time goes, for the bench (bench/lib/scale.mjs reads the marks).
      mark('wall-start');
      loadWall().then(
        (module) => {
          mark('wall-module');
          // A transition: if the wall still waits for something (App Check), the placeholder
          // stays up meanwhile and the rest of the page goes on updating. No Suspense
          // boundary sits above the wall, so as an ordinary update it would hold up every
          // other ordinary update on the page until the wait was over.
          if (!cancelled) {
            startTransition(() => setLoaded({ state: 'ready', Wall: module.default }));
          }
        },
        (error: unknown) => {
          console.error('The message wall could not load.', error);
          if (!cancelled) setLoaded({ state: 'failed' });
        },
      );
    }
    // A scroll, tap or key press means the visitor is using the page, most likely on the way
    // down to the wall: time to fetch it, a scroll or two ahead of needing it. One made
    // before the app arrived (src/boot.ts noted it) counts as much as one made now.
    for (const type of ENGAGEMENT_EVENTS) {
      window.addEventListener(type, start, { capture: true, passive: true });
    }
    if (engagedBeforeApp()) start();
    else stopOnScreen = whenOnScreen(target.firstElementChild ?? target, start);
    // Readied at idle, not shown: the wall's modules run (Firestore set up, nothing asked of
    // it) and it renders hidden, so heading for the wall later costs only its one round trip
    // and its cards. Not with App Check, which would load reCAPTCHA for every visitor.
    whenIdle(() => {
      if (started || cancelled || !navigator.onLine || config.appCheckSiteKey) return;
      loadWall().then(
        (module) => {
          if (!cancelled) startTransition(() => setPrepared(() => module.default));
        },
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      stopWatching();
    };
    // The ref object is the same for the component's life: this runs once.
  }, [placeholder]);

  return { loaded, prepared };
}
