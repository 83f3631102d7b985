// A wall of 50 with 20 photos, on the Firestore emulator with the real rules: what a visitor's
// page load reads. The demo build on a phone (390x844), scrolled to the wall like the scale
// section's visitor; once nothing more arrives for 2 s, the Firestore documents in the Listen
// responses are counted by collection (getDoc reads through a listen too) and the bytes
// Firestore sent are summed; then the first photo is opened. Each first visit starts with
// the device's kept images cleared (src/data/device/keptImages.ts), and is followed by a
// second visit on the same phone, which opens the same photo: it must read no image document.
// Beside it the same wall of 50 text cards, in this build and in the build before photos
// (BEFORE_PHOTOS), which must read and weigh the same.
//
//   node bench/lib/photoWall.mjs [--reuse]
//
// `npm run bench -- --only photos` runs it inside the bench. It starts the Firestore emulator
// on its usual port moved by TEST_PORT_OFFSET.
/* global document, window -- page functions run in the browser */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { portOffset } from '../../scripts/test/emulator.mjs';
import { startFirestoreEmulator } from '../../scripts/test/firestoreEmulator.mjs';
import { clearDatabase, loadRules } from '../../tests/support/emulatorRest.mjs';
import { countListenedDocuments } from '../../tests/support/listenedDocuments.mjs';
import { writePhotoPosts } from '../../tests/support/samplePhotos.mjs';
import { browserPath, flag, runsAlone } from './alone.mjs';
import { BENCH_CHROMIUM_ARGS } from './browserArgs.mjs';
import { medians } from './median.mjs';
import { kB, row } from './report.mjs';
import { buildDemo, closeAll, prepareBaseline, VIEWPORT } from './scale.mjs';

const DIR = resolve('artifacts', 'bench', 'photos');
/** main with the photos' contract and before any photo showed on the wall (issue 38). */
export const BEFORE_PHOTOS = '584c66f9919a211207f817301ce62d7ed72b7731';
const MESSAGES = 50;
/** Every fifth message and the one two after it: 20 of 50, from the top of the wall down. */
const hasPhoto = (i) => i % 5 === 0 || i % 5 === 2;
/** Loads per wall; the figures are the medians. */
const RUNS = 3;

/** The 50 newest, newest first (id wall-00 on top), `photos` of them with a photo. */
function wallOf(photos) {
  const now = Date.now();
  return Array.from({ length: MESSAGES }, (_, i) => ({
    id: `wall-${String(i).padStart(2, '0')}`,
    author: ['Ava', 'Ben', 'Chloé', 'Dev', 'Emma'][i % 5],
    content: `Happy birthday! Message ${i + 1}, see you tonight.`,
    createdAt: new Date(now - 60_000 * (i + 1)),
    ...(photos && hasPhoto(i) ? { photo: { index: i, alt: `Photo ${i + 1}` } } : {}),
  }));
}

/** Where the wall's photo cards are: in the view, and within one screen of it. */
function photoCards() {
  const view = window.innerHeight;
  const frames = [...document.querySelectorAll('.wall-photo')].map((frame) =>
    frame.getBoundingClientRect(),
  );
  return {
    cards: frames.length,
    inView: frames.filter((r) => r.bottom > 0 && r.top < view).length,
    near: frames.filter((r) => r.bottom > -view && r.top < 2 * view).length,
    thumbsShown: document.querySelectorAll('.wall-photo img').length,
  };
}

/** The total of documents counted so far in the page. */
const countedSoFar = (page) =>
  page.evaluate(() => Object.values(window.listened.byCollection).reduce((a, b) => a + b, 0));

/** Waits until no new document has arrived for 2 s. */
async function settle(page) {
  let last = -1;
  for (let quiet = 0; quiet < 4;) {
    await page.waitForTimeout(500);
    const now = await countedSoFar(page);
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
}

/**
 * Opens the first photo card's full photo in its dialog, waits until it is drawn (larger than
 * the thumbnail the dialog shows meanwhile) and nothing more arrives; the photos read for it.
 */
async function openFirstPhoto(page) {
  const before = (await page.evaluate(() => window.listened.byCollection.photos)) ?? 0;
  await page
    .getByRole('button', { name: /^Open photo: / })
    .first()
    .click();
  await page.waitForFunction(
    () => (document.querySelector('[role="dialog"] img')?.naturalWidth ?? 0) > 480,
    undefined,
    { timeout: 30_000 },
  );
  await settle(page);
  const after = (await page.evaluate(() => window.listened.byCollection.photos)) ?? 0;
  return after - before;
}

async function loadOnce(context, url, emulatorPort, { openPhoto = false } = {}) {
  const page = await context.newPage();
  await page.addInitScript(countListenedDocuments);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const bytes = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (new URL(request.url).port === String(emulatorPort)) bytes.set(requestId, 0);
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    if (bytes.has(requestId)) bytes.set(requestId, bytes.get(requestId) + encodedDataLength);
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.getByRole('region', { name: 'Message Wall' }).evaluate((section) => {
      section.scrollIntoView({ block: 'start' });
    });
    await page.locator('.wall-card').first().waitFor({ timeout: 60_000 });
    await settle(page);
    const { byCollection } = await page.evaluate(() => window.listened);
    const loaded = {
      messages: byCollection.messages ?? 0,
      thumbs: byCollection.thumbs ?? 0,
      photos: byCollection.photos ?? 0,
      documents: Object.values(byCollection).reduce((a, b) => a + b, 0),
      bytes: [...bytes.values()].reduce((a, b) => a + b, 0),
      ...(await page.evaluate(photoCards)),
    };
    return openPhoto ? { ...loaded, opened: await openFirstPhoto(page) } : loaded;
  } finally {
    await page.close();
  }
}

