// `npm run test:live`: two browsers on the live wall (tests/live) against a Firestore
// emulator (scripts/test/firestoreEmulator.mjs). Gated like the rules suite: `not run: live wall (<reason>)` where the emulator
// cannot start, a failure instead when REQUIRE_EMULATOR=1. Extra arguments go to Playwright:
// npm run test:live -- -g "appears in the other, newest first".
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findBrowser } from './browser.mjs';
import { withAuthEmulator } from './authEmulator.mjs';
import { firebaseEnv, liveBuildEnv } from './emulator.mjs';
import { projects } from './playwrightProjects.mjs';
import { cannotRun, firestoreEmulatorRoute, runWithFirestore } from './firestoreEmulator.mjs';

/**
 * The whole run, emulator start-up included. Playwright's own globalTimeout
 * (the live project in playwright.config.ts) ends a slow suite first and says which test; this is for an
 * emulator that never answers at all.
 */
const TIME_LIMIT_MS = 14 * 60_000;

// Asked first, so a machine without an emulator does not build for nothing; the emulator
// itself starts in runWithFirestore, which says the same thing if it cannot.
const route = await firestoreEmulatorRoute();
if (!route.ok) process.exit(cannotRun('live wall', route.reason));

const browser = await findBrowser();
if (!browser) process.exit(1);
// A demo build pointed at the emulator (liveBuildEnv), which this suite must only ever write
// to. Run on its own it makes a fresh one: dist/ may hold a build for a real project (from a
// developer's .env). npm test (scripts/test/test.mjs) builds dist/ with the same variables forced
// and names it in LIVE_DIST, so that run serves its one build rather than making a second.
const dist = process.env.LIVE_DIST || join('artifacts', 'live', 'dist');
if (!process.env.LIVE_DIST) {
  const build = spawnSync(
    'node',
    ['scripts/build/build.mjs', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, ...liveBuildEnv() } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The Auth emulator beside Firestore: a guest's first post signs in anonymously.
const auth = withAuthEmulator(
  ['npx', 'playwright', 'test', ...projects(['live']), ...process.argv.slice(2)],
  { dir: join('artifacts', 'live'), slot: 3 },
);
const [liveCommand, ...liveArgs] = auth.command;
process.exit(
  await runWithFirestore('live wall', liveCommand, liveArgs, {
    env: firebaseEnv({ CHROME_PATH: browser.path, LIVE_DIST: dist, ...auth.env }),
    timeoutMs: TIME_LIMIT_MS,
    timeoutMessage: `live wall: stopped after ${TIME_LIMIT_MS / 60_000} min; the Firestore emulator or a browser hung (see artifacts/emulator/ and test-results/live, or live-3 and live-4 under npm test).`,
  }),
);
