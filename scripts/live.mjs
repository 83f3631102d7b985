// `npm run test:live`: two browsers on the live wall (tests/live) against a Firestore
// emulator (scripts/firestoreEmulator.mjs). Gated like the rules suite: `not run: live wall (<reason>)` where the emulator
// cannot start, a failure instead when REQUIRE_EMULATOR=1. Extra arguments go to Playwright:
// npm run test:live -- -g "appears in the other, newest first".
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findBrowser } from './browser.mjs';
import { PROJECT_ID, firestoreEmulatorHost } from './emulator.mjs';
import { cannotRun, firestoreEmulatorRoute, runWithFirestore } from './firestoreEmulator.mjs';

/**
 * The whole run, emulator start-up included. Playwright's own globalTimeout
 * (playwright.live.config.ts) ends a slow suite first and says which test; this is for an
 * emulator that never answers at all.
 */
const TIME_LIMIT_MS = 12 * 60_000;

// Asked first, so a machine without an emulator does not build for nothing; the emulator
// itself starts in runWithFirestore, which says the same thing if it cannot.
const route = await firestoreEmulatorRoute();
if (!route.ok) process.exit(cannotRun('live wall', route.reason));

const browser = await findBrowser();
if (!browser) process.exit(1);
// Always a fresh demo build of its own: dist/ may hold a build for a real project (from a
// developer's .env), and this suite must only ever write to the local emulator.
const build = spawnSync(
  'node',
  [
    'scripts/build.mjs',
    '--outDir',
    join('artifacts', 'live', 'dist'),
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      VITE_FIRESTORE_EMULATOR_HOST: firestoreEmulatorHost(),
    },
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

process.exit(
  await runWithFirestore(
    'live wall',
    'npx',
    ['playwright', 'test', '--config', 'playwright.live.config.ts', ...process.argv.slice(2)],
    {
      env: { ...process.env, CHROME_PATH: browser.path },
      timeoutMs: TIME_LIMIT_MS,
      timeoutMessage: `live wall: stopped after ${TIME_LIMIT_MS / 60_000} min; the Firestore emulator or a browser hung (see artifacts/emulator/ and test-results/live).`,
    },
  ),
);
