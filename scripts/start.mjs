// `npm start`: the app with a working wall where that is possible.
//
// Where the Firestore emulator can start (Java 21+): start it, seed a few sample messages on
// an empty wall, then run the Vite dev server pointed at it. Elsewhere: one line saying the
// wall has no backend and how to get one, then the dev server alone (the countdown works; the
// wall shows its empty state). Ctrl+C stops everything, and the emulator saves its data to
// .firebase/emulator-data so the wall survives a restart (delete that folder to start over).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  PROJECT_ID,
  firebaseCommand,
  firebaseEnv,
  firestoreEmulatorHost,
  firestoreEmulatorStatus,
  run,
  waitForHttp,
} from './emulator.mjs';
import { seed, seedModerator, TEST_ORGANIZER } from './seed.mjs';

const viteArgs = process.argv.slice(2);
const status = await firestoreEmulatorStatus();

if (!status.ok) {
  console.log(
    `The wall has no backend here (${status.reason}): install Java 21+, then run npm start again to get the local Firestore emulator.`,
  );
  process.exit(await run('npx', ['vite', ...viteArgs]));
}

const DATA_DIR = '.firebase/emulator-data';
const host = firestoreEmulatorHost();

// Waiting for the port to answer would otherwise mistake a server already there for ours.
if (await answers(`http://${host}/`)) {
  console.error(
    `Something already listens on ${host} (another emulator?): stop it, or use npm run dev to run the app against it.`,
  );
  process.exit(1);
}

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

const children = new Set();
let stopping = false;

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
  await Promise.all(running.map(exited));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    void stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal).then(() => process.exit(0));
  });
}

const [firebase, ...firebaseArgs] = firebaseCommand([
  'emulators:start',
  '--only',
  'firestore',
  '--project',
  PROJECT_ID,
  ...(existsSync(DATA_DIR) ? ['--import', DATA_DIR] : []),
  '--export-on-exit',
  DATA_DIR,
]);
const emulator = start(firebase, firebaseArgs, { env: firebaseEnv() });
emulator.on('exit', (code) => {
  if (stopping) return;
  console.error(`The Firestore emulator stopped (exit code ${code ?? 'none'}).`);
  void stopAll('SIGTERM').then(() => process.exit(code || 1));
});

await main();

async function main() {
  try {
    // The first run downloads the emulator (about 140 MB) before it listens, hence the long wait.
    await waitForHttp(`http://${host}/`, {
      timeoutMs: 5 * 60_000,
      gaveUp: () => hasExited(emulator),
    });
  } catch (error) {
    if (stopping) return; // Ctrl+C while waiting: the signal handler is shutting down.
    console.error(`The Firestore emulator did not come up: ${error.message}`);
    await stopAll('SIGTERM');
    process.exit(1);
  }

  try {
    const written = await seed(host);
    if (written > 0) console.log(`Seeded ${written} sample messages on the empty wall.`);
    await seedModerator(host);
    console.log(`${TEST_ORGANIZER.email} is a moderator: sign in as it at /moderate.`);
  } catch (error) {
    // A wall without samples is still a working wall.
    console.warn(`Could not seed sample messages: ${error.message}`);
  }
  if (stopping) return;

  // The emulator just started is the one the app must use, whatever .env says.
  const vite = start('npx', ['vite', ...viteArgs], {
    env: { ...process.env, VITE_FIRESTORE_EMULATOR_HOST: host },
  });
  vite.on('exit', (code) => {
    if (stopping) return;
    void stopAll('SIGINT').then(() => process.exit(code ?? 0));
  });
}
