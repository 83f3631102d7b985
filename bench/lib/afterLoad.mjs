// The wall when a guest heads for it a while after the page has loaded (issue 44): on the
// throttled phone (scale.mjs's THROTTLE and VIEWPORT) against Google's Firestore emulator with
// 50 messages, the guest scrolls 1, 4, 8 or 15 s after the load event; the time from the
// scroll to the first card in view, for ours (the demo build), the plain app (bench/plain/:
// one bundle subscribing to the 50 newest as it mounts) and the floor (one REST runQuery of
// the same 50 from the same page). Each load is a guest's first visit: a new browser context,
// nothing cached. The 15 s loads are also the visit that stays at the top for 15 s: their long
// tasks before the scroll give the total blocking time, and their Firestore reads before it
// what a visit that never heads for the wall costs.
//
//   node bench/lib/afterLoad.mjs [--moments 1000,4000,8000,15000] [--runs 3] [--reuse] [--only ours]
//
// `npm run bench -- --only afterload` runs it inside the bench. It starts the Firestore
// emulator on its usual port moved by TEST_PORT_OFFSET.
/* global document, window, requestAnimationFrame -- page functions run in the browser */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { PROJECT_ID, liveBuildEnv } from '../../scripts/test/emulator.mjs';
import { startFirestoreEmulator } from '../../scripts/test/firestoreEmulator.mjs';
import { browserPath, flag, option, runsAlone } from './alone.mjs';
import { BENCH_CHROMIUM_ARGS } from './browserArgs.mjs';
import { medianOf, medians } from './median.mjs';
import {
  THROTTLE,
  VIEWPORT,
  buildDemo,
  clearDocuments,
  closeAll,
  loadRules,
  previewEach,
  runQueryFloor,
  seed,
  throttledPage,
} from './scale.mjs';

const DIR = resolve('artifacts', 'bench', 'afterload');
const PLAIN_DIST = resolve('artifacts', 'bench', 'plain');
/** The moments after the load event at which the guest scrolls (the table). */
export const MOMENTS_MS = [1_000, 4_000, 8_000, 15_000];
/** The wall's size and its first page (src/data/schema/schema.ts, MESSAGES_PAGE). */
const MESSAGES = 50;
/** The scroll: six wheel steps of 800 px, 50 ms apart. */
const WHEEL_STEPS = 6;
const WHEEL_PX = 800;
const WHEEL_GAP_MS = 50;
const CARD_TIMEOUT_MS = 60_000;

/** The plain app (bench/plain/), pointed at the emulator like the demo build. */
export function buildPlain(outDir = PLAIN_DIST) {
  const result = spawnSync(
    join('node_modules', '.bin', 'vite'),
    ['build', '--config', 'bench/plain/vite.plain.config.ts', '--outDir', outDir, '--emptyOutDir'],
    { stdio: 'inherit', env: { ...process.env, ...liveBuildEnv() } },
  );
  if (result.status !== 0) throw new Error('the plain app did not build');
}

/**
 * Runs in the page before anything else, after countListenedDocuments (which notes the
 * Firestore requests and the documents in their answers): the long tasks, the first wheel
 * event (the scroll) and, from the scroll on, the first frame with a card in view.
 */
function instrument() {
  const seen = { longTasks: [], scrollAt: undefined, cardAt: undefined };
  window.afterLoadBench = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const inView = () =>
    [...document.querySelectorAll('article')].some((card) => {
      const box = card.getBoundingClientRect();
      return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    });
  const watch = (frameAt) => {
    if (inView()) seen.cardAt = frameAt;
    else requestAnimationFrame(watch);
  };
  window.addEventListener(
    'wheel',
    (event) => {
      if (seen.scrollAt !== undefined) return;
      seen.scrollAt = event.timeStamp;
      // When the page's main thread got the scroll (the input's delay, part of sdkStart).
      seen.scrollHandledAt = performance.now();
      requestAnimationFrame(watch);
    },
    { capture: true, passive: true },
  );
}

