// `npm run test:rules`: the security-rules suite (tests/rules) against the Firestore emulator.
// Where the emulator cannot start it says so in one line and exits 0 (reported to npm test as
// not run), or fails when REQUIRE_EMULATOR=1; it never reports the suite as passed without
// running it. Extra arguments go to vitest: npm run test:rules -- -t "refuses a delete"
import { firebaseEnv, emulatorsExecCommand, requireEmulatorOrSkip, run } from './emulator.mjs';

/** Start-up (a cold jar download included) plus the suite: far above a healthy run's minute. */
const TIME_LIMIT_MS = 10 * 60_000;

await requireEmulatorOrSkip('rules');

// emulators:exec starts the emulator, sets FIRESTORE_EMULATOR_HOST for the script, stops the
// emulator afterwards and exits with the script's code. It runs the script through a shell,
// hence the quoting.
const [command, ...args] = emulatorsExecCommand('firestore', [
  'npx',
  'vitest',
  'run',
  '--config',
  'vitest.rules.config.ts',
  ...process.argv.slice(2),
]);
process.exit(
  await run(command, args, {
    env: firebaseEnv(),
    timeoutMs: TIME_LIMIT_MS,
    timeoutMessage: `rules: stopped after ${TIME_LIMIT_MS / 60_000} min; the Firestore emulator or the suite hung (see firebase-debug.log and firestore-debug.log).`,
  }),
);
