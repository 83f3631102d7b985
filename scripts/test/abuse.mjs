// `node scripts/test/abuse.mjs`: the abuse suite (tests/abuse), what one script holding the public
// web config tries against the wall, with the Firebase JS SDK in Node against the Auth
// emulator and a Firestore emulator (scripts/test/firestoreEmulator.mjs) loaded with the project's
// firestore.rules. Gated like the rules suite: `not run: abuse (<reason>)` where no Firestore
// emulator can start, a failure instead when REQUIRE_EMULATOR=1. Extra arguments go to vitest:
//   node scripts/test/abuse.mjs -t "tight loop"
import { join } from 'node:path';
import { withAuthEmulator } from './authEmulator.mjs';
import { firebaseEnv } from './emulator.mjs';
import { runWithFirestore } from './firestoreEmulator.mjs';

const DIR = join('artifacts', 'abuse');
const TIME_LIMIT_MS = 10 * 60_000;

// The Auth emulator beside the Firestore one (scripts/test/authEmulator.mjs).
const auth = withAuthEmulator(
  ['npx', 'vitest', 'run', '--project', 'abuse', ...process.argv.slice(2)],
  { dir: DIR, slot: 1 },
);
const [command, ...args] = auth.command;
process.exit(
  await runWithFirestore('abuse', command, args, {
    env: firebaseEnv(auth.env),
    timeoutMs: TIME_LIMIT_MS,
    timeoutMessage: `abuse: stopped after ${TIME_LIMIT_MS / 60_000} min; an emulator hung (see artifacts/emulator/).`,
  }),
);
