// The wall at scale, on the Firestore emulator (not fixtures): the demo build of this tree and
// of a baseline (main before paging, BEFORE_PAGING, built from `git archive`), each against the rules of its own tree, on a
// throttled phone (390x844, 150 ms latency, 1.6 Mbit/s down, 4x CPU), at 50, 5,000 and 50,000
// messages. Per page load: the first card after the scroll, the bytes Firestore sent, and the
// documents it read (counted in the Listen responses and the first cards' runQuery). Runs interleave ours and the baseline.
//
//   node bench/lib/scale.mjs [--sizes 50,5000,50000] [--runs 3] [--baseline <git ref>|none]
//     [--build-only | --reuse] [--trace]
//   node bench/lib/scale.mjs --reloads [--sizes 50] [--runs 2] [--reuse]   (the persistent cache)
//
// Per page load also the floor (one REST runQuery of the same 50 from the same throttled
// page), the first card's ratio to it and its phases; and once per build a visit that never
// scrolls. `npm run bench -- --only scale` runs it inside the bench. It starts the Firestore
// emulator on its usual port moved by TEST_PORT_OFFSET.
/* global document, MutationObserver, window -- page functions run in the browser */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { PROJECT_ID, liveBuildEnv, portOffset } from '../../scripts/test/emulator.mjs';
import { startFirestoreEmulator } from '../../scripts/test/firestoreEmulator.mjs';
import { countListenedDocuments } from '../../tests/support/listenedDocuments.mjs';
import { browserPath, flag, option, runsAlone } from './alone.mjs';
import { BENCH_CHROMIUM_ARGS } from './browserArgs.mjs';
import { medianOf, medians } from './median.mjs';

const SCALE_DIR = resolve('artifacts', 'bench', 'scale');
/**
 * The before: main just before the paged wall was merged (43ddae9's first parent), whose
 * wall, screen and desk read every message. main itself reads in pages now.
 */
export const BEFORE_PAGING = '3901aa7013856ec2ce94a9964bc4b58a338b2de5';
export const VIEWPORT = { width: 390, height: 844 };
/** The phone: Lighthouse's mobile network and CPU (slow 4G, a mid-range phone). */
export const THROTTLE = {
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  cpu: 4,
};
/** Writes per commit through the emulator's REST API (Firestore's limit is 500). */
const COMMIT_SIZE = 500;
const PARALLEL_COMMITS = 4;
/** A baseline that reads the whole wall may take minutes at 50,000: it is not waited for. */
const FIRST_CARD_TIMEOUT_MS = 120_000;
/**
 * How long a guest looks at the countdown before scrolling to the wall, once the page has
 * loaded and fetched ahead (the page is idle from then on).
 */
export const IDLE_MS = 4_000;
/** How long the visit that never scrolls stays once the page is idle. */
export const NEVER_SCROLLS_MS = 10_000;
/** The wall's first page (src/data/schema/schema.ts, MESSAGES_PAGE). */
const WALL_PAGE = 50;

const NAMES = ['Ava', 'Ben', 'Chloé', 'Dev', 'Emma', 'Finn', 'Grandma Rose', 'Hiro', 'Isla'];
const WORDS =
  'happy birthday jake cheers to twenty one first round is on me see you tonight proud of you'.split(
    ' ',
  );

/**
 * Message i of the seeded wall: the same text every run, a few seconds apart; every third one
 * has reaction counts, as a wall guests react to does (counts are a field of the message, so
 * a page load reads no more documents for them).
 */
function seededMessage(i, startSeconds) {
  let state = i + 21;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const words = Array.from(
    { length: 4 + Math.floor(next() * 30) },
    () => WORDS[Math.floor(next() * WORDS.length)],
  );
  return {
    author_name: { stringValue: NAMES[i % NAMES.length] },
    content: { stringValue: words.join(' ') },
    created_at: { timestampValue: new Date((startSeconds + i * 7) * 1000).toISOString() },
    ...(i % 3 === 0
      ? {
          reactions: {
            mapValue: {
              fields: {
                cheers: { integerValue: String(1 + (i % 7)) },
                party: { integerValue: '1' },
              },
            },
          },
        }
      : {}),
  };
}

