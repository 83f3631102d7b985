import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test';
import { browserExecutablePath, testChromiumArgs } from './scripts/test/browser.mjs';
import { serverPort } from './scripts/test/emulator.mjs';
import { ORGANIZER_FIXTURE_DIST } from './scripts/test/organizerFixture.mjs';

/**
 * Every Playwright suite, one project each. Each suite needs its own servers (and most an
 * emulator, which its runner in scripts/test/ starts around the run), so a run names its
 * projects: `npx playwright test --project e2e`, or the runner, `npm run test:e2e`. Only the
 * servers of the projects named start; a run that names none starts them all, which only
 * makes sense with every emulator up.
 *
 *   project       tests                     servers (127.0.0.1)                      runner
 *   e2e           tests/e2e                 vite preview of dist/ on 4173            test:e2e
 *   wall-harness  tests/e2e/wall-removal,   the bench's wall harness on 4174         test:e2e
 *                 tests/e2e/wall-photos
 *   organizer     tests/organizer           preview of dist/ (ORGANIZER_DIST) on     test:organizer
 *                                           4176, of the fixture's build on 4177
 *   hosting       tests/hosting             Hosting emulator on 5050                 test:hosting
 *   live          tests/live                preview of dist/ (LIVE_DIST) on 4175     test:live
 *   webkit        tests/engines             previews of two builds on 4178, 4179     test:engines
 *   firefox       tests/engines             (the same two)                           test:engines
 *
 * The Chromium projects use scripts/test/browser.mjs's browser (CHROME_PATH, Playwright's
 * own, then the system's), in a pinned zone and locale. WebKit and Firefox are Playwright's
 * own builds or Debian's through their WebDriver (tests/engines/fixtures.ts, picked by
 * scripts/test/engines.mjs). The *_PORT variables move a suite's servers; TEST_PORT_OFFSET moves
 * them all, with the emulators (scripts/test/emulator.mjs).
 */
const E2E = serverPort('E2E_PORT', 4173);
const LIVE = serverPort('LIVE_PORT', 4175);
const ORGANIZER = serverPort('ORGANIZER_PORT', 4176);
const ENGINES = serverPort('ENGINES_PORT', 4178);
const HOSTING = serverPort('HOSTING_PORT', 5050);

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

/**
 * A Vite server on 127.0.0.1 at `at`, started afresh for the run: `vite preview` of a build
 * (with a config of its own for the organizer's fixture), or Vite's dev server with a config
 * of its own (the wall harness). Ready once `path` answers.
 */