/** Clears the images the app kept in this phone's IndexedDB for `url`'s origin. */
async function forgetKeptImages(context, url) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'indexeddb',
    });
  } finally {
    await page.close();
  }
}

/**
 * The section: { photoWall, textWall, textWallBefore }, each the medians of RUNS loads (the
 * documents read by collection, the bytes, where the photo cards stood).
 */
export async function measurePhotoWall({ browserPath, reuse = false, onCleanup = () => {} }) {
  mkdirSync(DIR, { recursive: true });
  const ours = { dist: join(DIR, 'dist-demo'), rules: readFileSync('firestore.rules', 'utf8') };
  if (!reuse || !existsSync(join(ours.dist, 'index.html'))) buildDemo('.', ours.dist);
  const before = prepareBaseline(BEFORE_PHOTOS, reuse);
  const emulator = await startFirestoreEmulator({ quiet: true, handleSignals: false });
  onCleanup(emulator.stop);
  const port = Number(emulator.host.split(':').at(-1));
  const browser = await chromium.launch({ executablePath: browserPath, args: BENCH_CHROMIUM_ARGS });
  const { preview } = await import('vite');
  const servers = [];
  try {
    for (const build of [ours, before]) {
      const server = await preview({
        configFile: 'vite.config.ts',
        logLevel: 'warn',
        build: { outDir: build.dist },
        preview: {
          host: '127.0.0.1',
          port: 4350 + portOffset() + servers.length,
          strictPort: false,
        },
      });
      servers.push(server);
      build.url = server.resolvedUrls?.local[0];
      build.context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
    }
    const prepare = async (build, photos) => {
      await clearDatabase(emulator.host);
      await loadRules(build.rules, emulator.host);
      await writePhotoPosts(wallOf(photos), emulator.host);
      await loadOnce(build.context, build.url, port); // warms the context's caches: not counted
    };
    const measure = async (build, photos) => {
      await prepare(build, photos);
      const loads = [];
      for (let run = 0; run < RUNS; run += 1)
        loads.push(await loadOnce(build.context, build.url, port));
      return medians(loads);
    };
    // The photo wall: a first visit with nothing kept on the phone, then a second on it.
    await prepare(ours, true);
    const firsts = [];
    const seconds = [];
    for (let run = 0; run < RUNS; run += 1) {
      await forgetKeptImages(ours.context, ours.url);
      firsts.push(await loadOnce(ours.context, ours.url, port, { openPhoto: true }));
      seconds.push(await loadOnce(ours.context, ours.url, port, { openPhoto: true }));
    }
    const photoWall = medians(firsts);
    const secondVisit = medians(seconds);
    const textWall = await measure(ours, false);
    const textWallBefore = await measure(before, false);
    return { photoWall, secondVisit, textWall, textWallBefore, viewport: VIEWPORT };
  } finally {
    await closeAll(browser, servers, emulator);
  }
}

/** `node bench/lib/photoWall.mjs`: the section alone, printed as JSON. */
if (runsAlone('bench/lib/photoWall.mjs')) {
  const measured = await measurePhotoWall({
    browserPath: await browserPath(),
    reuse: flag('reuse'),
  });
  console.log(JSON.stringify(measured, null, 2));
}

/** The section's rows for the bench's report (budgets in report.mjs). */
export function photoWallRows({ photoWall: p, secondVisit: s, textWall: t, textWallBefore: b }) {
  return [
    row(
      'photos',
      'photo wall (50, 20 with a photo): message documents read',
      p.messages,
      'photosMessages',
      {
        note: `${p.messages} (with ${p.thumbs} thumbnails: ${p.documents} documents, ${kB(p.bytes)})`,
      },
    ),
    row(
      'photos',
      'photo wall: thumbnails read beyond the cards within a screen',
      p.thumbs - p.near,
      'photosThumbsBeyondNear',
      {
        note: `${p.thumbs - p.near} (${p.thumbs} read; ${p.near} of ${p.cards} photo cards near, ${p.inView} in view)`,
      },
    ),
    row(
      'photos',
      'photo wall: photo cards in view without their thumbnail',
      Math.max(0, p.inView - p.thumbsShown),
      'photosInViewMissing',
    ),
    row('photos', 'photo wall: full photos read on load', p.photos, 'photosFullRead'),
    row(
      'photos',
      'photo wall, second visit: image documents read, photo reopened',
      s.thumbs + s.photos + s.opened,
      'photosSecondVisitImages',
      {
        note: `${s.thumbs + s.photos + s.opened} (first visit: ${p.thumbs} thumbnails, ${p.opened} photo; ${kB(s.bytes)})`,
      },
    ),
    row(
      'photos',
      '50 text cards: documents read, minus before photos',
      t.documents - b.documents,
      'photosTextDocumentsDelta',
      { note: `${t.documents - b.documents} (${t.documents} - ${b.documents})` },
    ),
    row(
      'photos',
      '50 text cards: Firestore bytes vs before photos',
      Number((t.bytes / b.bytes).toFixed(3)),
      'photosTextBytesRatio',
      { note: `${(t.bytes / b.bytes).toFixed(3)}x (${kB(t.bytes)} / ${kB(b.bytes)})` },
    ),
  ];
}
