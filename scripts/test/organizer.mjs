// The organizer suite (tests/organizer): /moderate in Playwright against the Firebase Auth
// emulator and a Firestore emulator (scripts/test/firestoreEmulator.mjs) loaded with the project's
// firestore.rules, with the test organizer (organizer@example.com) made a moderator, so
// sign-in, removal, restore and export run end to end through the real rules. The fixture
// build (tests/organizer/vite.config.ts) covers what the emulator makes slow (500 at once) and the
// keepsake.
//
// Where no Firestore emulator can start, the tests tagged @firestore are left out and one line
// says so (under REQUIRE_EMULATOR=1 that is a failure); the rest still run.
//
//   node scripts/test/organizer.mjs [playwright args]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findBrowser } from './browser.mjs';
import { withAuthEmulator } from './authEmulator.mjs';
import { emulatorRequired, firebaseEnv, liveBuildEnv, run } from './emulator.mjs';
import { firestoreEmulatorRoute, runWithFirestore } from './firestoreEmulator.mjs';
import { projects } from './playwrightProjects.mjs';
import { ensurePrerenderedBuild } from '../build/prerender.mjs';
import { ORGANIZER_FIXTURE_DIST, fixtureBuildCommand } from './organizerFixture.mjs';
import { seedModerator } from '../dev/seed.mjs';

const DIR = join('artifacts', 'organizer');
const TIME_LIMIT_MS = 12 * 60_000;

const browser = await findBrowser();
if (!browser) process.exit(1);

// The same demo build the browser suite uses (built here when dist/ has none), or the one npm
// test made for this suite's lane and names in ORGANIZER_DIST (scripts/test/test.mjs).
if (!process.env.ORGANIZER_DIST) ensurePrerenderedBuild();
// The fixture app, built too (React's production build, as a visitor gets it): on Vite's dev
// server its 500-at-once removal took 36 s of React's development build and every page load
// compiled the app's modules anew. npm test builds it beside the others (ORGANIZER_FIXTURE_DIST);
// run alone, the suite builds it here, so an edited fixture is never served stale.
if (!process.env.ORGANIZER_FIXTURE_DIST) {
  const [build, ...buildArgs] = fixtureBuildCommand(ORGANIZER_FIXTURE_DIST);
  const built = spawnSync(build, buildArgs, {
    stdio: 'inherit',
    env: { ...process.env, ...liveBuildEnv() },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The Auth emulator beside it, without the Emulator UI (scripts/test/authEmulator.mjs).
const playwright = (extra) =>
  withAuthEmulator(
    ['npx', 'playwright', 'test', ...projects(['organizer']), ...extra, ...process.argv.slice(2)],
    { dir: DIR, slot: 0 },
  );

const env = firebaseEnv({ ...liveBuildEnv(), ...playwright([]).env });
env.ORGANIZER_FIXTURE_DIST ??= ORGANIZER_FIXTURE_DIST;
if (!browser.managed) env.CHROME_PATH = browser.path;

const route = await firestoreEmulatorRoute();
if (!route.ok) {
  if (emulatorRequired()) {
    console.error(
      `error: the organizer's tests on Firestore cannot run (${route.reason}) and REQUIRE_EMULATOR=1`,
    );
    process.exit(1);
  }
  console.log(`not run: the organizer's tests on Firestore (${route.reason})`);
  const [command, ...args] = playwright(['--grep-invert', '@firestore']).command;
  process.exit(await run(command, args, { env }));
}

const [command, ...args] = playwright([]).command;
process.exit(
  await runWithFirestore('organizer', command, args, {
    env,
    // The moderators document docs/organizer.md has a deployer make in the console.
    ready: (host) => seedModerator(host),
    timeoutMs: TIME_LIMIT_MS,
    timeoutMessage: `organizer: stopped after ${TIME_LIMIT_MS / 60_000} min; an emulator or a browser hung (see artifacts/emulator/ and test-results/organizer).`,
  }),
);