async function emulatorFetch(origin, method, path, body) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Grows the wall from `from` to `to` messages with batched commits through the REST API, past
 * the rules (the emulator's owner token), a few commits in flight at once.
 */
export async function seed(origin, from, to, startSeconds) {
  const base = `/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const commits = [];
  for (let at = from; at < to; at += COMMIT_SIZE) {
    const writes = [];
    for (let i = at; i < Math.min(to, at + COMMIT_SIZE); i += 1) {
      writes.push({
        update: {
          name: `projects/${PROJECT_ID}/databases/(default)/documents/messages/seed${String(i).padStart(6, '0')}`,
          fields: seededMessage(i, startSeconds),
        },
      });
    }
    commits.push(writes);
  }
  for (let i = 0; i < commits.length; i += PARALLEL_COMMITS) {
    await Promise.all(
      commits
        .slice(i, i + PARALLEL_COMMITS)
        .map((writes) => emulatorFetch(origin, 'POST', `${base}:commit`, { writes })),
    );
  }
}

/** Deletes every document in the emulator's database. */
export function clearDocuments(origin) {
  return emulatorFetch(
    origin,
    'DELETE',
    `/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
  );
}

export function loadRules(origin, source) {
  return emulatorFetch(origin, 'PUT', `/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    rules: { files: [{ content: source }] },
  });
}

/** The demo build of the tree at `dir`, pointed at the emulator, into `outDir`. */
export function buildDemo(dir, outDir) {
  // The build script moved into scripts/build/ after the default baseline (BEFORE_PAGING).
  const script = ['scripts/build/build.mjs', 'scripts/build.mjs'].find((path) =>
    existsSync(join(dir, path)),
  );
  if (!script) throw new Error(`no build script in ${dir}`);
  const result = spawnSync(
    'node',
    [script, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: dir, stdio: 'inherit', env: { ...process.env, ...liveBuildEnv() } },
  );
  if (result.status !== 0) throw new Error(`the demo build in ${dir} failed`);
}

/**
 * The baseline's tree (`git archive <ref>`) and its rules, built with this checkout's
 * node_modules while its lockfile is ours, else with its own (`npm ci` from its lockfile: a
 * package since removed, reactfire, would not resolve from ours).
 */
export function prepareBaseline(ref, reuse = false) {
  const dir = join(SCALE_DIR, `baseline-${ref.replace(/[^\w.-]/g, '_')}`);
  const outDir = join(dir, 'dist-demo');
  const name = `baseline (${ref})`;
  if (reuse && existsSync(join(outDir, 'index.html'))) {
    return { name, dist: outDir, rules: readFileSync(join(dir, 'firestore.rules'), 'utf8') };
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', ref], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  installDependencies(dir);
  buildDemo(dir, outDir);
  return { name, dist: outDir, rules: readFileSync(join(dir, 'firestore.rules'), 'utf8') };
}

function installDependencies(dir) {
  const lockfile = 'package-lock.json';
  if (readFileSync(join(dir, lockfile), 'utf8') === readFileSync(lockfile, 'utf8')) {
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
    return;
  }
  const npm = spawnSync(
    'npm',
    ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    { cwd: dir, stdio: 'inherit' },
  );
  if (npm.status !== 0) throw new Error(`npm ci in ${dir} failed`);
}

/**
 * This tree's committed HEAD with Firestore's persistent cache (IndexedDB) in place of the
 * memory cache: the one change, in src/firebase/firebase.ts. Built like the baseline.
 */
export function preparePersistentVariant(reuse = false) {
  const dir = join(SCALE_DIR, 'persistent-cache');
  const outDir = join(dir, 'dist-demo');
  const name = 'ours, persistent cache';
  if (reuse && existsSync(join(outDir, 'index.html'))) return { name, dist: outDir };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD'], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  const file = join(dir, 'src', 'firebase', 'firebase.ts');
  const source = readFileSync(file, 'utf8');
  const patched = source
    .replace('  memoryLocalCache,\n', '  persistentLocalCache,\n')
    .replace('localCache: memoryLocalCache(),', 'localCache: persistentLocalCache(),');
  if (patched === source || patched.includes('memoryLocalCache')) {
    throw new Error('src/firebase/firebase.ts no longer sets memoryLocalCache() as expected');
  }
  writeFileSync(file, patched);
  buildDemo(dir, outDir);
  return { name, dist: outDir };
}

/**
 * Runs in the page before the app, after countListenedDocuments (which notes the Firestore
 * requests and the documents in their answers): the scroll and the first card, set by the
 * bench and seen here, and the main thread's long tasks (`--trace`).
 */
function watchFirstCard() {
  const counted = { firstCardAt: undefined, scrollAt: undefined };
  window.scaleBench = counted;
  counted.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      counted.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (counted.firstCardAt === undefined && document.querySelector('article')) {
      counted.firstCardAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * In the page: the load's reads so far, from what countListenedDocuments noted. The requests
 * before the card are the SDK's (not REST's) between the scroll and the first card.
 */
function countsSoFar() {
  const { firstCardAt, scrollAt } = window.scaleBench;
  const { documents, requests, readsBy } = window.listened;
  const messageDocumentAt = documents
    .filter((read) => read.collection === 'messages')
    .map((read) => read.at);
  const beforeCard = requests.filter(
    (request) =>
      request.channel &&
      scrollAt !== undefined &&
      request.at >= scrollAt &&
      (firstCardAt === undefined || request.at < firstCardAt),
  );
  return {
    ...window.scaleBench,
    documents: documents.length,
    messageDocuments: messageDocumentAt.length,
    messageDocumentAt,
    requestsBeforeCard: beforeCard.length,
    firstRequestAfterScrollAt: beforeCard[0]?.at,
    listenBy: readsBy,
  };
}

/**
 * A new page of `context` on the throttled phone (THROTTLE's network and CPU) that notes the
 * Firestore documents it is sent (countListenedDocuments) and runs `watch` before the app;
 * with its DevTools session, for the requests.
 */
export async function throttledPage(context, watch) {
  const page = await context.newPage();
  await page.addInitScript(countListenedDocuments);
  await page.addInitScript(watch);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latencyMs,
    downloadThroughput: THROTTLE.downloadBytesPerSecond,
    uploadThroughput: THROTTLE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
  return { page, cdp };
}

/**
 * One page load, in a new page of the build's context (its HTTP cache shared between loads,
 * nothing else: the app keeps Firestore's cache in memory): scroll to the wall once the page
 * has fetched ahead, wait for the first card and for the reads to settle.
 */
async function loadOnce(context, url, emulatorPort, { trace = false, scroll = true } = {}) {
  const { page, cdp } = await throttledPage(context, watchFirstCard);
  const firestoreRequests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
    if (new URL(request.url).port === String(emulatorPort)) {
      firestoreRequests.set(requestId, {
        bytes: 0,
        finished: undefined,
        startedAt: timestamp,
        method: request.method,
        url: request.url,
      });
    }
  });
  cdp.on('Network.responseReceived', ({ requestId, timestamp }) => {
    const entry = firestoreRequests.get(requestId);
    if (entry) entry.respondedAt = timestamp;
  });
  cdp.on('Network.dataReceived', ({ requestId, timestamp }) => {
    const entry = firestoreRequests.get(requestId);
    if (entry) (entry.chunksAt ??= []).push(timestamp);
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    const entry = firestoreRequests.get(requestId);
    if (entry) entry.bytes += encodedDataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const entry = firestoreRequests.get(requestId);
    if (entry) {
      entry.finished = encodedDataLength;
      entry.finishedAt = timestamp;
    }
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    // A visitor scrolls after a moment on the countdown: by then the page has fetched the
    // app's and the wall's modules ahead (src/boot/fetchAhead.ts) into the HTTP cache,
    // without running them. The scroll waits for those downloads, so the first card is the
    // wall's own cost: running the modules, Firestore's round trips, the render.
    await page.waitForFunction(
      () => {
        const listed = ['app-modules', 'wall-modules'].flatMap((name) =>
          (document.querySelector(`meta[name="${name}"]`)?.content ?? '')
            .split(/\s+/)
            .filter((path) => /^\/[^/]/.test(path)),
        );
        const fetched = new Set(
          performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
        );
        return listed.length > 0 && listed.every((path) => fetched.has(path));
      },
      undefined,
      { timeout: FIRST_CARD_TIMEOUT_MS, polling: 250 },
    );
    // ... and then spends IDLE_MS on the page, loaded and quiet, before heading for the wall.
    await page.waitForTimeout(scroll ? IDLE_MS : NEVER_SCROLLS_MS);
    if (!scroll) {
      // A visit that never comes near the wall: what it cost Firestore by now.
      const counted = await page.evaluate(countsSoFar);
      return {
        neverScrolls: true,
        messageDocuments: counted.messageDocuments,
        documents: counted.documents,
        bytes: [...firestoreRequests.values()].reduce(
          (sum, entry) => sum + (entry.finished ?? entry.bytes),
          0,
        ),
        requests: firestoreRequests.size,
      };
    }
    // The wall loads when the visitor heads for it: scroll there at once.
    await page.getByRole('region', { name: 'Message Wall' }).evaluate((section) => {
      window.scaleBench.scrollAt = performance.now();
      section.scrollIntoView({ block: 'start' });
    });
    await page.waitForFunction(() => window.scaleBench.firstCardAt !== undefined, undefined, {
      timeout: FIRST_CARD_TIMEOUT_MS,
      polling: 50,
    });
    // Settled: no new document for 2 s.
    let last = -1;
    for (let quiet = 0; quiet < 4;) {
      await page.waitForTimeout(500);
      const now = await page.evaluate(() => window.listened.documents.length);
      quiet = now === last ? quiet + 1 : 0;
      last = now;
    }
    const counted = await page.evaluate(countsSoFar);
    counted.marks = await page.evaluate(() =>
      Object.fromEntries(
        ['wall-start', 'wall-module'].map((name) => [
          name,
          performance.getEntriesByName(name).at(-1)?.startTime,
        ]),
      ),
    );
    const requests = firestoreRequests.size;
    const bytes = [...firestoreRequests.values()].reduce(
      (sum, entry) => sum + (entry.finished ?? entry.bytes),
      0,
    );
    // The floor: one REST runQuery of the same 50 newest, from the same throttled page (after
    // the wall's bytes are counted).
    const floor = await page.evaluate(runQueryFloor, {
      url: `http://127.0.0.1:${emulatorPort}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`,
      limit: WALL_PAGE,
    });
    if (trace) {
      const resources = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({
          name: entry.name,
          start: entry.startTime,
          end: entry.responseEnd,
          bytes: entry.transferSize,
        })),
      );
      const at = (t) => `${Math.round(t - counted.scrollAt)}`.padStart(6);
      console.log(`trace: scroll at ${Math.round(counted.scrollAt)} ms after navigation`);
      for (const entry of resources.filter((r) => r.end >= counted.scrollAt - 1000)) {
        console.log(
          `trace: ${at(entry.start)} .. ${at(entry.end)} ms  ${entry.bytes} B  ${entry.name.replace(/\?.*/, '')}`,
        );
      }
      for (const task of counted.longTasks.filter((t) => t.start >= counted.scrollAt - 1000)) {
        console.log(`trace: ${at(task.start)} ms  long task ${Math.round(task.duration)} ms`);
      }
      console.log(`trace: ${at(counted.firstCardAt)} ms  first card`);
      console.log(
        `trace: phases ${JSON.stringify(phasesOf(counted))}, floor ${Math.round(floor.ms)} ms`,
      );
      const first = Math.min(...[...firestoreRequests.values()].map((r) => r.startedAt));
      const rel = (t) => (t === undefined ? '-' : `${Math.round((t - first) * 1000)}`);
      for (const r of firestoreRequests.values()) {
        const query = new URL(r.url).searchParams;
        console.log(
          `trace: firestore ${r.method} TYPE=${query.get('TYPE') ?? ''} RID=${query.get('RID') ?? ''}: sent ${rel(r.startedAt)}, headers ${rel(r.respondedAt)}, chunks ${(r.chunksAt ?? []).map(rel).join(' ')}, done ${rel(r.finishedAt)} ms (from the first request), ${r.finished ?? r.bytes} B`,
        );
      }
    }
    const firstCardMs = counted.firstCardAt - counted.scrollAt;
    return {
      firstCardMs,
      floorMs: floor.ms,
      floorDocuments: floor.documents,
      ratio: firstCardMs / floor.ms,
      phases: phasesOf(counted),
      messageDocuments: counted.messageDocuments,
      bytes,
      documents: counted.documents,
      requests,
      requestsBeforeCard: counted.requestsBeforeCard,
      listenBy: counted.listenBy,
    };
  } catch (error) {
    if (error?.name === 'TimeoutError') return { timedOut: true };
    throw error;
  } finally {
    await page.close();
  }
}

