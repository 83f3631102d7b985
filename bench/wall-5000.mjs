// Research, not part of `npm run bench`: kept to re-check the wall at ten times a party's size
// whenever the feed's rendering changes (docs/performance.md).
// The whole home page with a wall of 5,000 messages, in Chromium: how long the first screen
// takes, how smoothly the page scrolls, what a live arrival costs and whether typing stalls.
// The reader scrolls straight down to the wall, which loads it.
//
//   node bench/wall-5000.mjs [count]      (about a minute; prints one table)
//
// The production build of the real app, with one swap: src/data/messages.ts (the one door
// to Firestore) is replaced by a generated module holding `count` messages, so no backend
// is needed. Numbers are this machine's; read them as orders of magnitude, not budgets.
/* global document, requestAnimationFrame, addEventListener, scrollTo, scrollBy, scrollY -- page functions run in the browser */
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { findBrowser, CHROMIUM_ARGS } from '../scripts/test/browser.mjs';
import { moduleSwap } from '../tests/support/moduleSwap.mjs';

const COUNT = Number(process.argv[2] ?? 5000);
const OUT_DIR = fileURLToPath(new URL('../artifacts/wall-5000', import.meta.url));
const MESSAGES = fileURLToPath(new URL('../src/data/messages.ts', import.meta.url));
const FIXTURE_ID = '\0wall-5000-fixture';
// A phone: the wall is mostly read on phones, and a narrow column makes the list longest.
const VIEWPORT = { width: 390, height: 844 };

// useMessages() and postMessage(), as the real module exports them, fed from memory. The
// page can add a message (window.addWallMessage) as if a guest had just posted.
const FIXTURE = `
import { useSyncExternalStore } from 'react';
const names = ['Ava', 'Ben', 'Chloé', 'Dev', 'Emma', 'Finn', 'Grandma Rose', 'Hiro', 'Isla'];
const words = 'happy birthday cheers to twenty one first round is on me see you tonight proud of you 🍻 🎉'.split(' ');
let seed = 21;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const now = Date.now();
const make = (i, at) => ({
  id: 'm' + i,
  authorName: names[i % names.length],
  content: Array.from({ length: 4 + Math.floor(next() * 50) }, () => words[Math.floor(next() * words.length)]).join(' '),
  createdAt: new Date(at),
  pending: false,
});
let state = { status: 'ready', messages: Array.from({ length: ${COUNT} }, (_, i) => make(i, now - i * 420000)) };
const listeners = new Set();
window.addWallMessage = () => {
  state = { ...state, messages: [make(state.messages.length, Date.now()), ...state.messages] };
  for (const listener of listeners) listener();
};
const subscribe = (listener) => (listeners.add(listener), () => listeners.delete(listener));
export function useMessages() { return useSyncExternalStore(subscribe, () => state); }
export async function postMessage() {}
`;

// Runs in the page before the app: long tasks, and keydown-to-paint for every key.
function instrument() {
  const longTasks = [];
  const keys = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const afterPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = callback;
      channel.port2.postMessage(null);
    });
  addEventListener(
    'keydown',
    (event) => afterPaint(() => keys.push(performance.now() - event.timeStamp)),
    { capture: true },
  );
  globalThis.wall5000 = { longTasks, keys, afterPaint };
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
};
const ms = (value) => `${Math.round(value)} ms`;

/**
 * Scrolls by `step` px a frame for `frames` frames, timing each frame, as a reader flicking
 * down the wall: at the bottom it keeps trying, so the wall's own loading of more is timed too.
 */
