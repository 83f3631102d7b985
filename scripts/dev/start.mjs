// `npm start`: the app in demo mode against local emulators, the whole product live where a
// Firestore emulator can start.
//
// Firestore comes from scripts/test/firestoreEmulator.mjs (the Firebase CLI's with Java 21+, else
// the Cloud CLI's with Java 11+), loaded with firestore.rules; an empty wall gets a few sample
// messages and organizer@example.com is made a moderator. The Auth emulator (plain Node inside
// firebase-tools) always starts, for /moderate; the Emulator UI where it can be downloaded (or
// already is). Each part that cannot start is named in one line. Then the Vite dev server runs
// in demo mode pointed at those emulators, whatever .env.local says (scripts/dev/demoEnv.mjs).
// Without a Firestore emulator the countdown works and the wall shows its empty state. Ctrl+C
// stops everything (no java is left behind), and the emulators save their data under
// .firebase/emulator-data so the wall survives a restart (delete that folder to start over).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { demoEnv, viteMode } from './demoEnv.mjs';
import {
  PROJECT_ID,
  answers,
  authEmulatorHost,
  emulatorUiStatus,
  firebaseCommand,
  firebaseEnv,
  firestoreEmulatorHost,
  waitForHttp,
} from '../test/emulator.mjs';
import { firestoreEmulatorRoute, startFirestoreEmulator } from '../test/firestoreEmulator.mjs';
import { LOCAL_DIR, localConfig, readFirebaseJson, writeConfig } from './localConfig.mjs';
import { seed, seedModerator, seedOrganizerAccount, TEST_ORGANIZER } from './seed.mjs';

const viteArgs = process.argv.slice(2);
// A developer's machine: the downloads are probed, so a missing one is a line, not a failure.
const [status, ui] = await Promise.all([
  firestoreEmulatorRoute({ probe: true }),
  emulatorUiStatus(),
]);

if (!status.ok) {
  console.log(
    `The wall has no backend here (${status.reason}): install Java 21+, or the Google Cloud CLI's Firestore emulator (google-cloud-cli-firestore-emulator) with Java 11+, then run npm start again.`,
  );
}
if (!ui.ok) console.log(`No Emulator UI: ${ui.reason}; the emulators start without it.`);

const DATA_DIR = join('.firebase', 'emulator-data');
const FIRESTORE_DATA = join(DATA_DIR, 'firestore');
const AUTH_DATA = join(DATA_DIR, 'auth');
const host = firestoreEmulatorHost();
const authHost = authEmulatorHost();
const waitFor = [...(status.ok ? [host] : []), authHost];

// Waiting for a port to answer would otherwise mistake a server already there for ours.
for (const address of waitFor) {
  if (await answers(`http://${address}/`)) {
    console.error(
      `Something already listens on ${address} (another emulator?): stop it, or use npm run dev to run the app against it.`,
    );
    process.exit(1);
  }
}

const configPath = writeConfig(
  LOCAL_DIR,
  localConfig(readFirebaseJson(), {
    root: process.cwd(),
    dir: LOCAL_DIR,
    ui: ui.ok,
    firestoreHost: host,
    authHost,
  }),
);

const children = new Set();
let stopping = false;
/** The Firestore emulator once started: { host, route, reason, stop() }. */
let firestore;

function start(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.on('error', (error) => {
    console.error(`could not start ${command}: ${error.message}`);
    children.delete(child);
  });
  return child;
}

function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

function exited(child) {
  return new Promise((resolve) => (hasExited(child) ? resolve() : child.once('exit', resolve)));
}

/**
 * Stops every child and waits for them. SIGINT lets the emulator export its data; a terminal's
 * Ctrl+C reaches the children too, and the Firebase CLI ignores a repeat within 100 ms, so the
 * forwarded copy does not turn its clean shutdown into a forced one.
 */
async function stopAll(signal = 'SIGINT') {
  stopping = true;
  const running = [...children];
  for (const child of running) child.kill(signal);
  await Promise.all([...running.map(exited), firestore?.stop()]);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    void stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal).then(() => process.exit(0));
  });
}

if (status.ok) {
  try {
    firestore = await startFirestoreEmulator({
      host,
      importDir: FIRESTORE_DATA,
      exportDir: FIRESTORE_DATA,
      probe: true,
      handleSignals: false,
    });
  } catch (error) {
    console.error(`The Firestore emulator did not start: ${error.message}`);
    process.exit(1);
  }
  if (stopping) process.exit(0);
}

const [firebase, ...firebaseArgs] = firebaseCommand([
  'emulators:start',
  '--config',
  configPath,
  '--only',
  'auth',
  '--project',
  PROJECT_ID,
  ...(existsSync(AUTH_DATA) ? ['--import', AUTH_DATA] : []),
  '--export-on-exit',
  AUTH_DATA,
]);
const emulator = start(firebase, firebaseArgs, { env: firebaseEnv() });
emulator.on('exit', (code) => {
  if (stopping) return;
  console.error(`The emulators stopped (exit code ${code ?? 'none'}).`);
  void stopAll('SIGTERM').then(() => process.exit(code || 1));
});

await main();

async function main() {
  try {
    for (const address of [authHost]) {
      await waitForHttp(`http://${address}/`, {
        timeoutMs: 5 * 60_000,
        gaveUp: () => hasExited(emulator),
      });
    }
  } catch (error) {
    if (stopping) return; // Ctrl+C while waiting: the signal handler is shutting down.
    console.error(`The emulators did not come up: ${error.message}`);
    await stopAll('SIGTERM');
    process.exit(1);
  }

  try {
    // Listed on the emulator's Google sign-in page, so /moderate is one click away.
    await seedOrganizerAccount(authHost);
  } catch (error) {
    console.warn(`Could not add the test organizer's account: ${error.message}`);
  }
  if (status.ok) {
    try {
      const written = await seed(host);
      if (written > 0) console.log(`Seeded ${written} sample messages on the empty wall.`);
    } catch (error) {
      // A wall without samples is still a working wall.
      console.warn(`Could not seed sample messages: ${error.message}`);
    }
    try {
      await seedModerator(host);
      console.log(`${TEST_ORGANIZER.email} is a moderator: sign in as it at /moderate.`);
    } catch (error) {
      console.warn(`Could not make ${TEST_ORGANIZER.email} a moderator: ${error.message}`);
    }
  }
  if (stopping) return;

  // The emulators just started are the ones the app must use, whatever .env.local says.
  const { overrides, line } = demoEnv({
    current: loadEnv(viteMode(viteArgs), process.cwd(), 'VITE_'),
    forced: {
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      VITE_FIRESTORE_EMULATOR_HOST: host,
      VITE_AUTH_EMULATOR_HOST: authHost,
    },
  });
  if (line) console.log(line);
  const vite = start('npx', ['vite', ...viteArgs], { env: { ...process.env, ...overrides } });
  vite.on('exit', (code) => {
    if (stopping) return;
    void stopAll('SIGINT').then(() => process.exit(code ?? 0));
  });
}