/**
 * Runs in the page: the network's floor for the wall's first page, one REST runQuery of the
 * newest `limit` messages (as a visitor: no token), timed from the request to the parsed
 * answer.
 */
export async function runQueryFloor({ url, limit }) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'messages' }],
        orderBy: [
          { field: { fieldPath: 'created_at' }, direction: 'DESCENDING' },
          { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
        ],
        limit,
      },
    }),
  });
  const answer = await response.json();
  return {
    ms: performance.now() - started,
    documents: Array.isArray(answer) ? answer.filter((entry) => entry.document).length : 0,
  };
}

/**
 * Where the time went between the scroll and the first card, in ms, each phase from the end
 * of the one before: `modules` until the wall's module has run (the app's too, if the scroll
 * started it; useWallLoading's 'wall-module' mark), `sdkStart` until the first request to
 * Firestore, `roundTrips` until the last of the first page's documents arrived, `render`
 * until the first card was in the DOM.
 */
export function phasesOf(counted) {
  const { scrollAt, firstCardAt } = counted;
  const moduleAt = Math.max(scrollAt, counted.marks?.['wall-module'] ?? scrollAt);
  const requestAt = Math.max(moduleAt, counted.firstRequestAfterScrollAt ?? moduleAt);
  const before = counted.messageDocumentAt.filter((at) => at <= firstCardAt);
  const lastDocumentAt = Math.max(requestAt, before.at(-1) ?? requestAt);
  return {
    modules: moduleAt - scrollAt,
    sdkStart: requestAt - moduleAt,
    roundTrips: lastDocumentAt - requestAt,
    render: firstCardAt - lastDocumentAt,
  };
}

