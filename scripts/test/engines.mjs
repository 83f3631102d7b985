// `npm run test:engines`: a guest's path in WebKit and in Firefox (tests/engines), against the
// built app and the Firestore emulator. Two suites for npm test's summary, "webkit" and
// "firefox", run side by side in one Playwright run (one worker each) that shares one
// emulator, one pair of builds and their servers.
//
// Which driver each engine gets, the same order on every machine:
//   1. Playwright's own build of the engine, when `npx playwright install webkit firefox` has
//      put it there (GitHub Actions);
//   2. Debian's: WebKitGTK's MiniBrowser through WebKitWebDriver (webkit2gtk-driver), under
//      Xvfb (xvfb) unless DISPLAY is set; Firefox ESR (firefox-esr) over WebDriver BiDi;
//   3. none: the engine's suite is `not run` with the reason (a failure when
//      REQUIRE_EMULATOR=1, as for a missing emulator).
// ENGINES_DRIVER=playwright|debian picks one for both. Extra arguments go to Playwright:
//   npm run test:engines -- --project webkit -g "404"
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withAuthEmulator } from './authEmulator.mjs';
import { emulatorRequired, liveBuildEnv } from './emulator.mjs';
import { firestoreEmulatorRoute, runWithFirestore } from './firestoreEmulator.mjs';
import { fixtureBuildCommand } from './organizerFixture.mjs';

export const ENGINES = /** @type {const} */ (['webkit', 'firefox']);

/**
 * The birthday of the build whose countdown runs: ahead of any date this suite will run on,
 * so the clock ticks without faking the browser's time (which WebDriver cannot do).
 */
export const AHEAD_TARGET = '2099-06-04T00:00';

const HOW_TO = {
  webkit: 'apt-get install webkit2gtk-driver xvfb, or npx playwright install webkit',
  firefox: 'apt-get install firefox-esr, or npx playwright install firefox',
};

/** Where Debian's WebKitGTK keeps its MiniBrowser (the folder names the architecture). */
export function miniBrowserCandidates(root = '/usr/lib') {
  let entries = [];
  try {
    entries = readdirSync(root);
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.includes('-linux-'))
    .flatMap((triplet) =>
      ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0'].map((dir) =>
        join(root, triplet, dir, 'MiniBrowser'),
      ),
    );
}

/**
 * The lookup order above as a pure function. `playwright` holds the executables Playwright's
 * own builds would be at; `exists` says whether a path is there. Per engine:
 * { driver: 'playwright' } | { driver: 'debian', env, xvfb? } | { missing: reason }.
 *
 * @param {{ env: Record<string, string | undefined>, exists: (path: string) => boolean,
 *   playwright: Record<string, string | undefined>, miniBrowsers: string[] }} input
 */
export function pickEngines({ env, exists, playwright, miniBrowsers }) {
  const forced = env.ENGINES_DRIVER;
  const own = (engine) =>
    forced !== 'debian' && playwright[engine] && exists(playwright[engine])
      ? { driver: 'playwright' }
      : undefined;
  const xvfb = env.DISPLAY ? undefined : exists('/usr/bin/Xvfb') ? '/usr/bin/Xvfb' : null;
  const debian = {
    webkit: () => {
      const driver = '/usr/bin/WebKitWebDriver';
      const browser = miniBrowsers.find(exists);
      if (!exists(driver) || !browser) return undefined;
      if (xvfb === null) return { missing: 'no X display (DISPLAY) and no Xvfb for WebKitGTK' };
      return {
        driver: 'debian',
        env: { ENGINES_WEBKIT_DRIVER: driver, ENGINES_WEBKIT_BROWSER: browser },
        ...(xvfb ? { xvfb } : {}),
      };
    },
    firefox: () => {
      const firefox = ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find(exists);
      return firefox ? { driver: 'debian', env: { ENGINES_FIREFOX: firefox } } : undefined;
    },
  };
  return Object.fromEntries(
    ENGINES.map((engine) => [
      engine,
      own(engine) ??
        (forced === 'playwright' ? undefined : debian[engine]()) ?? {
          missing: `no ${engine === 'webkit' ? 'WebKit' : 'Firefox'} found (${HOW_TO[engine]})`,
        },
    ]),
  );
}