function vite(args: string, at: number, path = ''): WebServer {
  return {
    command: `npx vite ${args} --strictPort --port ${at} --host 127.0.0.1`,
    url: `http://127.0.0.1:${at}${path}`,
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

/** Desktop Chrome at `at`, with the flags a closed, headless machine needs. */
function chromium(at: number): Project['use'] {
  const executablePath = browserExecutablePath();
  return {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${at}`,
    timezoneId: 'America/New_York',
    locale: 'en-US',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: testChromiumArgs(),
    },
  };
}

const retries = process.env.CI ? 1 : 0;
/**
 * How long a browser suite's expectations wait (Playwright's default is 5 s): npm test runs
 * three lanes on two cores (scripts/test/test.mjs), where rendering /moderate's 500 rows took
 * past 5 s beside the unit suite. A ceiling, not a measurement: a passing check returns as
 * soon as it holds.
 */
const LANE_EXPECT_TIMEOUT = 15_000;
/**
 * For the suites that watch data move, not pixels (organizer, live): the visitor prefers
 * reduced motion, which the app honours, so the glass and the characters stand still in every
 * page such a test opens (three at once in most live tests). Motion has its own checks, in the
 * e2e suite (bar its bad-input and faults files, which ask for reduced motion themselves: they
 * check text and network states) and the unit tests; here it only cost CPU: a page drawing
 * its animations keeps a fifth of a core busy in headless Chromium, and every suite on this
 * two-core machine waits for the cores
 * (docs/testing.md#stages-how-npm-test-runs-its-suites).
 */
const STILL = { reducedMotion: 'reduce' } as const;
const livePreview = vite(
  `preview --outDir ${process.env.LIVE_DIST ?? 'artifacts/live/dist'}`,
  LIVE,
);
const enginesPreviews = [
  vite(`preview --outDir ${process.env.ENGINES_DIST ?? 'artifacts/engines/dist'}`, ENGINES),
  vite(
    `preview --outDir ${process.env.ENGINES_AHEAD_DIST ?? 'artifacts/engines/ahead'}`,
    ENGINES + 1,
  ),
  // The organizer's fixture app, for the desk's count and title (tests/engines/organizer.spec.ts).
  vite(
    `preview --config tests/organizer/vite.config.ts --outDir ${process.env.ENGINES_ORGANIZER_DIST ?? 'artifacts/engines/organizer'}`,
    ENGINES + 3,
    '/moderate',
  ),
];

/**
 * A Chromium suite's project: its tests in tests/<dir>, its results in test-results/<name>,
 * retried once on CI, the lanes' expect timeout, Chromium on `port`; `extra` adds the rest.
 */
function chromiumProject(name: string, port: number, extra: Project = {}, dir = name): Project {
  return {
    name,
    testDir: `./tests/${dir}`,
    outputDir: `./test-results/${name}`,
    retries,
    timeout: 30_000,
    expect: { timeout: LANE_EXPECT_TIMEOUT },
    use: chromium(port),
    ...extra,
  };
}

interface Suite {
  project: Project;
  servers: WebServer[];
  /** The whole run's limit when this suite is in it: a hung emulator fails fast, by name. */
  globalTimeout?: number;
}

const suites: Suite[] = [
  {
    // The built app; no Firestore runs (tests/e2e/wallPage.ts), the Auth emulator does.
    project: chromiumProject('e2e', E2E, {
      testIgnore: ['wall-removal.spec.ts', 'wall-photos.spec.ts'],
      fullyParallel: true,
      workers: 2,
    }),
    servers: [vite('preview', E2E)],
  },
  {
    // The real wall fed by a local store (bench/vite.config.ts, the bench's own harness) on
    // Vite's dev server, which builds nothing up front: for messages changing live where no
    // backend runs.
    project: chromiumProject(
      'wall-harness',
      E2E,
      { testMatch: ['wall-removal.spec.ts', 'wall-photos.spec.ts'] },
      'e2e',
    ),
    servers: [vite('--config bench/vite.config.ts', E2E + 1, '/wall.html')],
  },
  {
    // /moderate against the Auth and Firestore emulators, and the same app with /moderate's
    // data doors swapped for a fixture (tests/organizer/vite.config.ts), for the desk and the
    // keepsake where no Firestore runs. One worker: the tests share the emulator's data.
    project: chromiumProject('organizer', ORGANIZER, {
      workers: 1,
      timeout: 60_000,
      use: { ...chromium(ORGANIZER), ...STILL },
    }),
    servers: [
      vite(`preview --outDir ${process.env.ORGANIZER_DIST ?? 'dist'}`, ORGANIZER),
      // The fixture app as a production build (scripts/test/organizerFixture.mjs).
      vite(
        `preview --config tests/organizer/vite.config.ts --outDir ${process.env.ORGANIZER_FIXTURE_DIST ?? ORGANIZER_FIXTURE_DIST}`,
        ORGANIZER + 1,
        '/moderate',
      ),
    ],
  },
  {
    // firebase.json's headers and rewrites, served by the Hosting emulator from the
    // production-shaped build scripts/test/hosting.mjs writes into artifacts/hosting/.
    project: chromiumProject('hosting', HOSTING, { fullyParallel: true, workers: 2 }),
    servers: [
      {
        // A demo- project id needs no login; NO_UPDATE_NOTIFIER keeps the CLI off the network.
        command:
          'npx firebase emulators:start --only hosting --project demo-birthday-wall --config artifacts/hosting/firebase.json',
        env: { NO_UPDATE_NOTIFIER: '1' },
        url: `http://127.0.0.1:${HOSTING}/`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
    ],
  },
  {
    // Two browsers on the live wall against the Firestore emulator. One worker: the tests
    // clear the one wall and swap its rules.
    project: chromiumProject('live', LIVE, {
      workers: 1,
      timeout: 90_000,
      use: { ...chromium(LIVE), ...STILL },
    }),
    servers: [livePreview],
    // Fourteen tests, about 7 minutes on a quiet machine and more beside npm test's other
    // lanes; tests of 90 s each, retried once on CI, could take 40 minutes when the emulator
    // hangs. The run gets 12, so such a run fails and names its test well inside CI's limit.
    globalTimeout: 12 * 60_000,
  },
  // A guest's path in WebKit and in Firefox, side by side (one worker each, a project's tests
  // in order, sharing its browsers), against the demo build and one with a birthday ahead.
  // Every test waits for the page by polling (tests/engines/queries.ts), never for a time.
  ...(['webkit', 'firefox'] as const).map((engine): Suite => ({
    project: {
      name: engine,
      testDir: './tests/engines',
      testMatch: ['guest.spec.ts', 'photo.spec.ts', 'organizer.spec.ts'],
      outputDir: './test-results/engines',
      workers: 1,
      retries,
      timeout: 60_000,
      use: { browserName: engine },
    },
    servers: enginesPreviews,
    globalTimeout: 8 * 60_000,
  })),
];

/**
 * The projects this run names, or undefined for all: `--project=x`, or `--project x y`, which
 * Playwright reads as every name up to the next option.
 */
function namedProjects(argv: string[]): Set<string> | undefined {
  const names: string[] = [];
  let listing = false;
  for (const arg of argv) {
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    else if (arg === '--project') listing = true;
    else if (arg.startsWith('-')) listing = false;
    else if (listing) names.push(arg);
  }
  return names.length > 0 ? new Set(names) : undefined;
}

const named = namedProjects(process.argv);
// A name that matches no project as written (a pattern, say) starts every server.
const picked = suites.filter(({ project }) => named?.has(project.name ?? ''));
const running = picked.length > 0 ? picked : suites;
const limits = running.flatMap(({ globalTimeout }) => (globalTimeout ? [globalTimeout] : []));

export default defineConfig({
  reporter: [['list']],
  // Each project says how many of its tests run at once; two in all, one per core.
  workers: 2,
  ...(limits.length > 0 ? { globalTimeout: Math.max(...limits) } : {}),
  projects: suites.map(({ project }) => project),
  // Each server once, even where two projects share it (the two engines).
  webServer: [...new Set(running.flatMap(({ servers }) => servers))],
});
