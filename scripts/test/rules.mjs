// `npm run test:rules`: the security-rules suite (tests/rules) against a Firestore emulator
// (scripts/test/firestoreEmulator.mjs: the Firebase CLI's with Java 21+, else the Cloud CLI's).
// Where none can start it says so in one line and exits 0 (reported to npm test as not run),
// or fails when REQUIRE_EMULATOR=1; it never reports the suite as passed without running it.
// Extra arguments go to vitest: npm run test:rules -- -t "refuses a delete"
import { runWithFirestore } from './firestoreEmulator.mjs';

/** Start-up (a cold jar download included) plus the suite: far above a healthy run's minute. */
const TIME_LIMIT_MS = 15 * 60_000;

process.exit(
  await runWithFirestore(
    'rules',
    'npx',
    ['vitest', 'run', '--project', 'rules', ...process.argv.slice(2)],
    {
      timeoutMs: TIME_LIMIT_MS,
      timeoutMessage: `rules: stopped after ${TIME_LIMIT_MS / 60_000} min; the suite hung (see artifacts/emulator/).`,
    },
  ),
);