/**
 * Each engine's outcome from Playwright's JSON report of the run (its projects are named after
 * the engines), the run's exit code, and the engines that did not run and why.
 *
 * @param {{ report?: { suites?: object[] }, exitCode: number | null, ran: string[],
 *   notRun: Record<string, string>, required: boolean, unasked?: string[] }} input
 * @returns {{ name: string, status: 'ok' | 'failed' | 'not run', reason?: string,
 *   passed: number, failed: number }[]}
 */
export function engineOutcomes({ report, exitCode, ran, notRun, required, unasked = [] }) {
  const counts = Object.fromEntries(ran.map((engine) => [engine, { passed: 0, failed: 0 }]));
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const count = counts[test.projectName];
        if (!count) continue;
        if (test.status === 'expected' || test.status === 'flaky') count.passed += 1;
        else if (test.status === 'unexpected') count.failed += 1;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  const anyFailed = Object.values(counts).some((count) => count.failed > 0);
  return ENGINES.map((name) => {
    if (unasked.includes(name)) {
      return { name, status: 'not run', reason: 'not asked for (--project)', passed: 0, failed: 0 };
    }
    if (name in notRun) {
      const reason = notRun[name];
      return { name, status: required ? 'failed' : 'not run', reason, passed: 0, failed: 0 };
    }
    const { passed, failed } = counts[name] ?? { passed: 0, failed: 0 };
    if (failed > 0) return { name, status: 'failed', passed, failed };
    if (passed === 0) return { name, status: 'failed', reason: 'no test ran', passed, failed };
    // A run that failed with no test of its own failing (a server that would not start, the
    // global time limit) fails every engine in it.
    if (exitCode !== 0 && !anyFailed) {
      return { name, status: 'failed', reason: `the run exited with ${exitCode}`, passed, failed };
    }
    return { name, status: 'ok', passed, failed };
  });
}

/** Runs a command with inherited output; resolves with its exit code. */
function exec(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function build(outDir, env) {
  const code = await exec(
    'node',
    ['scripts/build/build.mjs', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { ...liveBuildEnv(), ...env },
  );
  if (code !== 0) throw new Error(`the build into ${outDir} failed (exit ${code})`);
}

/** Starts Xvfb on a display it picks itself; resolves with { display, stop }. */
function startXvfb(path) {
  return new Promise((resolve, reject) => {
    const xvfb = spawn(
      path,
      ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      },
    );
    let out = '';
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
    xvfb.stdio[3]?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) {
        resolve({ display: `:${out.trim()}`, stop: () => xvfb.kill() });
      }
    });
  });
}

/** Tells npm test (scripts/test/test.mjs) each engine's outcome: its suites are named after them. */
function reportSuites(outcomes, env = process.env) {
  if (!env.TEST_SUITE_REPORT) return;
  const suites = outcomes.map(({ name, status, reason }) => ({
    name,
    status,
    ...(reason ? { reason } : {}),
  }));
  writeFileSync(env.TEST_SUITE_REPORT, `${JSON.stringify({ suites })}\n`);
}

function finish(outcomes) {
  for (const { name, status, reason } of outcomes) {
    if (status !== 'ok')
      console.log(
        `${status === 'failed' ? 'FAILED' : 'not run'}: ${name}${reason ? ` (${reason})` : ''}`,
      );
  }
  reportSuites(outcomes);
  process.exit(outcomes.some((outcome) => outcome.status === 'failed') ? 1 : 0);
}

/** The whole run, emulator start-up included (Playwright's globalTimeout ends it first). */
const TIME_LIMIT_MS = 10 * 60_000;

