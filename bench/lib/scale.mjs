// The wall at scale, on the Firestore emulator (not fixtures): the demo build of this tree and
// of a baseline (main, built from `git archive`), each against the rules of its own tree, on a
// throttled phone (390x844, 150 ms latency, 1.6 Mbit/s down, 4x CPU), at 50, 5,000 and 50,000
// messages. Per page load: the first card after the scroll, the bytes Firestore sent, and the
// documents it read (counted in the Listen responses). Runs interleave ours and the baseline.
//
//   node bench/lib/scale.mjs [--sizes 50,5000,50000] [--runs 3] [--baseline main|none]
//     [--build-only | --reuse]
//
// `npm run bench -- --only scale` runs it inside the bench. It starts the Firestore emulator on
// its usual port: run it under the suites' lock.
/* global document, MutationObserver, XMLHttpRequest, window -- page functions run in the browser */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { PROJECT_ID, liveBuildEnv } from '../../scripts/test/emulator.mjs';
import { startFirestoreEmulator } from '../../scripts/test/firestoreEmulator.mjs';
import { BENCH_CHROMIUM_ARGS } from './browserArgs.mjs';

const SCALE_DIR = resolve('artifacts', 'bench', 'scale');
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

const NAMES = ['Ava', 'Ben', 'Chloé', 'Dev', 'Emma', 'Finn', 'Grandma Rose', 'Hiro', 'Isla'];
const WORDS =
  'happy birthday jake cheers to twenty one first round is on me see you tonight proud of you'.split(
    ' ',
  );

