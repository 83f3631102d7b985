// The wall with many messages, in Chromium: how soon the first screen is painted, how
// smoothly the page scrolls, and how long a keystroke in the form waits for its paint.
//
// The harness (bench/harness/wall.tsx, bench/vite.bench.config.ts) is the real wall fed N generated
// messages through the data module's seam, built like production and served by
// `vite preview` on loopback, in this process.
import { chromium } from 'playwright-core';
import { BENCH_CHROMIUM_ARGS } from './browserArgs.mjs';
import { median } from './median.mjs';
import { serveHarness } from './harness.mjs';

const LOADS = 3;
const FIRST_CARDS = 50;
// The wall's first commit draws the first screenful (FIRST_SCREEN_CARDS in
// src/wall/feed/MessageFeed.tsx) and the rest of the first step in a transition, so its
// paint mark may find 8 cards or all 50.
const FIRST_SCREEN_CARDS = 8;
// 120 px a frame is a brisk fling (7,200 px/s); 480 frames is 8 s at 60 Hz.
const SCROLL_STEP_PX = 120;
const SCROLL_MAX_FRAMES = 480;
const TYPED = 'Happy birthday, Jake! The first round is on me.';
// A phone-sized window, as the wall is mostly read on phones.
const VIEWPORT = { width: 412, height: 915 };

/** The page's own report of its first screen, for one fresh load. */
async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await page.evaluate(() => globalThis.wallBench.firstScreen());
  } finally {
    await context.close();
  }
}

/** Median of LOADS fresh loads, then a scroll run and (for `typing`) a typing run. */
async function measureSize(browser, baseUrl, count, { typing }) {
  const url = `${baseUrl}wall.html?n=${count}`;
  const loads = [];
  for (let i = 0; i < LOADS; i += 1) loads.push(await loadOnce(browser, url));
  const cards = loads[0].cards;
  // The wall renders its first FEED_STEP (src/wall/feed/MessageFeed.tsx) cards, then more as the
  // reader nears the end; every message is loaded all the same.
  const expected = Math.min(count, FIRST_CARDS);
  if (cards < Math.min(count, FIRST_SCREEN_CARDS) || cards > expected) {
    throw new Error(
      `the harness showed ${cards} cards, expected ${FIRST_SCREEN_CARDS} to ${expected}`,
    );
  }

  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.evaluate(() => globalThis.wallBench.firstScreen());
    // Scrolls the whole first step, as a reader meets it once the transition has drawn it.
    await page.waitForFunction(
      (n) => globalThis.document.querySelectorAll('ol[aria-label="Messages"] > li').length >= n,
      expected,
    );
    const scroll = await page.evaluate(
      ([step, frames]) => globalThis.wallBench.scroll(step, frames),
      [SCROLL_STEP_PX, SCROLL_MAX_FRAMES],
    );
    const result = {
      count,
      firstScreenMs: median(loads.map((load) => load.paintedMs)),
      longestTaskMs: median(loads.map((load) => load.longestTaskMs)),
      scroll,
    };
    if (typing) result.typing = await typeIntoForm(page);
    return result;
  } finally {
    await context.close();
  }
}

/** Types a sentence into the message field, one key per 50 ms, and reads the latencies. */
async function typeIntoForm(page) {
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  await page.locator('#wall-content').click();
  const before = (await page.evaluate(() => globalThis.wallBench.typingLatencies())).length;
  await page.keyboard.type(TYPED, { delay: 50 });
  // Lets the last key's paint land before reading.
  await page.waitForTimeout(200);
  const latencies = (await page.evaluate(() => globalThis.wallBench.typingLatencies())).slice(
    before,
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    keys: latencies.length,
    p95Ms: sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? 0,
    maxMs: sorted.at(-1) ?? 0,
  };
}

/**
 * Builds and serves the harness, then measures each size in `sizes`; typing is measured
 * with the largest. Returns one result per size. The server and browser close either way.
 */
export async function measureWall({ browserPath, sizes }) {
  const server = await serveHarness(4290);
  let browser;
  try {
    const { baseUrl } = server;
    browser = await chromium.launch({ executablePath: browserPath, args: BENCH_CHROMIUM_ARGS });
    const largest = Math.max(...sizes);
    const results = [];
    for (const count of sizes) {
      results.push(await measureSize(browser, baseUrl, count, { typing: count === largest }));
    }
    return results;
  } finally {
    await browser?.close();
    await server.close();
  }
}