/** Total blocking time of `tasks` that started before `until`: each one's time past 50 ms. */
export function blockingTime(tasks, until = Infinity) {
  return tasks
    .filter((task) => task.start < until)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

/**
 * Where our time went from the scroll to the first card, each phase from the end of the one
 * before: `download` until the last of the app's and wall's modules had arrived, `evaluation`
 * until the wall's module had run (useWallLoading's 'wall-module' mark), `sdkStart` until the
 * first request to Firestore after it, `roundTrips` until the last message document before
 * the card, `render` until the card was in view. A phase that was over before the scroll is 0.
 */
export function phasesAfterScroll(seen) {
  const { scrollAt, cardAt } = seen;
  const at = (t) => Math.min(cardAt, Math.max(scrollAt, t ?? scrollAt));
  const downloaded = at(seen.modulesArrivedAt);
  const evaluated = Math.max(downloaded, at(seen.wallModuleAt));
  const requested = Math.max(
    evaluated,
    at(seen.firestoreRequestsAt.find((t) => t >= evaluated) ?? evaluated),
  );
  const lastDocument = Math.max(
    requested,
    at(seen.messageDocumentAt.filter((t) => t <= cardAt).at(-1) ?? requested),
  );
  return {
    download: downloaded - scrollAt,
    evaluation: evaluated - downloaded,
    sdkStart: requested - evaluated,
    roundTrips: lastDocument - requested,
    render: cardAt - lastDocument,
  };
}

/** One guest's first visit: load, wait `momentMs` after the load event, scroll, first card. */
async function visit(browser, url, emulatorPort, momentMs) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  try {
    const { page } = await throttledPage(context, instrument);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(momentMs);
    for (let step = 0; step < WHEEL_STEPS; step += 1) {
      if (step > 0) await page.waitForTimeout(WHEEL_GAP_MS);
      await page.mouse.wheel(0, WHEEL_PX);
    }
    await page.waitForFunction(() => window.afterLoadBench.cardAt !== undefined, undefined, {
      timeout: CARD_TIMEOUT_MS,
      polling: 100,
    });
    const seen = await page.evaluate(() => {
      const listed = ['app-modules', 'wall-modules'].flatMap((name) =>
        (document.querySelector(`meta[name="${name}"]`)?.content ?? '')
          .split(/\s+/)
          .filter((path) => /^\/[^/]/.test(path)),
      );
      const ends = performance
        .getEntriesByType('resource')
        .filter((entry) => listed.includes(new URL(entry.name).pathname))
        .map((entry) => entry.responseEnd);
      return {
        ...window.afterLoadBench,
        firestoreRequestsAt: window.listened.requests.map((request) => request.at),
        messageDocumentAt: window.listened.documents
          .filter((read) => read.collection === 'messages')
          .map((read) => read.at),
        loadAt: performance.getEntriesByType('navigation')[0]?.loadEventStart,
        modulesArrivedAt:
          ends.length === listed.length && ends.length ? Math.max(...ends) : undefined,
        wallModuleAt: performance.getEntriesByName('wall-module').at(-1)?.startTime,
        firstCardsAt: performance.getEntriesByName('first-cards').at(-1)?.startTime,
        appStartedAt: performance.getEntriesByName('app-start').at(-1)?.startTime,
      };
    });
    const floor = await page.evaluate(runQueryFloor, {
      url: `http://127.0.0.1:${emulatorPort}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`,
      limit: MESSAGES,
    });
    return {
      cardMs: seen.cardAt - seen.scrollAt,
      floorMs: floor.ms,
      scrolledAfterLoadMs: seen.scrollAt - seen.loadAt,
      blockingBeforeScrollMs: blockingTime(seen.longTasks, seen.scrollAt),
      longestTaskBeforeScrollMs: Math.max(
        0,
        ...seen.longTasks.filter((t) => t.start < seen.scrollAt).map((t) => t.duration),
      ),
      messageDocumentsBeforeScroll: seen.messageDocumentAt.filter((t) => t < seen.scrollAt).length,
      firestoreRequestsBeforeScroll: seen.firestoreRequestsAt.filter((t) => t < seen.scrollAt)
        .length,
      messageDocuments: seen.messageDocumentAt.length,
      phases: phasesAfterScroll(seen),
      // Ours: the first cards drawn from the REST read (src/boot/firstCards.ts), if they were.
      firstCardsMs: seen.firstCardsAt === undefined ? undefined : seen.firstCardsAt - seen.scrollAt,
      inputDelayMs: seen.scrollHandledAt - seen.scrollAt,
      // Where the scroll fell: after the load, when the prefetched modules had all arrived and
      // when the app was asked for (undefined: not yet, or not on this build).
      modulesArrivedAfterLoadMs: seen.modulesArrivedAt && seen.modulesArrivedAt - seen.loadAt,
      appStartedAfterLoadMs: seen.appStartedAt && seen.appStartedAt - seen.loadAt,
      tasksAfterScroll: seen.longTasks
        .filter((t) => t.start >= seen.scrollAt - 200 && t.start <= seen.cardAt)
        .map((t) => `${Math.round(t.start - seen.scrollAt)}+${Math.round(t.duration)}`),
      requestsAfterScroll: seen.firestoreRequestsAt
        .filter((t) => t >= seen.scrollAt)
        .map((t) => Math.round(t - seen.scrollAt)),
    };
  } catch (error) {
    if (error?.name === 'TimeoutError') return { timedOut: true };
    throw error;
  } finally {
    await context.close();
  }
}

