// The hosting edge (firebase.json's headers, rewrites and cache rules) in a real browser,
// served by the Firebase Hosting emulator. That emulator is plain Node, so this suite runs
// everywhere, Java or not.
//
// It serves a production-shaped build: a non-demo project id, so the page talks to
// firestore.googleapis.com exactly as it would when deployed (the test aborts those requests
// before they leave the machine) and the production CSP is checked against production
// behaviour. The build and a copy of firebase.json's hosting block pointed at it go to
// artifacts/hosting/, leaving dist/ to the other suites.
//
//   node scripts/test/hosting.mjs [playwright args]     HOSTING_PORT (default 5050 + TEST_PORT_OFFSET) moves the server
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findBrowser } from './browser.mjs';
import { run, serverPort } from './emulator.mjs';
import { projects } from './playwrightProjects.mjs';
import { hostingCheckConfig, readFirebaseJson, writeConfig } from '../dev/localConfig.mjs';

const HOSTING_DIR = join('artifacts', 'hosting');
const port = serverPort('HOSTING_PORT', 5050);

const browser = await findBrowser();
if (!browser) process.exit(1);

// Stand-ins with the shape of a real project's web config; nothing is ever sent with them.
// The App Check site key switches on the optional reCAPTCHA path, so the policy is checked
// against the page with everything a deployer can turn on.
const productionShape = {
  VITE_FIREBASE_PROJECT_ID: 'birthday-wall-hosting-check',
  VITE_FIREBASE_API_KEY: 'hosting-check-api-key',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  VITE_APPCHECK_SITE_KEY: 'hosting-check-site-key',
};
const build = spawnSync(
  'node',
  [
    'scripts/build/build.mjs',
    '--outDir',
    join(HOSTING_DIR, 'dist'),
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { stdio: 'inherit', env: { ...process.env, ...productionShape } },
);
if (build.status !== 0) process.exit(build.status ?? 1);

// firebase.json's hosting block as is, only pointed at this build; no Firestore, no UI.
writeConfig(HOSTING_DIR, hostingCheckConfig(readFirebaseJson(), { port }));

const env = { ...process.env, HOSTING_PORT: String(port) };
env.CHROME_PATH = browser.path;
process.exit(
  await run('npx', ['playwright', 'test', ...projects(['hosting']), ...process.argv.slice(2)], {
    env,
  }),
);
