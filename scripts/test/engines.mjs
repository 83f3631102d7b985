// `npm run test:engines`: a guest's path in WebKit and in Firefox (tests/engines), two suites
// for npm test's summary side by side in one Playwright run that shares its servers (started
// by its webServer, playwright.config.ts). Which driver each engine gets, in this order:
//   1. Playwright's own build of the engine, when `npx playwright install webkit firefox` has
//      put it there (GitHub Actions);
//   2. Debian's: WebKitGTK's MiniBrowser through WebKitWebDriver (webkit2gtk-driver), under
//      Xvfb (xvfb) unless DISPLAY is set; Firefox ESR (firefox-esr) over WebDriver BiDi;
//   3. none: the engine's suite is `not run` with the reason (a failure when
//      REQUIRE_EMULATOR=1, as for a missing emulator).
// ENGINES_DRIVER=playwright|debian picks one for both. Extra arguments go to Playwright:
//   npm run test:engines -- --project webkit -g "404"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { emulatorRequired } from './emulator.mjs';
import { firestoreEmulatorRoute } from './firestoreEmulator.mjs';
import { reportOutcomes, runSuite } from './suite.mjs';

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
  const xvfb = env.DISPLAY ? undefined : exists('/usr/bin/xvfb-run') ? '/usr/bin/xvfb-run' : null;
  const debian = {
    webkit: () => {
      const driver = '/usr/bin/WebKitWebDriver';
      const browser = miniBrowsers.find(exists);
      if (!exists(driver) || !browser) return undefined;
      if (xvfb === null) return { missing: 'no X display (DISPLAY) and no xvfb-run for WebKitGTK' };
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

/** Prints each engine that is not ok, tells npm test, and exits (1 if any failed). */
function finish(outcomes) {
  for (const { name, status, reason } of outcomes) {
    if (status !== 'ok')
      console.log(
        `${status === 'failed' ? 'FAILED' : 'not run'}: ${name}${reason ? ` (${reason})` : ''}`,
      );
  }
  reportOutcomes(outcomes.map(({ name, status, reason }) => ({ name, status, reason })));
  process.exit(outcomes.some((outcome) => outcome.status === 'failed') ? 1 : 0);
}

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
  const unasked = ENGINES.filter((engine) => !(engine in notRun) && !ran.includes(engine));
  const outcomes = (report, exitCode, extra = {}) =>
    engineOutcomes({ report, exitCode, ran, notRun: { ...notRun, ...extra }, required, unasked });
  if (ran.length === 0) finish(outcomes(undefined, 0));
  const route = await firestoreEmulatorRoute();
  if (!route.ok)
    finish(outcomes(undefined, 0, Object.fromEntries(ran.map((e) => [e, route.reason]))));

  for (const engine of ran)
    console.log(
      `${engine}: ${picked[engine].driver === 'playwright' ? "Playwright's own" : "Debian's"}`,
    );
  const env = {};
  for (const engine of ran) Object.assign(env, picked[engine].env ?? {});
  const xvfb = ran.some((engine) => picked[engine].xvfb);

  const json = resolve(
    `${process.env.TEST_REPORT ?? join('node_modules', '.tmp', 'engines')}.playwright.json`,
  );
  mkdirSync(dirname(json), { recursive: true });
  rmSync(json, { force: true });
  const projects = asked.length === 0 ? ran.map((engine) => `--project=${engine}`) : [];
  await runSuite('engines', [...projects, ...args], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: json },
    wrap: xvfb ? ['xvfb-run', '-a', '-s', '-screen 0 1280x1024x24 -nolisten tcp'] : [],
    outcomes: (exitCode) => {
      let report;
      try {
        report = JSON.parse(readFileSync(json, 'utf8'));
      } catch {
        report = undefined;
      }
      const all = outcomes(report, exitCode);
      finish(all);
      return all;
    },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
