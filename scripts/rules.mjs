// `npm run test:rules`: the security-rules suite (tests/rules) against the Firestore emulator.
// Where the emulator cannot start it says so in one line and exits 0, or fails when
// REQUIRE_EMULATOR=1; it never reports the suite as passed without running it.
import {
  PROJECT_ID,
  firebaseCommand,
  firebaseEnv,
  requireEmulatorOrSkip,
  run,
} from './emulator.mjs';

await requireEmulatorOrSkip('rules');

// emulators:exec starts the emulator, sets FIRESTORE_EMULATOR_HOST for the script, stops the
// emulator afterwards and exits with the script's code.
const [command, ...args] = firebaseCommand([
  'emulators:exec',
  '--only',
  'firestore',
  '--project',
  PROJECT_ID,
  `npx vitest run --config vitest.rules.config.ts ${process.argv.slice(2).join(' ')}`.trim(),
]);
process.exit(await run(command, args, { env: firebaseEnv() }));
