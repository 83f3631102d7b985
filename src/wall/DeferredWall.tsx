import {
  Activity,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { config } from '../config/config';
import { ENGAGEMENT_EVENTS, engagedBeforeApp } from '../boot/engagement';
import { noteBoxSx } from '../ui/cards';
import { reloadPage } from '../ui/reloadPage';
import { whenIdle } from '../boot/idle';
import { whenOnScreen } from '../boot/onScreen';
import { WallFrame } from './WallFrame';
import { WallPlaceholder } from './WallPlaceholder';

const loadWall = () => import('./Wall');

/** A mark in the page's timeline, where there is one (jsdom has none under fake timers). */
function mark(name: string) {
  if (typeof performance.mark === 'function') performance.mark(name);
}

type Loaded =
  | { state: 'waiting' }
  | { state: 'loading' }
  | { state: 'ready'; Wall: ComponentType }
  | { state: 'failed' };

// The placeholder's cards pulse only while something is on its way.
const stillSx = { display: 'contents', '& .MuiSkeleton-root': { animation: 'none' } } as const;
const loadingSx = { display: 'contents' } as const;

/**
 * The message wall, shown when the visitor heads for it. Firebase is most of the page's
 * weight and its connection the page's busiest work, so a visitor who only watches the
 * countdown never opens a connection and never reads a document: the wall shows as soon as
 * the visitor scrolls, taps or presses a key, or as soon as any of it is on screen
 * (straight away on a screen tall enough to show it). Its code is fetched ahead by the boot
 * entry (src/boot/fetchAhead.ts), so a visitor who has lost the connection by then still
 * gets it; once the app has started, the wall is readied at idle (its modules run, rendered
 * hidden, its effects and so its listens not started), so heading for it costs only its
 * round trip and its first cards. Until it shows, the placeholder keeps the wall's exact
 * place, standing still; while the chunk loads, its cards pulse. It is swapped for the wall
 * only once the chunk has arrived, so nothing flickers or moves.
 */
export function DeferredWall() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'waiting' });
  // The wall readied at idle: rendered hidden (no effect runs, so nothing is asked of
  // Firestore) until the visitor heads for it.
  const [prepared, setPrepared] = useState<ComponentType>();
  const placeholder = useRef<HTMLDivElement>(null);

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
  }, []);

  const Wall = loaded.state === 'ready' ? loaded.Wall : prepared;
  // One element for the hidden wall and the shown one, so showing it re-renders nothing.
  const wall = useMemo(() => (Wall ? <Wall /> : null), [Wall]);
  if (loaded.state === 'failed') return <WallUnavailable />;
  return (
    <>
      {loaded.state === 'ready' ? null : (
        // src/boot.ts finds it by its data attribute before the app has arrived.
        <Box
          ref={placeholder}
          data-wall-placeholder=""
          sx={loaded.state === 'loading' ? loadingSx : stillSx}
        >
          <WallPlaceholder />
        </Box>
      )}
      {wall ? (
        <Activity mode={loaded.state === 'ready' ? 'visible' : 'hidden'}>{wall}</Activity>
      ) : null}
    </>
  );
}

/** The wall's chunk did not arrive (offline, or a newer version of the site replaced it). */
function WallUnavailable() {
  return (
    <WallFrame personName={config.personName}>
      <Box role="alert" sx={noteBoxSx}>
        <Typography sx={{ color: 'text.secondary', fontSize: '1.05rem', mb: 2 }}>
          The message wall couldn&apos;t load. Check your connection, then reload the page.
        </Typography>
        <Box
          component="button"
          type="button"
          onClick={reloadPage}
          sx={{
            // The theme's button face (Fredoka), like the page's other buttons.
            typography: 'button',
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
            border: 0,
            borderRadius: 999,
            px: 3,
            py: 1.25,
            cursor: 'pointer',
            '&:focus-visible': {
              outline: '3px solid',
              outlineColor: 'secondary.main',
              outlineOffset: 3,
            },
          }}
        >
          Reload the page
        </Box>
      </Box>
    </WallFrame>
  );
}
