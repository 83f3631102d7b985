// Runs the Playwright suite in tests/e2e against the built app (npm run build first; built
// here when dist/ holds no prerendered build), with the Firebase Auth emulator beside it: a
// guest's first post signs in anonymously (src/firebase/auth.ts), and the demo build looks for
// Auth there. No Firestore runs here (tests/e2e/wallPage.ts): posts stay queued in the SDK.
import { join } from 'node:path';
import { findBrowser } from './browser.mjs';
import { withAuthEmulator } from './authEmulator.mjs';
import { firebaseEnv, firestoreEmulatorHost, run } from './emulator.mjs';
import { projects } from './playwrightProjects.mjs';
import { ensurePrerenderedBuild } from '../build/prerender.mjs';

const DIR = join('artifacts', 'e2e');

const browser = await findBrowser();
if (!browser) process.exit(1);
ensurePrerenderedBuild();

// The tests that cut the page off from Firestore read where the build looks for it (this
// lane's port, where nothing listens).
const env = firebaseEnv({
  CHROME_PATH: browser.path,
  VITE_FIRESTORE_EMULATOR_HOST: firestoreEmulatorHost(),
});
const auth = withAuthEmulator(
  ['npx', 'playwright', 'test', ...projects(['e2e', 'wall-harness']), ...process.argv.slice(2)],
  { dir: DIR, slot: 2 },
);
const [command, ...args] = auth.command;
process.exit(await run(command, args, { env: { ...env, ...auth.env } }));
