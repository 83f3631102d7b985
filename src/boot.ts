import './ui/fonts.css';
import { config } from './config/config';
import { startBootTicker } from './countdown/bootTicker';
import { afterFirstPaint } from './afterFirstPaint';
import { appStarter } from './appStarter';
import { watchEngagement } from './engagement';

// The page's only script on the critical path. The prerendered home page (index.html) is
// complete without JavaScript: this ticks its countdown at once and brings in React, MUI
// and framer-motion (./main) only after the first paint, once the page has loaded and the
// main thread is idle, or as soon as the visitor scrolls, taps or types, whichever comes
// first. Nothing the visitor sees waits for them, and no request of theirs competes with
// the page's own before it is on screen. Any other path has nothing prerendered: React
// renders it straight away.

const root = document.getElementById('root');
const startApp = appStarter(() => import('./main'));

/** Calls `then` after the load event (at once if it has fired). */
function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/**
 * Calls `then` when the main thread has nothing more urgent to do: a background-priority
 * task where the browser schedules them (Chromium, Firefox), else an idle callback.
 */
function whenIdle(then: () => void): void {
  const { scheduler } = globalThis as typeof globalThis & {
    scheduler?: { postTask?: (task: () => void, options: { priority: 'background' }) => unknown };
  };
  if (typeof scheduler?.postTask === 'function') {
    void scheduler.postTask(then, { priority: 'background' });
  } else if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(then, { timeout: 2000 });
  } else {
    setTimeout(then, 1);
  }
}

if (root && window.location.pathname === '/' && root.firstElementChild) {
  // The visitor's first scroll, tap or key press also starts what waits for one in the app
  // (the wall): it is noted, since the app is not there yet to hear it.
  watchEngagement(startApp);
  // At zero the celebration is due, and only React draws it: the app comes in at once.
  startBootTicker(root, config.target.getTime(), config.baseline.getTime(), {
    onDone: startApp,
  });
  afterFirstPaint(() => afterLoad(() => whenIdle(startApp)));
} else {
  startApp();
}