/** Message i of the seeded wall: the same text every run, a few seconds apart. */
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
async function seed(origin, from, to, startSeconds) {
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

function loadRules(origin, source) {
  return emulatorFetch(origin, 'PUT', `/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    rules: { files: [{ content: source }] },
  });
}

/** The demo build of the tree at `dir`, pointed at the emulator, into `outDir`. */
function buildDemo(dir, outDir) {
  const result = spawnSync(
    'node',
    ['scripts/build/build.mjs', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: dir, stdio: 'inherit', env: { ...process.env, ...liveBuildEnv() } },
  );
  if (result.status !== 0) throw new Error(`the demo build in ${dir} failed`);
}

/**
 * The baseline's tree (`git archive <ref>`), built with this checkout's node_modules, and its
 * rules. Its package.json must match ours closely enough to build with them.
 */
function prepareBaseline(ref, reuse = false) {
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
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  buildDemo(dir, outDir);
  return { name, dist: outDir, rules: readFileSync(join(dir, 'firestore.rules'), 'utf8') };
}

/**
 * Runs in the page before the app: counts the documents in Firestore's Listen responses. The
 * SDK's channel streams them over fetch() in browsers (XMLHttpRequest where it long-polls), so
 * both are watched: a fetch's response is cloned and its copy read as it arrives.
 */
function countListenDocuments() {
  const counted = {
    documents: 0,
    firstCardAt: undefined,
    scrollAt: undefined,
    requestsBeforeCard: 0,
  };
  window.scaleBench = counted;
  const MARK = '"documentChange"';
  /** A counter for one response's text as it arrives (a mark may straddle two chunks). */
  const counter = () => {
    let carry = '';
    return (text) => {
      const joined = carry + text;
      counted.documents += joined.split(MARK).length - 1;
      const cut = joined.lastIndexOf(MARK);
      carry = joined.slice(Math.max(cut + MARK.length, joined.length - MARK.length + 1));
    };
  };
  const noteRequest = (url) => {
    if (url.includes('google.firestore.v1.Firestore/')) {
      if (counted.scrollAt !== undefined && counted.firstCardAt === undefined) {
        counted.requestsBeforeCard += 1;
      }
    }
    return url.includes('/google.firestore.v1.Firestore/Listen/');
  };

  const fetchBefore = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : (input?.url ?? String(input));
    const pending = fetchBefore.call(this, input, init);
    if (noteRequest(url)) {
      pending.then(
        (response) => {
          const reader = response.clone().body?.getReader();
          if (!reader) return;
          const decoder = new TextDecoder();
          const add = counter();
          const pump = () =>
            reader.read().then(({ done, value }) => {
              if (done) return undefined;
              add(decoder.decode(value, { stream: true }));
              return pump();
            });
          pump().catch(() => undefined);
        },
        () => undefined,
      );
    }
    return pending;
  };

  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    if (noteRequest(String(url))) {
      let seen = 0;
      const add = counter();
      const read = () => {
        const text = this.responseText ?? '';
        add(text.slice(seen));
        seen = text.length;
      };
      this.addEventListener('progress', read);
      this.addEventListener('load', read);
    }
    return open.call(this, method, url, ...rest);
  };
  new MutationObserver(() => {
    if (counted.firstCardAt === undefined && document.querySelector('article')) {
      counted.firstCardAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
}

/** One page load: scroll to the wall, wait for the first card and for the reads to settle. */
async function loadOnce(browser, url, emulatorPort) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(countListenDocuments);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latencyMs,
    downloadThroughput: THROTTLE.downloadBytesPerSecond,
    uploadThroughput: THROTTLE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
  const firestoreRequests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
    if (new URL(request.url).port === String(emulatorPort)) {
      firestoreRequests.set(requestId, { bytes: 0, finished: undefined, startedAt: timestamp });
    }
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    const entry = firestoreRequests.get(requestId);
    if (entry) entry.bytes += encodedDataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = firestoreRequests.get(requestId);
    if (entry) entry.finished = encodedDataLength;
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
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
      const now = await page.evaluate(() => window.scaleBench.documents);
      quiet = now === last ? quiet + 1 : 0;
      last = now;
    }
    const counted = await page.evaluate(() => ({ ...window.scaleBench }));
    const bytes = [...firestoreRequests.values()].reduce(
      (sum, entry) => sum + (entry.finished ?? entry.bytes),
      0,
    );
    return {
      firstCardMs: counted.firstCardAt - counted.scrollAt,
      bytes,
      documents: counted.documents,
      requests: firestoreRequests.size,
      requestsBeforeCard: counted.requestsBeforeCard,
    };
  } catch (error) {
    if (error?.name === 'TimeoutError') return { timedOut: true };
    throw error;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * The whole section: returns, per build and size, the medians of `runs` page loads. The
 * emulator is started here and stopped on the way out; `onCleanup` registers its stop.
 */
export async function measureScale({
  browserPath,
  sizes = [50, 5_000, 50_000],
  runs = 3,
  baseline = 'main',
  baselineSizes = [50, 5_000],
  ours = {
    name: 'ours',
    dist: join(SCALE_DIR, 'dist-demo'),
    rules: readFileSync('firestore.rules', 'utf8'),
  },
  onCleanup = () => {},
  reuseBuilds = false,
  buildOnly = false,
}) {
  mkdirSync(SCALE_DIR, { recursive: true });
  if (!reuseBuilds || !existsSync(join(ours.dist, 'index.html'))) buildDemo('.', ours.dist);
  const builds = [
    ours,
    ...(baseline && baseline !== 'none' ? [prepareBaseline(baseline, reuseBuilds)] : []),
  ];
  if (buildOnly) return { results: [], throttle: THROTTLE, viewport: VIEWPORT };
  const { preview } = await import('vite');
  const servers = [];
  const emulator = await startFirestoreEmulator({ quiet: true, handleSignals: false });
  onCleanup(emulator.stop);
  const origin = `http://${emulator.host}`;
  const port = Number(emulator.host.split(':').at(-1));
  const browser = await chromium.launch({ executablePath: browserPath, args: BENCH_CHROMIUM_ARGS });
  try {
    for (const build of builds) {
      const server = await preview({
        configFile: 'vite.config.ts',
        logLevel: 'warn',
        build: { outDir: build.dist },
        preview: { host: '127.0.0.1', port: 4300 + servers.length, strictPort: false },
      });
      servers.push(server);
      build.url = server.resolvedUrls?.local[0];
    }
    await emulatorFetch(
      origin,
      'DELETE',
      `/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    );
    const results = [];
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
      const loads = new Map(builds.map((build) => [build.name, []]));
      for (let run = 0; run < runs; run += 1) {
        for (const build of builds) {
          if (build !== ours && !baselineSizes.includes(size)) continue;
          await loadRules(origin, build.rules);
          loads.get(build.name).push(await loadOnce(browser, build.url, port));
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
          firstCardMs: done.length ? median(done.map((load) => load.firstCardMs)) : undefined,
          bytes: done.length ? median(done.map((load) => load.bytes)) : undefined,
          documents: done.length ? median(done.map((load) => load.documents)) : undefined,
          requests: done.length ? median(done.map((load) => load.requests)) : undefined,
          requestsBeforeCard: done.length
            ? median(done.map((load) => load.requestsBeforeCard))
            : undefined,
          each: list,
        });
        // Printed as each size completes, so an interrupted run keeps what it measured.
        const { each, ...summary } = results.at(-1);
        console.log(`scale result: ${JSON.stringify(summary)} ${JSON.stringify(each)}`);
      }
    }
    await loadRules(origin, ours.rules);
    return { results, throttle: THROTTLE, viewport: VIEWPORT };
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
    await emulator.stop();
  }
}

/** `node bench/lib/scale.mjs`: the section alone, printed as JSON lines. */
if (process.argv[1] && resolve(process.argv[1]) === resolve('bench/lib/scale.mjs')) {
  const arg = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    return at < 0 ? fallback : process.argv[at + 1];
  };
  const { findBrowser } = await import('../../scripts/test/browser.mjs');
  const found = await findBrowser();
  if (!found) process.exit(1);
  const measured = await measureScale({
    browserPath: found.path,
    sizes: arg('sizes', '50,5000,50000').split(',').map(Number),
    runs: Number(arg('runs', 3)),
    baseline: arg('baseline', 'main'),
    // Builds bind no port: `--build-only` outside the suites' lock, then `--reuse` under it.
    buildOnly: process.argv.includes('--build-only'),
    reuseBuilds: process.argv.includes('--reuse'),
  });
  for (const result of measured.results) {
    const { each, ...rest } = result;
    console.log(JSON.stringify(rest), JSON.stringify(each));
  }
  if (!existsSync(SCALE_DIR)) process.exit(1);
}