/**
 * The whole section: returns, per build and size, the medians of `runs` page loads. The
 * emulator is started here and stopped on the way out; `onCleanup` registers its stop.
 */
export async function measureScale({
  browserPath,
  sizes = [50, 5_000, 50_000],
  runs = 3,
  baseline = BEFORE_PAGING,
  baselineSizes = [50, 5_000],
  ours = {
    name: 'ours',
    dist: join(SCALE_DIR, 'dist-demo'),
    rules: readFileSync('firestore.rules', 'utf8'),
  },
  onCleanup = () => {},
  reuseBuilds = false,
  buildOnly = false,
  trace = false,
}) {
  mkdirSync(SCALE_DIR, { recursive: true });
  if (!reuseBuilds || !existsSync(join(ours.dist, 'index.html'))) buildDemo('.', ours.dist);
  const builds = [
    ours,
    ...(baseline && baseline !== 'none' ? [prepareBaseline(baseline, reuseBuilds)] : []),
  ];
  if (buildOnly) return { results: [], throttle: THROTTLE, viewport: VIEWPORT };
  const servers = [];
  const emulator = await startFirestoreEmulator({ quiet: true, handleSignals: false });
  onCleanup(emulator.stop);
  const origin = `http://${emulator.host}`;
  const port = Number(emulator.host.split(':').at(-1));
  const browser = await chromium.launch({ executablePath: browserPath, args: BENCH_CHROMIUM_ARGS });
  try {
    await previewEach(builds, servers);
    for (const build of builds) {
      build.context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
    }
    await clearDocuments(origin);
    const results = [];
    const neverScrolls = [];
    let seeded = 0;
    const startSeconds = Math.floor(Date.now() / 1000) - 7 * Math.max(...sizes) - 3600;
    for (const size of [...sizes].sort((a, b) => a - b)) {
      const seedStarted = Date.now();
      await seed(origin, seeded, size, startSeconds);
      // The newest are the last seeded: the wall's first page is the same 50 at every size
      // up to the biggest's start time, so only the wall's size changes between rows.
      seeded = size;
      console.log(
        `scale: ${size.toLocaleString('en-US')} messages seeded (${((Date.now() - seedStarted) / 1000).toFixed(0)} s)`,
      );
      if (size === Math.min(...sizes)) {
        // One load per build first, not counted: a context's first load is the one that
        // fills its HTTP cache and V8's code cache and warms the emulator's JIT, which
        // would otherwise fall on the smallest wall only and flatter the bigger ones.
        for (const build of builds) {
          await loadRules(origin, build.rules);
          await loadOnce(build.context, build.url, port);
        }
        // The visit that never comes near the wall: no message document, whatever it warms.
        for (const build of builds) {
          await loadRules(origin, build.rules);
          const visit = await loadOnce(build.context, build.url, port, { scroll: false });
          neverScrolls.push({ build: build.name, size, ...visit });
          console.log(`scale never scrolls: ${JSON.stringify(neverScrolls.at(-1))}`);
        }
      }
      const loads = new Map(builds.map((build) => [build.name, []]));
      for (let run = 0; run < runs; run += 1) {
        for (const build of builds) {
          if (build !== ours && !baselineSizes.includes(size)) continue;
          await loadRules(origin, build.rules);
          loads.get(build.name).push(await loadOnce(build.context, build.url, port, { trace }));
        }
      }
      for (const [name, list] of loads) {
        if (list.length === 0) continue;
        const done = list.filter((load) => !load.timedOut);
        results.push({
          build: name,
          size,
          runs: list.length,
          timedOut: list.length - done.length,
          firstCardMs: medianOf(done, (load) => load.firstCardMs),
          floorMs: medianOf(done, (load) => load.floorMs),
          // The median of each load's ratio to its own floor.
          ratio: medianOf(done, (load) => load.ratio),
          phases: done.length ? medians(done.map((load) => load.phases)) : undefined,
          messageDocuments: medianOf(done, (load) => load.messageDocuments),
          bytes: medianOf(done, (load) => load.bytes),
          documents: medianOf(done, (load) => load.documents),
          requests: medianOf(done, (load) => load.requests),
          requestsBeforeCard: medianOf(done, (load) => load.requestsBeforeCard),
          each: list,
        });
        // Printed as each size completes, so an interrupted run keeps what it measured.
        const { each, ...summary } = results.at(-1);
        console.log(`scale result: ${JSON.stringify(summary)} ${JSON.stringify(each)}`);
      }
    }
    await loadRules(origin, ours.rules);
    return { results, neverScrolls, throttle: THROTTLE, viewport: VIEWPORT };
  } finally {
    await closeAll(browser, servers, emulator);
  }
}

