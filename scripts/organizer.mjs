// The organizer suite (tests/organizer) with the Firebase Auth emulator around it. That
// emulator is plain Node, so this runs everywhere; Firestore's is not started, so /moderate's
// moderator check takes its offline path (the moderator's desk is tested on fixtures).
//
//   node scripts/organizer.mjs [playwright args]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findBrowser } from './browser.mjs';
import { emulatorsExecCommand, firebaseEnv, run } from './emulator.mjs';
import { ensurePrerenderedBuild } from './prerender.mjs';

const DIR = join('artifacts', 'organizer');
// Where the app's demo config looks for it (src/config/parseConfig.ts).
const AUTH = { host: '127.0.0.1', port: 9099 };

const browser = await findBrowser();
if (!browser) process.exit(1);

// The same demo build the browser suite uses (built here when dist/ has none).
ensurePrerenderedBuild();

// Only the Auth emulator, on its fixed port, without the Emulator UI. The hub and logging
// ports are moved off their defaults so another emulator already running on this machine
// (npm start, the hosting suite) does not stop this one.
mkdirSync(DIR, { recursive: true });
const config = join(DIR, 'firebase.json');
writeFileSync(
  config,
  `${JSON.stringify(
    {
      emulators: {
        singleProjectMode: true,
        auth: AUTH,
        hub: { host: '127.0.0.1', port: 4410 },
        logging: { host: '127.0.0.1', port: 4510 },
        ui: { enabled: false },
      },
    },
    null,
    2,
  )}\n`,
);

const env = firebaseEnv();
if (!browser.managed) env.CHROME_PATH = browser.path;
const [command, ...args] = emulatorsExecCommand(
  'auth',
  [
    'npx',
    'playwright',
    'test',
    '--config',
    'playwright.organizer.config.ts',
    ...process.argv.slice(2),
  ],
  ['--config', config],
);
process.exit(await run(command, args, { env }));
