import './ui/fonts.css';
import { config } from './config/config';
import { startBootTicker } from './boot/bootTicker';
import { afterFirstPaint } from './boot/afterFirstPaint';
import { appStarter } from './boot/appStarter';
import { watchEngagement } from './boot/engagement';
import { fetchAhead } from './boot/fetchAhead';
import { afterFirstCards, headingForWall } from './boot/headingForWall';
import { readFirstPage } from './data/reading/firstPage';
import { whenIdle } from './boot/idle';
import { whenOnScreen } from './boot/onScreen';

// The page's script, started by index.html's inline loader (scripts/build/bootLoader.mjs) once the
// page has painted its content. The prerendered home page (index.html) is
// complete without JavaScript, its animations included (the characters' dance and the
// confetti are CSS): this ticks its countdown, glass and bubbles, and brings in React, MUI
// and framer-motion (./main) only when the visitor needs them: as soon as they scroll, tap,
// type or move the pointer, when any of the wall is on screen, or when the countdown
// reaches zero (the celebration is React's). Until then the page's main thread does only
// the tick. Once the page has painted, loaded and gone idle, the app's and the wall's code
// is fetched ahead without being run (./fetchAhead), so it is at hand, even offline, when
// the visitor gets to it. Any other path has nothing prerendered: React renders it
// straight away.

const root = document.getElementById('root');
const startApp = appStarter(() => import('./main'));

/**
 * The first cards' drawer, a chunk of 2 kB: fetched once the first screen is painted, so a guest
 * heading for the wall waits for the read alone, not for this file too.
 */
let firstCardsDrawer: Promise<typeof import('./boot/firstCards')> | undefined;
const loadFirstCards = () => (firstCardsDrawer ??= import('./boot/firstCards'));

/** How long the app waits at most for the first cards' read before it starts anyway. */
const FIRST_CARDS_WAIT_MS = 2000;

/**
 * The guest heads for the wall: its first page, read over REST and drawn as plain cards
 * (./boot/firstCards, a chunk of its own, asked for in the same moment), then the app, which
 * takes the wall over live. Not with App Check (a REST read would need the token only the
 * app's SDK gets: the live list reads alone, as before; docs/performance.md), offline, or
 * once the wall's placeholder is gone (the wall is live).
 */
const headForWall = headingForWall({
  canRead: () =>
    !config.appCheckSiteKey &&
    navigator.onLine &&
    !!root?.querySelector('[data-wall-placeholder] [data-message-skeletons]'),
  read: () => {
    const cards = readFirstPage({
      projectId: config.firebase.projectId,
      apiKey: config.firebase.apiKey,
      ...(config.demoMode ? { emulatorHost: config.firestoreEmulatorHost } : {}),
    });
    return Promise.all([cards, loadFirstCards()]);
  },
  draw: ([cards, { drawFirstCards }]) => drawFirstCards(document, cards),
  startApp,
  waitMs: FIRST_CARDS_WAIT_MS,
});

/** Calls `then` after the load event (at once if it has fired). */
function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

if (root && window.location.pathname === '/' && root.firstElementChild) {
  // The visitor's first scroll, tap or key press draws the wall's first cards, then starts
  // the app and what waits for one in it (the live wall): it is noted, since the app is not
  // there yet to hear it.
  watchEngagement(headForWall);
  // A pointer moving over the page may hover a character next, and its hop is
  // framer-motion's: the app comes in, the wall does not (a mouse passing by is no sign
  // the visitor is heading for it). A move made before this entry arrived is not noted by
  // index.html's loader: a pointer moves on, and the next move counts.
  window.addEventListener('pointermove', startApp, { capture: true, passive: true, once: true });
  // On a screen tall enough to show the wall, the wall starts without any interaction, and
  // it is the app's (src/wall/DeferredWall.tsx waits on the same element, through the same observer).
  const wallPlaceholder = root.querySelector('[data-wall-placeholder]')?.firstElementChild;
  if (wallPlaceholder) whenOnScreen(wallPlaceholder, headForWall);
  // At zero the celebration is due, and only React draws it: the app comes in at once.
  startBootTicker(root, config.target.getTime(), config.baseline.getTime(), {
    onDone: startApp,
  });
  // A page built after the birthday reads zero; a device whose clock says the birthday is
  // still ahead gets its countdown from React at once, as it would have before.
  if (root.dataset.countdown === 'over' && Date.now() < config.target.getTime()) startApp();
  // Once the page has painted, loaded and gone idle, the app's and the wall's files are
  // fetched ahead (not run), so whatever the visitor does next finds them at hand. They are
  // not run until the visitor needs them: the first cards come over REST without them, and
  // their evaluation and hydration (about 1.4 s of a slow phone's main thread) would be what a
  // scroll meets. With App Check the wall has no other way than the app's SDK (a REST read
  // has no token), so there the app starts by itself 3 s after the last file is asked for
  // (the page's load and Lighthouse's trace are over by then): a visitor who then heads for
  // the wall waits for the wall's chunk, its token and its round trips, not for the app too.
  // fetchAhead adds its first link in the next idle period.
  afterFirstPaint(() => {
    // Nothing runs from it but a few definitions; a failure here is tried again on heading.
    loadFirstCards().catch(() => (firstCardsDrawer = undefined));
    // While the first cards are on their way, no file is asked for: the read has the
    // connection (a phone's is narrow) to itself.
    const idleAfterCards = (then: () => void) => afterFirstCards(() => whenIdle(then));
    const startAhead = config.appCheckSiteKey ? () => setTimeout(startApp, 3000) : undefined;
    afterLoad(() => fetchAhead(document, idleAfterCards, startAhead));
  });
} else {
  startApp();
}