/**
 * A `vite preview` of each build's dist, on ports from 4300 (the next free one), its address
 * in build.url. Each server goes into `servers` as it starts, for the caller to close, even
 * if a later one fails.
 */
export async function previewEach(builds, servers) {
  const { preview } = await import('vite');
  for (const build of builds) {
    const server = await preview({
      configFile: 'vite.config.ts',
      logLevel: 'warn',
      build: { outDir: build.dist },
      // Moved by TEST_PORT_OFFSET like every port the suites bind; the next free one if taken.
      preview: { host: '127.0.0.1', port: 4300 + portOffset() + servers.length, strictPort: false },
    });
    servers.push(server);
    build.url = server.resolvedUrls?.local[0];
  }
}

/** Closes what a section opened: the browser, the preview servers and the emulator. */
export async function closeAll(browser, servers, emulator) {
  await browser.close();
  for (const server of servers) await server.close();
  await emulator.stop();
}

/**
 * Whether Firestore's persistent cache earns its bytes: for the memory cache (the app's) and
 * the persistent one, in a fresh context per run, a first load, a reload with nothing
 * changed, and a reload after one new post, each counted like a scale load (documents the
 * server sent, Firestore bytes, first card). A reload is a new page in the same context, so
 * IndexedDB and the HTTP cache are kept, as on a phone.
 */
