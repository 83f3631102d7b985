// The party screen (/screen) through a long party, in Chromium: 1,000 arrivals, one every
// 50 ms, through the data module's seam; the JS heap and the DOM before and after, every
// frame while they arrive, and each arrival's time to the paint that shows it. Then the
// screen with thirty mixed messages at 720p, 1080p and 4K, and again with a 500-character
// column of line breaks in the spotlight: nothing may overflow (the page, the QR card, the
// spotlight's text box), and a screenshot of each is written to artifacts/screenshots.
//
// The harness (bench/harness/screen.tsx, bench/vite.bench.config.ts) is the real ScreenPage fed by
// bench/harness/fixtureMessages.ts, built like production and served by `vite preview` on loopback.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { BENCH_CHROMIUM_ARGS } from './browserArgs.mjs';
import { serveHarness } from './harness.mjs';

export const ARRIVALS = 1000;
export const ARRIVAL_EVERY_MS = 50;
const VIEWPORT = { width: 1920, height: 1080 };
export const SCREEN_SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
];
const SHOTS = join('artifacts', 'screenshots');
/** Time for the last arrival's animation to end and the spotlight to settle. */
const SETTLE_MS = 1500;

/** A page of the screen harness on its thirty mixed messages, drawn and settled. */
async function openMixed(context, baseUrl) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}screen.html?fixture=mixed`);
  await page.waitForFunction(() => globalThis.screenBench?.renderedMessages() >= 4);
  await page.waitForTimeout(SETTLE_MS);
  return page;
}

/** JS heap in use and DOM nodes alive, after a full garbage collection (CDP). */
async function memory(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return { heapBytes: heap.usedSize, domNodes: dom.nodes, listeners: dom.jsEventListeners };
}

async function arrivalRun(browser, baseUrl) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await openMixed(context, baseUrl);
    const cdp = await context.newCDPSession(page);
    const before = await memory(cdp);
    const rendered = {
      before: await page.evaluate(() => globalThis.screenBench.renderedMessages()),
    };
    const run = await page.evaluate(
      ([count, every]) => globalThis.screenBench.arrive(count, every),
      [ARRIVALS, ARRIVAL_EVERY_MS],
    );
    await page.waitForTimeout(SETTLE_MS);
    const after = await memory(cdp);
    rendered.after = await page.evaluate(() => globalThis.screenBench.renderedMessages());
    const held = await page.evaluate(() => globalThis.screenBench.held());
    await page.screenshot({ path: join(SHOTS, 'screen-after-arrivals-1920x1080.png') });
    return { ...run, before, after, rendered, held };
  } finally {
    await context.close();
  }
}

/**
 * How far the page (or the QR card) reaches past the viewport, or the spotlight's text past
 * its box (which clips it), in px; 0 when it fits.
 */
function overflow() {
  const { document: doc, innerHeight, innerWidth } = globalThis;
  const root = doc.documentElement;
  const qr = doc.querySelector('svg[aria-label^="QR code"]')?.getBoundingClientRect();
  // The card in the spotlight (one leaving is aria-hidden): its text box comes last.
  const box = doc.querySelector(
    'section[aria-label="Spotlight"] article:not([aria-hidden])',
  )?.lastElementChild;
  return Math.max(
    root.scrollHeight - innerHeight,
    root.scrollWidth - innerWidth,
    qr ? Math.ceil(qr.bottom - innerHeight) : Infinity,
    box ? box.scrollHeight - box.clientHeight : Infinity,
    0,
  );
}

/**
 * The thirty mixed messages (the 500-character one in the spotlight), then a 500-character
 * column of line breaks arriving into the spotlight: the larger overflow of the two.
 */
async function fitAt(browser, baseUrl, { width, height }) {
  const context = await browser.newContext({ viewport: { width, height } });
  try {
    const page = await openMixed(context, baseUrl);
    const mixedPx = await page.evaluate(overflow);
    const path = join(SHOTS, `screen-mixed-${width}x${height}.png`);
    await page.screenshot({ path });
    await page.evaluate(() => globalThis.screenBench.arriveLineBreaks());
    await page.waitForTimeout(SETTLE_MS);
    const lineBreaksPx = await page.evaluate(overflow);
    const lineBreaksPath = join(SHOTS, `screen-line-breaks-${width}x${height}.png`);
    await page.screenshot({ path: lineBreaksPath });
    return {
      width,
      height,
      overflowPx: Math.max(mixedPx, lineBreaksPx),
      mixedPx,
      lineBreaksPx,
      path,
      lineBreaksPath,
    };
  } finally {
    await context.close();
  }
}

/** Builds and serves the harness, then measures; the server and browser close either way. */
export async function measureScreen({ browserPath }) {
  mkdirSync(SHOTS, { recursive: true });
  const server = await serveHarness(4291);
  let browser;
  try {
    browser = await chromium.launch({ executablePath: browserPath, args: BENCH_CHROMIUM_ARGS });
    const arrivals = await arrivalRun(browser, server.baseUrl);
    const sizes = [];
    for (const size of SCREEN_SIZES) sizes.push(await fitAt(browser, server.baseUrl, size));
    return { arrivals, sizes };
  } finally {
    await browser?.close();
    await server.close();
  }
}
