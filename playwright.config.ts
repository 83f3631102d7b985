import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test';
import { browserExecutablePath, testChromiumArgs } from './scripts/test/browser.mjs';
import {
  PROJECT_ID,
  authEmulatorHost,
  firestoreEmulatorHost,
  liveBuildEnv,
  serverPort,
  writeAuthEmulatorConfig,
} from './scripts/test/emulator.mjs';
import { AHEAD_TARGET } from './scripts/test/engines.mjs';
import { hostingCheckConfig, readFirebaseJson, writeConfig } from './scripts/dev/localConfig.mjs';

/**
 * Every Playwright suite, its projects and the servers Playwright's webServer starts and stops
 * around its run. TEST_SUITE names the suite (its runner, scripts/test/suite.mjs, sets it:
 * `npm run test:e2e`), and only its projects and servers are in the config; without it every
 * suite is, which only makes sense with nothing else running.
 *
 *   suite      projects           servers (127.0.0.1)
 *   e2e        e2e, wall-harness  Auth; preview of dist/ on 4173; the bench's wall harness on 4174
 *   organizer  organizer          Auth, Firestore (a moderator seeded); previews of a demo build
 *                                 on 4176 and of the organizer's fixture app on 4177
 *   hosting    hosting            Hosting emulator on 5050, of a production-shaped build
 *   live       live               Auth, Firestore; preview of a demo build on 4175
 *   engines    webkit, firefox    Auth, Firestore; previews of three builds on 4178, 4179, 4181
 *
 * A build npm test made is named in a variable (LIVE_DIST...); else its server builds it first.
 * Auth is npm test's one emulator where it names it (TEST_AUTH_EMULATOR_HOST), else the suite's
 * own; Firestore is scripts/test/firestoreEmulator.mjs's, left out where the runner found no
 * route (TEST_WITHOUT_FIRESTORE=1). The Chromium projects use scripts/test/browser.mjs's
 * browser, in a pinned zone and locale; WebKit and Firefox are Playwright's own builds or
 * Debian's through their WebDriver (tests/engines/fixtures.ts, scripts/test/engines.mjs). The
 * *_PORT variables move a suite's servers; TEST_PORT_OFFSET moves them all, with the emulators.
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

/**
 * `vite preview` at `at` of the build the runner names in `variable` (npm test makes them in
 * its first stage), else of one made first into `fallback`: a demo build pointed at this run's
 * emulators (liveBuildEnv, `env` on top), or with `fixture`, the organizer's fixture app
 * (tests/organizer/vite.fixture.config.ts), which `path` (/moderate) answers.
 */
function built(
  variable: string,
  fallback: string,
  at: number,
  { env = {}, fixture = false }: { env?: Record<string, string>; fixture?: boolean } = {},
): WebServer {
  const dir = process.env[variable] ?? fallback;
  const config = fixture ? '--config tests/organizer/vite.fixture.config.ts ' : '';
  const server = vite(`preview ${config}--outDir ${dir}`, at, fixture ? '/moderate' : '');
  if (process.env[variable]) return server;
  const build = fixture
    ? `npx vite build ${config}--outDir ${dir}`
    : `node scripts/build/build.mjs --outDir ${dir}`;
  return {
    ...server,
    command: `${build} --emptyOutDir --logLevel warn && ${server.command}`,
    env: { ...liveBuildEnv(), ...env },
    timeout: 5 * 60_000,
  };
}

// Where the suites' builds and tests look for the emulators (the tests read these too).
process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost();
process.env.VITE_FIRESTORE_EMULATOR_HOST ??= firestoreEmulatorHost();
process.env.GCLOUD_PROJECT ??= PROJECT_ID;
const quiet = { NO_UPDATE_NOTIFIER: '1' };
const FIXTURE = 'artifacts/organizer/fixture';

/**
 * The Auth emulator: none where npm test's is named (it answers already), else the suite's own,
 * its hub and logging off the defaults (writeAuthEmulatorConfig).
 */