async function main() {
  const required = emulatorRequired();
  const require = createRequire(import.meta.url);
  const playwright = {};
  try {
    const core = require('playwright-core');
    for (const engine of ENGINES) playwright[engine] = core[engine].executablePath();
  } catch {
    // No Playwright builds: Debian's, or none.
  }
  const picked = pickEngines({
    env: process.env,
    exists: existsSync,
    playwright,
    miniBrowsers: miniBrowserCandidates(),
  });
  const notRun = Object.fromEntries(
    ENGINES.filter((engine) => 'missing' in picked[engine]).map((engine) => [
      engine,
      picked[engine].missing,
    ]),
  );
  // `--project webkit` (Playwright's own option) runs one engine alone.
  const args = process.argv.slice(2);
  const asked = args.flatMap((arg, at) =>
    arg === '--project' ? [args[at + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
  );
  const ran = ENGINES.filter(
    (engine) => !(engine in notRun) && (asked.length === 0 || asked.includes(engine)),
  );
  const skipped = ENGINES.filter((engine) => !(engine in notRun) && !ran.includes(engine));

  const outcomesOf = (extra = {}) =>
    engineOutcomes({
      exitCode: 0,
      ran: [],
      notRun: { ...notRun, ...extra },
      required,
      unasked: skipped,
    });
  if (ran.length === 0) finish(outcomesOf());

  // Asked first, so a machine without an emulator builds nothing.
  const route = await firestoreEmulatorRoute();
  if (!route.ok)
    finish(outcomesOf(Object.fromEntries(ran.map((engine) => [engine, route.reason]))));

  for (const engine of ran)
    console.log(
      `${engine}: ${picked[engine].driver === 'playwright' ? "Playwright's own" : "Debian's"}`,
    );
  // The two builds, made while the emulator starts: npm test's demo build (ENGINES_DIST), or
  // one of this suite's own, and the same app with its birthday ahead.
  const demo = process.env.ENGINES_DIST || join('artifacts', 'engines', 'dist');
  const ahead = join('artifacts', 'engines', 'ahead');
  // The organizer's fixture app too: npm test's (ORGANIZER_FIXTURE_DIST), or one of its own.
  const organizer = process.env.ORGANIZER_FIXTURE_DIST || join('artifacts', 'engines', 'organizer');
  const builds = (async () => {
    if (!process.env.ENGINES_DIST) await build(demo, {});
    await build(ahead, { VITE_TARGET_DATE: AHEAD_TARGET });
    if (!process.env.ORGANIZER_FIXTURE_DIST) {
      const [command, ...fixtureArgs] = fixtureBuildCommand(organizer);
      const code = await exec(command, fixtureArgs, liveBuildEnv());
      if (code !== 0) throw new Error(`the build into ${organizer} failed (exit ${code})`);
    }
  })();
  builds.catch(() => undefined);

  const env = { ENGINES_DIST: demo, ENGINES_AHEAD_DIST: ahead, ENGINES_ORGANIZER_DIST: organizer };
  for (const engine of ran) Object.assign(env, picked[engine].env ?? {});
  const xvfbPath = ran.map((engine) => picked[engine].xvfb).find(Boolean);
  const xvfb = xvfbPath ? await startXvfb(xvfbPath) : undefined;
  if (xvfb) env.DISPLAY = xvfb.display;

  // Absolute: Playwright reads a relative one from the config's folder.
  const json = resolve(
    process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || join('node_modules', '.tmp', 'engines.json'),
  );
  mkdirSync(dirname(json), { recursive: true });
  writeFileSync(json, '');
  let exitCode;
  try {
    // The Auth emulator beside Firestore: a guest's first post signs in anonymously.
    const auth = withAuthEmulator(
      [
        'npx',
        'playwright',
        'test',
        '--reporter=list,json',
        ...(asked.length === 0 ? ran.map((engine) => `--project=${engine}`) : []),
        ...args,
      ],
      { dir: join('artifacts', 'engines'), slot: 4 },
    );
    const [command, ...commandArgs] = auth.command;
    exitCode = await runWithFirestore('engines', command, commandArgs, {
      env: {
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
        ...env,
        ...auth.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: json,
      },
      ready: () => builds,
      timeoutMs: TIME_LIMIT_MS,
      timeoutMessage: `engines: stopped after ${TIME_LIMIT_MS / 60_000} min (see test-results/engines).`,
    });
  } catch (error) {
    console.error(`engines: ${error instanceof Error ? error.message : error}`);
    exitCode = 1;
  } finally {
    xvfb?.stop();
  }
  let report;
  try {
    report = JSON.parse(readFileSync(json, 'utf8'));
  } catch {
    report = undefined;
  }
  finish(engineOutcomes({ report, exitCode, ran, notRun, required, unasked: skipped }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
