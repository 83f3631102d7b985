// `node scripts/abuse.mjs`: the abuse suite (tests/abuse), what one script holding the public
// web config tries against the wall, with the Firebase JS SDK in Node against the Auth
// emulator and a Firestore emulator (scripts/firestoreEmulator.mjs) loaded with the project's
// firestore.rules. Gated like the rules suite: `not run: abuse (<reason>)` where no Firestore
// emulator can start, a failure instead when REQUIRE_EMULATOR=1. Extra arguments go to vitest:
//   node scripts/abuse.mjs -t "tight loop"
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorsExecCommand, firebaseEnv } from './emulator.mjs';
import { runWithFirestore } from './firestoreEmulator.mjs';

const DIR = join('artifacts', 'abuse');
const TIME_LIMIT_MS = 8 * 60_000;

// The Auth emulator on its fixed port (the demo config's), without the Emulator UI; hub and
// logging ports moved off their defaults, as the organizer suite does.
mkdirSync(DIR, { recursive: true });
const config = join(DIR, 'firebase.json');
writeFileSync(
  config,
  `${JSON.stringify(
    {
      emulators: {
        singleProjectMode: true,
        auth: { host: '127.0.0.1', port: 9099 },
        hub: { host: '127.0.0.1', port: 4411 },
        logging: { host: '127.0.0.1', port: 4511 },
        ui: { enabled: false },
      },
    },
    null,
    2,
  )}\n`,
);

const [command, ...args] = emulatorsExecCommand(
  'auth',
  ['npx', 'vitest', 'run', '--config', 'vitest.abuse.config.ts', ...process.argv.slice(2)],
  ['--config', config],
);
process.exit(
  await runWithFirestore('abuse', command, args, {
    env: firebaseEnv(),
    timeoutMs: TIME_LIMIT_MS,
    timeoutMessage: `abuse: stopped after ${TIME_LIMIT_MS / 60_000} min; an emulator hung (see artifacts/emulator/).`,
  }),
);