const auth: WebServer[] = process.env.TEST_AUTH_EMULATOR_HOST
  ? []
  : [
      {
        command: `npx firebase emulators:start --only auth --project ${PROJECT_ID} --config ${writeAuthEmulatorConfig('artifacts/auth', 0)}`,
        env: quiet,
        url: `http://${authEmulatorHost()}/`,
        reuseExistingServer: false,
        timeout: 5 * 60_000,
        gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
        stdout: 'ignore',
      },
    ];

/** The Firestore emulator on this run's port, by whichever route can run here. */
function firestore(seed = ''): WebServer[] {
  if (process.env.TEST_WITHOUT_FIRESTORE === '1') return [];
  process.env.FIRESTORE_EMULATOR_HOST = firestoreEmulatorHost();
  return [
    {
      command: `node scripts/test/firestoreEmulator.mjs ${seed}`,
      url: `http://${firestoreEmulatorHost()}/`,
      reuseExistingServer: false,
      // A first Firebase CLI run downloads its jar (about 140 MB) before it listens.
      timeout: 5 * 60_000,
      gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
    },
  ];
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
  projects: Project[];
  servers: () => WebServer[];
  /** The whole run's limit: a hung emulator fails fast, by name. */
  globalTimeout?: number;
}

const suites: Record<string, Suite> = {
  e2e: {
    projects: [
      // The built app; no Firestore runs (tests/support/wall.ts), the Auth emulator does.
      chromiumProject('e2e', E2E, {
        testIgnore: ['wall-removal.spec.ts', 'wall-photos.spec.ts'],
        fullyParallel: true,
        workers: 2,
      }),
      // The real wall fed by a local store (bench/vite.bench.config.ts, the bench's own harness) on
      // Vite's dev server, which builds nothing up front: for messages changing live where no
      // backend runs.
      chromiumProject(
        'wall-harness',
        E2E,
        { testMatch: ['wall-removal.spec.ts', 'wall-photos.spec.ts'] },
        'e2e',
      ),
    ],
    servers: () => [
      ...auth,
      vite('preview', E2E),
      vite('--config bench/vite.bench.config.ts', E2E + 1, '/wall.html'),
    ],
  },
  organizer: {
    // /moderate against the Auth and Firestore emulators, and the same app with /moderate's
    // data doors swapped for a fixture (tests/organizer/vite.fixture.config.ts), for the desk and the
    // keepsake where no Firestore runs. One worker: the tests share the emulator's data.
    projects: [
      chromiumProject('organizer', ORGANIZER, {
        workers: 1,
        timeout: 60_000,
        use: { ...chromium(ORGANIZER), ...STILL },
      }),
    ],
    servers: () => [
      ...auth,
      // The moderators document docs/organizer.md has a deployer make in the console.
      ...firestore('--seed-moderator'),
      built('ORGANIZER_DIST', 'artifacts/organizer/dist', ORGANIZER),
      // A production build: React's development build made its 500-at-once removal three times
      // slower. Built on every run alone, so an edited fixture is never served stale.
      built('ORGANIZER_FIXTURE_DIST', FIXTURE, ORGANIZER + 1, { fixture: true }),
    ],
    globalTimeout: 12 * 60_000,
  },
  hosting: {
    // firebase.json's headers and rewrites (its hosting block, pointed at the build), served
    // by the Hosting emulator from a production-shaped build in artifacts/hosting/.
    projects: [chromiumProject('hosting', HOSTING, { fullyParallel: true, workers: 2 })],
    servers: () => {
      writeConfig('artifacts/hosting', hostingCheckConfig(readFirebaseJson(), { port: HOSTING }));
      return [
        {
          // A demo- project id needs no login.
          command: `node scripts/build/build.mjs --outDir artifacts/hosting/dist --emptyOutDir --logLevel warn && npx firebase emulators:start --only hosting --project ${PROJECT_ID} --config artifacts/hosting/firebase.json`,
          // Stand-ins with a real project's shape (nothing is sent with them): the page talks
          // to Firestore as deployed, under the production CSP; the App Check key turns its
          // optional path on, so the policy is checked against all a deployer can turn on.
          env: {
            ...quiet,
            VITE_FIREBASE_PROJECT_ID: 'birthday-wall-hosting-check',
            VITE_FIREBASE_API_KEY: 'hosting-check-api-key',
            VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
            VITE_APPCHECK_SITE_KEY: 'hosting-check-site-key',
          },
          url: `http://127.0.0.1:${HOSTING}/`,
          reuseExistingServer: false,
          timeout: 5 * 60_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ];
    },
  },
  live: {
    // Two browsers on the live wall against the Firestore emulator. One worker: the tests
    // clear the one wall and swap its rules.
    projects: [
      chromiumProject('live', LIVE, {
        workers: 1,
        timeout: 90_000,
        use: { ...chromium(LIVE), ...STILL },
      }),
    ],
    // Its own demo build, never dist/, which may hold a real project's (from a .env file).
    servers: () => [...auth, ...firestore(), built('LIVE_DIST', 'artifacts/live/dist', LIVE)],
    // Fourteen tests, about 7 minutes on a quiet machine and more beside npm test's other
    // lanes; tests of 90 s each, retried once on CI, could take 40 minutes when the emulator
    // hangs. The run (its servers' start and build included) gets 13, so such a run fails and
    // names its test well inside CI's limit, before its runner's limit (scripts/test/suite.mjs).
    globalTimeout: 13 * 60_000,
  },
  engines: {
    // A guest's path in WebKit and in Firefox, side by side (one worker each, a project's
    // tests in order, sharing its browsers), against the demo build and one with a birthday
    // ahead. Every test waits for the page by polling (tests/engines/queries.ts), never for a
    // time.
    projects: (['webkit', 'firefox'] as const).map((engine) => ({
      name: engine,
      testDir: './tests/engines',
      testMatch: ['guest.spec.ts', 'photo.spec.ts', 'organizer.spec.ts'],
      outputDir: './test-results/engines',
      workers: 1,
      retries,
      timeout: 60_000,
      use: { browserName: engine },
    })),
    servers: () => [
      ...auth,
      ...firestore(),
      built('ENGINES_DIST', 'artifacts/engines/dist', ENGINES),
      // Its birthday ahead, so the countdown ticks without a faked clock (WebDriver has none).
      built('ENGINES_AHEAD_DIST', 'artifacts/engines/ahead', ENGINES + 1, {
        env: { VITE_TARGET_DATE: AHEAD_TARGET },
      }),
      // The organizer's fixture app, for the desk's count and title (tests/engines/organizer.spec.ts).
      built('ORGANIZER_FIXTURE_DIST', FIXTURE, ENGINES + 3, { fixture: true }),
    ],
    globalTimeout: 11 * 60_000,
  },
};

const suite = process.env.TEST_SUITE;
if (suite && !(suite in suites)) throw new Error(`TEST_SUITE=${suite} names no suite`);
const running = suite ? [suites[suite]] : Object.values(suites);
const limits = running.flatMap(({ globalTimeout }) => (globalTimeout ? [globalTimeout] : []));
const json = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  // npm test reads the JSON report's counts for its summary (scripts/test/testSummary.mjs).
  reporter: json ? [['list'], ['json', { outputFile: json }]] : [['list']],
  // Each project says how many of its tests run at once; two in all, one per core.
  workers: 2,
  ...(limits.length > 0 ? { globalTimeout: Math.max(...limits) } : {}),
  projects: running.flatMap(({ projects }) => projects),
  // Each server once (the emulators, in a run of every suite).
  webServer: [
    ...new Map(running.flatMap(({ servers }) => servers()).map((s) => [s.url, s])).values(),
  ],
});