export async function measureReloads({ browserPath, size = 50, runs = 2, reuseBuilds = false }) {
  mkdirSync(SCALE_DIR, { recursive: true });
  const memory = { name: 'ours, memory cache', dist: join(SCALE_DIR, 'dist-demo') };
  if (!reuseBuilds || !existsSync(join(memory.dist, 'index.html'))) buildDemo('.', memory.dist);
  const builds = [memory, preparePersistentVariant(reuseBuilds)];
  const emulator = await startFirestoreEmulator({ quiet: true, handleSignals: false });
  const origin = `http://${emulator.host}`;
  const port = Number(emulator.host.split(':').at(-1));
  const browser = await chromium.launch({ executablePath: browserPath, args: BENCH_CHROMIUM_ARGS });
  const servers = [];
  try {
    await previewEach(builds, servers);
    await clearDocuments(origin);
    await loadRules(origin, readFileSync('firestore.rules', 'utf8'));
    const startSeconds = Math.floor(Date.now() / 1000) - 7 * (size + 1000) - 3600;
    await seed(origin, 0, size, startSeconds);
    let next = size;
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      for (const build of builds) {
        const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
        try {
          const first = await loadOnce(context, build.url, port);
          const unchanged = await loadOnce(context, build.url, port);
          await seed(origin, next, next + 1, startSeconds);
          next += 1;
          const oneNew = await loadOnce(context, build.url, port);
          const result = { build: build.name, size, run, first, unchanged, oneNew };
          console.log(`reload result: ${JSON.stringify(result)}`);
          results.push(result);
        } finally {
          await context.close();
        }
      }
    }
    return results;
  } finally {
    await closeAll(browser, servers, emulator);
  }
}

/** `node bench/lib/scale.mjs`: the section alone, printed as JSON lines. */
if (runsAlone('bench/lib/scale.mjs')) {
  if (flag('reloads')) {
    // The persistent cache's measurement: `--reloads [--sizes 50] [--runs 2] [--reuse]`.
    await measureReloads({
      browserPath: await browserPath(),
      size: Number(option('sizes', '50')),
      runs: Number(option('runs', 2)),
      reuseBuilds: flag('reuse'),
    });
    process.exit(0);
  }
  const measured = await measureScale({
    browserPath: await browserPath(),
    sizes: option('sizes', '50,5000,50000').split(',').map(Number),
    runs: Number(option('runs', 3)),
    baseline: option('baseline', BEFORE_PAGING),
    // Builds bind no port: `--build-only` outside the suites' lock, then `--reuse` under it.
    buildOnly: flag('build-only'),
    reuseBuilds: flag('reuse'),
    // Each load's timeline after the scroll: the requests and the main thread's long tasks.
    trace: flag('trace'),
  });
  for (const result of measured.results) {
    const { each, ...rest } = result;
    console.log(JSON.stringify(rest), JSON.stringify(each));
  }
  if (!existsSync(SCALE_DIR)) process.exit(1);
}
