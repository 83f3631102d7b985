// The Auth emulator beside a suite: a guest's first post signs in anonymously, and /moderate
// signs the organizer in with Google, both against the Firebase CLI's Auth emulator.
//
// Run alone, a suite starts its own (`firebase emulators:exec --only auth`). npm test starts one
// for the whole run (startAuthEmulator) and names it in TEST_AUTH_EMULATOR_HOST, and every suite
// uses that one (withAuthEmulator): the emulator compiles its API's schema as it starts (ajv,
// through exegesis), 21 s and 23 CPU-seconds here whatever follows, which six suites each paid.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PROJECT_ID,
  SHARED_AUTH,
  authEmulatorHost,
  emulatorsExecCommand,
  endGroup,
  firebaseCommand,
  firebaseEnv,
  groupAlive,
  killGroup,
  waitForHttp,
  refuseIfAnswering,
  writeAuthEmulatorConfig,
} from './emulator.mjs';

/** The hub and logging ports' slot of npm test's one Auth emulator (writeAuthEmulatorConfig). */
export const SHARED_AUTH_SLOT = 5;

const LOG_DIR = join('artifacts', 'emulator');
/** Its 23 CPU-seconds of start-up share two cores with stage 0's seven processes. */
const START_TIMEOUT_MS = 5 * 60_000;
const STOP_GRACE_MS = 10_000;

/**
 * How to run `script` (a command and its arguments) with an Auth emulator beside it:
 * { command: [command, ...args], env } for spawn, `env` to add to the script's environment.
 * With npm test's emulator (TEST_AUTH_EMULATOR_HOST) the script runs as it is, told where that
 * emulator listens as `emulators:exec` would tell it (FIREBASE_AUTH_EMULATOR_HOST); otherwise
 * the Firebase CLI starts one for it on this suite's ports (`dir` and `slot` go to
 * writeAuthEmulatorConfig) and stops it after.
 */
export function withAuthEmulator(script, { dir, slot }, env = process.env) {
  const shared = env[SHARED_AUTH];
  if (shared) {
    return {
      command: script,
      env: { FIREBASE_AUTH_EMULATOR_HOST: shared, GCLOUD_PROJECT: PROJECT_ID },
    };
  }
  return {
    command: emulatorsExecCommand('auth', script, [
      '--config',
      writeAuthEmulatorConfig(dir, slot, env),
    ]),
    env: {},
  };
}

/**
 * Where startAuthEmulator, given `env`, starts it: firebase.json's port moved by
 * TEST_PORT_OFFSET, whatever TEST_AUTH_EMULATOR_HOST names (npm test names this host there).
 */
export function ownAuthEmulatorHost(env = process.env) {
  return authEmulatorHost({ ...env, [SHARED_AUTH]: '' });
}

/**
 * Starts the Auth emulator on this process's ports (ownAuthEmulatorHost, its hub and logging moved
 * by `slot`) in a process group of its own, its output in artifacts/emulator/, and resolves
 * once it answers with { host, stop() }. stop() asks the Firebase CLI to shut down and ends
 * the group after a grace period; this process's exit ends it too. Rejects, having stopped
 * it, when it never answers, with the end of its log.
 */
export async function startAuthEmulator({ dir, slot, env = process.env }) {
  const host = ownAuthEmulatorHost(env);
  await refuseIfAnswering(host, 'another Auth emulator');
  mkdirSync(LOG_DIR, { recursive: true });
  const log = join(LOG_DIR, `auth-${host.replace(/[^\w.-]/g, '_')}.log`);
  const [command, ...args] = firebaseCommand([
    'emulators:start',
    '--only',
    'auth',
    '--project',
    PROJECT_ID,
    '--config',
    writeAuthEmulatorConfig(dir, slot, env),
  ]);
  const fd = openSync(log, 'w');
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', fd, fd],
    env: firebaseEnv(env),
  });
  closeSync(fd);
  const pgid = child.pid;
  let ended = false;
  child.once('exit', () => {
    ended = true;
  });
  child.once('error', () => {
    ended = true;
  });
  const onExit = () => pgid && groupAlive(pgid) && killGroup(pgid, 'SIGKILL');
  process.on('exit', onExit);

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      if (!pgid) return;
      await endGroup(pgid, STOP_GRACE_MS);
      process.off('exit', onExit);
    })());

  try {
    await waitForHttp(`http://${host}/`, { timeoutMs: START_TIMEOUT_MS, gaveUp: () => ended });
    if (ended) throw new Error('it exited as it started');
  } catch (error) {
    await stop();
    const tail = readFileSync(log, 'utf8').split('\n').slice(-15).join('\n');
    throw new Error(`the Auth emulator did not start: ${error.message}\n${tail}`);
  }
  return { host, log, stop };
}