function scrollRun([step, frames, fromTop]) {
  if (fromTop) scrollTo(0, 0);
  return new Promise((resolve) => {
    const deltas = [];
    let last;
    const frame = (time) => {
      if (last !== undefined) deltas.push(time - last);
      last = time;
      if (deltas.length >= frames) {
        resolve({ deltas, cards: document.querySelectorAll('article').length, y: scrollY });
        return;
      }
      scrollBy(0, step);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function measure(page, url) {
  const t0 = Date.now();
  await page.goto(url);
  // The wall is fetched only once the visitor heads for it (src/wall/DeferredWall.tsx):
  // scroll down to it at once, as a reader come for the messages does.
  await page.getByRole('region', { name: 'Message Wall' }).scrollIntoViewIfNeeded();
  await page.locator('article').first().waitFor({ timeout: 60_000 });
  const firstCardMs = Date.now() - t0;
  await page.waitForTimeout(1500);
  const load = await page.evaluate(() => ({
    tasks: [...globalThis.wall5000.longTasks],
    cards: document.querySelectorAll('article').length,
    nodes: document.getElementsByTagName('*').length,
  }));

  const scroll = await page.evaluate(scrollRun, [120, 600, true]);
  // Everything rendered: keep asking for more until every message has a card, timing each
  // step from the click to the paint that shows its cards.
  const steps = [];
  for (let round = 0; round < 400; round += 1) {
    const step = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const more = [...document.querySelectorAll('button')].find((button) =>
            /^Show \d+ more/.test(button.textContent ?? ''),
          );
          if (!more) return resolve(undefined);
          const started = performance.now();
          more.click();
          globalThis.wall5000.afterPaint(() => resolve(performance.now() - started));
        }),
    );
    if (step === undefined) break;
    steps.push(step);
  }
  const full = await page.evaluate(() => ({
    cards: document.querySelectorAll('article').length,
    nodes: document.getElementsByTagName('*').length,
  }));
  const fullScroll = await page.evaluate(scrollRun, [120, 600, true]);
  const mounted = await page.evaluate(() => document.querySelectorAll('article').length);
  const arrival = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const started = performance.now();
        globalThis.addWallMessage();
        globalThis.wall5000.afterPaint(() => resolve(performance.now() - started));
      }),
  );

  await page.evaluate(() => scrollTo(0, 0));
  await page.locator('#wall-content').click();
  const before = await page.evaluate(() => globalThis.wall5000.keys.length);
  await page.keyboard.type('Happy birthday! The first round is on me, see you at midnight.', {
    delay: 50,
  });
  await page.waitForTimeout(300);
  const keys = await page.evaluate((from) => globalThis.wall5000.keys.slice(from), before);
  return { firstCardMs, load, scroll, steps, full, fullScroll, mounted, arrival, keys };
}

const browserInfo = await findBrowser();
if (!browserInfo) process.exit(1);
await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  plugins: [
    moduleSwap(
      'wall-5000-fixture',
      new Map([[MESSAGES, FIXTURE_ID]]),
      new Map([[FIXTURE_ID, FIXTURE]]),
    ),
  ],
  build: { outDir: OUT_DIR, emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
});
const server = await preview({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: { outDir: OUT_DIR },
  preview: { port: 4291, host: '127.0.0.1', strictPort: false },
});
const browser = await chromium.launch({ executablePath: browserInfo.path, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.addInitScript(instrument);
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview reported no URL');
  const r = await measure(page, url);
  const tasks = stats(r.load.tasks);
  const blocking = r.load.tasks.reduce((sum, task) => sum + Math.max(0, task - 50), 0);
  const frames = stats(r.scroll.deltas);
  const fullFrames = stats(r.fullScroll.deltas);
  const keys = stats(r.keys);
  const slow = (deltas) => deltas.filter((delta) => delta > 34).length;
  console.table({
    'first card on screen': ms(r.firstCardMs),
    'cards after load': `${r.load.cards} of ${COUNT} (${r.load.nodes} DOM elements)`,
    'long tasks while loading': `${tasks.n}, longest ${ms(tasks.max)}, blocking ${ms(blocking)}`,
    'scroll from the top, 600 frames of 120 px': `p95 ${ms(frames.p95)}, max ${ms(frames.max)}, ${slow(r.scroll.deltas)} frames > 34 ms; ${r.scroll.cards} cards mounted, ${Math.round(r.scroll.y)} px down`,
    'each Show more step, click to paint': r.steps.length
      ? `${r.steps.length} steps, p50 ${ms(stats(r.steps).p50)}, max ${ms(stats(r.steps).max)}`
      : 'none (all shown at once)',
    'every message shown (Show more to the end)': `${r.full.cards} cards mounted (${r.full.nodes} DOM elements)`,
    'then scroll from the top, 600 frames': `p95 ${ms(fullFrames.p95)}, max ${ms(fullFrames.max)}, ${slow(r.fullScroll.deltas)} frames > 34 ms; ${r.mounted} cards mounted after`,
    'a live arrival, to its paint': ms(r.arrival),
    'typing, keydown to paint': `${keys.n} keys, p50 ${ms(keys.p50)}, p95 ${ms(keys.p95)}, max ${ms(keys.max)}`,
  });
} finally {
  await browser.close();
  await server.close();
}
