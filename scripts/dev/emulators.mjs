// `npm run emulators`: the local Firebase stack serving the demo build in dist/ (npm run build
// first): Hosting on 5000 and Auth on 9099 everywhere (both plain Node inside firebase-tools),
// Firestore on 8080 where scripts/test/firestoreEmulator.mjs can start one (Java 21+, or the Cloud
// CLI's emulator on Java 11+), and the Emulator UI on 4000 where its download can be had. Each part that cannot start here is named in one line; the rest still starts.
//
// It runs from artifacts/local/firebase.json (scripts/dev/localConfig.mjs): firebase.json with
// absolute paths and a CSP that also allows the local emulators.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  PROJECT_ID,
  authEmulatorHost,
  emulatorUiStatus,
  firebaseCommand,
  firebaseEnv,
  firestoreEmulatorHost,
} from '../test/emulator.mjs';
import { firestoreEmulatorRoute, startFirestoreEmulator } from '../test/firestoreEmulator.mjs';
import { LOCAL_DIR, localConfig, readFirebaseJson, writeConfig } from './localConfig.mjs';

// A developer's machine: probe the downloads even under REQUIRE_EMULATOR, so a missing one is
// a line here, not a failed start.
const [firestore, ui] = await Promise.all([
  firestoreEmulatorRoute({ probe: true }),
  emulatorUiStatus(),
]);
if (!firestore.ok) {
  console.log(
    `No Firestore emulator: it cannot start here (${firestore.reason}); install Java 21+, or the Cloud CLI's google-cloud-cli-firestore-emulator, for the wall's backend. Hosting and Auth start without it.`,
  );
}
if (!ui.ok) console.log(`No Emulator UI: ${ui.reason}; the emulators start without it.`);

const config = readFirebaseJson();
const path = writeConfig(
  LOCAL_DIR,
  localConfig(config, {
    root: process.cwd(),
    dir: LOCAL_DIR,
    ui: ui.ok,
    firestoreHost: firestoreEmulatorHost(),
    authHost: authEmulatorHost(),
  }),
);
if (!existsSync(join(config.hosting.public, 'index.html'))) {
  console.log(
    `${config.hosting.public}/ has no build yet: run npm run build, then reload the page.`,
  );
}

const [command, ...args] = firebaseCommand([
  'emulators:start',
  '--config',
  path,
  '--project',
  PROJECT_ID,
  '--only',
  'auth,hosting',
  ...process.argv.slice(2),
]);
// Firestore first, in a process group of its own that is stopped once the rest has stopped.
let emulator;
if (firestore.ok) {
  try {
    emulator = await startFirestoreEmulator({ probe: true, handleSignals: false });
  } catch (error) {
    console.error(`The Firestore emulator did not start: ${error.message}`);
    process.exit(1);
  }
}
const code = await new Promise((done) => {
  const cli = spawn(command, args, { stdio: 'inherit', env: firebaseEnv() });
  // Ctrl+C reaches the CLI too, which shuts its emulators down; this process waits for it.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => cli.kill(signal));
  cli.on('error', () => done(1));
  cli.on('exit', (exitCode) => done(exitCode ?? 1));
});
await emulator?.stop();
process.exit(code);