/**
 * The whole section: per build and moment, the medians of `runs` first visits, the builds
 * and moments interleaved so that a busy spell of the shared host falls on all of them.
 */
export async function measureAfterLoad({
  browserPath,
  moments = MOMENTS_MS,
  runs = 3,
  onCleanup = () => {},
  reuseBuilds = false,
  only,
}) {
  mkdirSync(DIR, { recursive: true });
  const ours = { name: 'ours', dist: join(DIR, 'dist-demo') };
  const plain = { name: 'plain', dist: PLAIN_DIST };
  if (!reuseBuilds || !existsSync(join(ours.dist, 'index.html'))) buildDemo('.', ours.dist);
  if (!reuseBuilds || !existsSync(join(plain.dist, 'index.html'))) buildPlain(plain.dist);
  const builds = [ours, plain].filter((build) => !only || build.name === only);
  const emulator = await startFirestoreEmulator({ quiet: true, handleSignals: false });
  onCleanup(emulator.stop);
  const origin = `http://${emulator.host}`;
  const port = Number(emulator.host.split(':').at(-1));
  const servers = [];
  const browser = await chromium.launch({ executablePath: browserPath, args: BENCH_CHROMIUM_ARGS });
  try {
    await previewEach(builds, servers);
    await clearDocuments(origin);
    await loadRules(origin, readFileSync('firestore.rules', 'utf8'));
    await seed(origin, 0, MESSAGES, Math.floor(Date.now() / 1000) - 7 * MESSAGES - 3600);
    // One visit per build first, not counted: it warms the emulator's JIT and the servers.
    for (const build of builds) await visit(browser, build.url, port, 0);
    const visits = [];
    for (let run = 0; run < runs; run += 1) {
      for (const momentMs of moments) {
        for (const build of builds) {
          const result = {
            build: build.name,
            momentMs,
            run,
            ...(await visit(browser, build.url, port, momentMs)),
          };
          console.log(`afterload visit: ${JSON.stringify(result)}`);
          visits.push(result);
        }
      }
    }
    const results = [];
    for (const momentMs of moments) {
      for (const build of builds) {
        const list = visits.filter((v) => v.build === build.name && v.momentMs === momentMs);
        const done = list.filter((v) => !v.timedOut);
        results.push({
          build: build.name,
          momentMs,
          runs: list.length,
          timedOut: list.length - done.length,
          cardMs: medianOf(done, (v) => v.cardMs),
          floorMs: medianOf(done, (v) => v.floorMs),
          ratio: medianOf(done, (v) => v.cardMs / v.floorMs),
          blockingBeforeScrollMs: medianOf(done, (v) => v.blockingBeforeScrollMs),
          blockingEach: done.map((v) => Math.round(v.blockingBeforeScrollMs)),
          longestTaskBeforeScrollMs: medianOf(done, (v) => v.longestTaskBeforeScrollMs),
          messageDocumentsBeforeScroll: done.length
            ? Math.max(...done.map((v) => v.messageDocumentsBeforeScroll))
            : undefined,
          messageDocuments: done.length
            ? Math.max(...done.map((v) => v.messageDocuments))
            : undefined,
          phases: done.length ? medians(done.map((v) => v.phases)) : undefined,
        });
      }
    }
    return { results, visits, throttle: THROTTLE, viewport: VIEWPORT, moments };
  } finally {
    await closeAll(browser, servers, emulator);
  }
}

/** `node bench/lib/afterLoad.mjs`: the section alone, printed as JSON lines. */
if (runsAlone('bench/lib/afterLoad.mjs')) {
  const measured = await measureAfterLoad({
    browserPath: await browserPath(),
    moments: option('moments', MOMENTS_MS.join(',')).split(',').map(Number),
    runs: Number(option('runs', 3)),
    reuseBuilds: flag('reuse'),
    only: option('only', undefined),
  });
  for (const result of measured.results) console.log(JSON.stringify(result));
  process.exit(0);
}
