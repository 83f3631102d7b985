// What the emulator-backed scripts share: Java's version, firebase.json's hosts moved by
// TEST_PORT_OFFSET, the Firebase CLI, and starting an emulator in a process group of its own.
// Which Firestore emulator starts, and how, is scripts/test/firestoreEmulator.mjs's concern.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEMO_PROJECT_ID, LOCAL_HOST, PORTS } from '../../src/config/local.mjs';
import { writeConfig } from '../dev/localConfig.mjs';

/** The demo project every local run uses (src/config/local.mjs). */
export const PROJECT_ID = DEMO_PROJECT_ID;

/** firebase-tools refuses to start its Java emulators on anything older. */
export const MIN_JAVA = 21;

const require = createRequire(import.meta.url);

/** The major version `java -version` reports (8 for "1.8.0_x"), or undefined without Java. */
export function javaMajorVersion(env = process.env) {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 15_000, env });
  if (result.error || result.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 && match[2] ? Number(match[2]) : major;
}

/** The installed firebase-tools: its folder, its CLI entry point and its version. */
function firebaseTools() {
  try {
    const packageJson = require.resolve('firebase-tools/package.json');
    const root = dirname(packageJson);
    const { version, bin } = JSON.parse(readFileSync(packageJson, 'utf8'));
    const cli = join(root, typeof bin === 'string' ? bin : bin.firebase);
    return { root, version, cli };
  } catch {
    return undefined;
  }
}

/**
 * What firebase-tools downloads on first use: { jar, ui }, each { version, remoteUrl, path }
 * with `path` the file whose presence makes firebase-tools skip the download
 * (lib/emulator/downloadableEmulators.js, getExecPath: the UI's binaryPath, else the jar's
 * downloadPath). Not a public API, so anything unexpected means "unknown", never "missing".
 */
export function emulatorDownloads(tools = firebaseTools(), cacheDir = emulatorCacheDir()) {
  if (!tools) return {};
  let info;
  try {
    info = JSON.parse(
      readFileSync(join(tools.root, 'lib', 'emulator', 'downloadableEmulatorInfo.json'), 'utf8'),
    );
  } catch {
    return {};
  }
  const entry = (details, relativePath) =>
    details?.remoteUrl && relativePath
      ? {
          version: details.version,
          remoteUrl: details.remoteUrl,
          path: join(cacheDir, relativePath),
        }
      : undefined;
  return {
    jar: entry(info.firestore, info.firestore?.downloadPathRelativeToCacheDir),
    ui: entry(info.ui?.main, info.ui?.main?.binaryPathRelativeToCacheDir),
  };
}

/**
 * How far every port a suite binds is moved from its usual one (TEST_PORT_OFFSET, default 0),
 * the emulators' and the servers': npm test's lanes (a multiple of LANE_PORT_STRIDE each), or
 * yours, to run a suite beside another checkout's.
 */
export function portOffset(env = process.env) {
  const raw = env.TEST_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 2000) {
    throw new Error(`TEST_PORT_OFFSET must be a whole number from 0 to 2000, got "${raw}"`);
  }
  return offset;
}

/**
 * The distance between two lanes' ports: wide enough that no lane's ports (Firestore 8080,
 * Auth 9099, hubs and logging 4402-4515, servers 4173-4179 and 5050 at offset 0) meet
 * another's, and none lands on a port browsers refuse to fetch from (10080, say).
 */
export const LANE_PORT_STRIDE = 200;

/** A suite server's port: `name` (E2E_PORT, say) if set, else `base` moved by TEST_PORT_OFFSET. */
export function serverPort(name, base, env = process.env) {
  return Number(env[name] ?? base + portOffset(env));
}

/** A fixed helper port (an emulator hub, its logging) moved by this process's offset. */
export function movedPort(port, env = process.env) {
  return port + portOffset(env);
}

/**
 * "host:port" of one emulator as firebase.json configures it for the Firebase CLI (its ports
 * are src/config/local.mjs's, which tests/rules/limits-agree.test.ts checks), moved by
 * TEST_PORT_OFFSET.
 */
function emulatorHost(name, env = process.env) {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8'));
  const { host = LOCAL_HOST, port = PORTS[name] } = config.emulators?.[name] ?? {};
  return `${host}:${movedPort(port, env)}`;
}

/** The Firestore emulator's "host:port" as firebase.json configures it. */
export function firestoreEmulatorHost(env = process.env) {
  return emulatorHost('firestore', env);
}

/**
 * What a build the emulator-backed suites serve must have, whatever the .env files say: demo
 * mode, pointed at this run's Firestore and Auth emulators.
 */
export function liveBuildEnv(env = process.env) {
  return {
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIRESTORE_EMULATOR_HOST: firestoreEmulatorHost(env),
    VITE_AUTH_EMULATOR_HOST: authEmulatorHost(env),
  };
}

/** Where npm test names the Auth emulator it started for all its suites, "host:port". */
export const SHARED_AUTH = 'TEST_AUTH_EMULATOR_HOST';

/**
 * The Auth emulator's "host:port": npm test's running one (TEST_AUTH_EMULATOR_HOST), else
 * firebase.json's, moved by TEST_PORT_OFFSET.
 */
export function authEmulatorHost(env = process.env) {
  return env[SHARED_AUTH] || emulatorHost('auth', env);
}

/**
 * Resolves once an HTTP server answers at `url`, or rejects after `timeoutMs` or as soon as
 * `gaveUp()` says the process that should start it has ended.
 */
export async function waitForHttp(url, { timeoutMs, gaveUp = () => false }) {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url, 2_000))) {
    if (gaveUp()) throw new Error(`the process that serves ${url} has exited`);
    if (Date.now() > deadline)
      throw new Error(`nothing answered at ${url} within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(500);
  }
}

/** Whether something answers HTTP at `url` within `ms`. */
export async function answers(url, ms = 1_000) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(ms) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Rejects when something already answers at `host`, as an emulator about to start there
 * should: else its first answer could be that server's, and the suites would write into it.
 * `what` names what it probably is, for the message.
 */
export async function refuseIfAnswering(host, what) {
  if (await answers(`http://${host}/`)) {
    throw new Error(`something already listens on ${host} (${what}?): stop it first`);
  }
}

/** Where firebase-tools keeps downloaded emulators (FIREBASE_EMULATORS_PATH overrides it). */
export function emulatorCacheDir() {
  return process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
}

export async function reachable(url) {
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Whether REQUIRE_EMULATOR=1 asks for the real thing (CI), so nothing may be skipped. */
export function emulatorRequired(env = process.env) {
  return env.REQUIRE_EMULATOR === '1';
}

/**
 * Whether the Emulator UI (a zip firebase-tools downloads on first use) can start here: it is
 * cached, or its host answers. Where it cannot be had, the emulators start without it.
 */
export async function emulatorUiStatus() {
  const { ui } = emulatorDownloads();
  if (!ui || existsSync(ui.path) || (await reachable(ui.remoteUrl))) return { ok: true };
  return {
    ok: false,
    reason: `the Emulator UI ${ui.version} is not in ${emulatorCacheDir()} and its download host cannot be reached`,
  };
}

/** The environment for the Firebase CLI: a script has no use for its update notice. */
export function firebaseEnv(extra = {}) {
  return { ...process.env, NO_UPDATE_NOTIFIER: '1', ...extra };
}

/** The firebase CLI as [command, ...args] for spawn: the project's own copy, run by this Node. */
export function firebaseCommand(args) {
  const tools = firebaseTools();
  if (!tools) throw new Error('firebase-tools is not installed; run npm ci');
  return [process.execPath, tools.cli, ...args];
}

/** Sends `signal` (0: none, only asks) to process group `pgid`; false when none of it is left. */
function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };

/**
 * Starts an emulator, [command, ...args], in a process group of its own (gcloud and the
 * Firebase CLI each start a java or a node of their own), its output in `log`, and resolves
 * once `url` answers with { pid, log, stop() }. stop() runs `beforeStop` (while it still
 * answers), sends the group SIGINT, on which both CLIs shut down cleanly, and SIGKILL after
 * `graceMs`. This process's exit kills the group; with `handleSignals`, Ctrl+C, SIGTERM and
 * SIGHUP stop it cleanly and end this process. Rejects, having stopped it, with the end of its
 * log when it exits first or never answers within `timeoutMs`.
 */
export async function startInGroup(
  [command, ...args],
  {
    log,
    env,
    url,
    what,
    beforeStop,
    handleSignals = false,
    timeoutMs = 5 * 60_000,
    graceMs = 15_000,
  },
) {
  mkdirSync(dirname(log), { recursive: true });
  const fd = openSync(log, 'w');
  const child = spawn(command, args, { detached: true, stdio: ['ignore', fd, fd], env });
  closeSync(fd);
  const pgid = child.pid;
  let ended = false;
  child.once('exit', () => (ended = true));
  child.once('error', () => (ended = true));
  const onExit = () => pgid && signalGroup(pgid, 'SIGKILL');
  const onSignal = (signal) => void stop().then(() => process.exit(128 + SIGNALS[signal]));
  process.on('exit', onExit);
  if (handleSignals) for (const signal of Object.keys(SIGNALS)) process.on(signal, onSignal);

  let stopping;
  function stop() {
    stopping ??= (async () => {
      for (const signal of Object.keys(SIGNALS)) process.off(signal, onSignal);
      if (!pgid) return;
      if (!ended) await beforeStop?.();
      signalGroup(pgid, 'SIGINT');
      const deadline = Date.now() + graceMs;
      while (signalGroup(pgid, 0) && Date.now() < deadline) await sleep(100);
      signalGroup(pgid, 'SIGKILL');
      while (signalGroup(pgid, 0)) await sleep(50);
      process.off('exit', onExit);
    })();
    return stopping;
  }

  try {
    await waitForHttp(url, { timeoutMs, gaveUp: () => ended });
  } catch (error) {
    await stop();
    const tail = readFileSync(log, 'utf8').split('\n').slice(-15).join('\n');
    throw new Error(`${what} did not start: ${error.message}\n${tail}`);
  }
  return { pid: pgid, log, stop };
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Starts the Auth emulator alone on this process's ports (authEmulatorHost without npm test's
 * shared one, its hub and logging moved by `slot`), its output in artifacts/emulator/, and
 * resolves once it answers with { host, stop() } (startInGroup). Its start-up compiles the
 * emulator's API schema (ajv, through exegesis): some 20 CPU-seconds, which is why npm test
 * starts one for all its suites.
 */
export async function startAuthEmulator({ dir, slot, env = process.env }) {
  const host = authEmulatorHost({ ...env, [SHARED_AUTH]: '' });
  await refuseIfAnswering(host, 'another Auth emulator');
  const config = writeAuthEmulatorConfig(dir, slot, env);
  const start = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', config];
  const emulator = await startInGroup(firebaseCommand(start), {
    log: join('artifacts', 'emulator', `auth-${host.replace(/[^\w.-]/g, '_')}.log`),
    env: firebaseEnv(env),
    url: `http://${host}/`,
    what: 'the Auth emulator',
    graceMs: 10_000,
  });
  return { host, stop: emulator.stop };
}

/**
 * Writes `dir`/ports-<TEST_PORT_OFFSET>/firebase.json for the Auth emulator alone on the demo
 * config's port (9099, moved by TEST_PORT_OFFSET), without the Emulator UI, its hub and logging
 * ports moved off their defaults by `offset` (one per suite) so another emulator already running
 * on this machine does not stop this one. Returns the file's path, for the CLI's `--config`.
 */
export function writeAuthEmulatorConfig(dir, offset, env = process.env) {
  // A folder per port offset: two lanes' runs must not read each other's ports.
  return writeConfig(join(dir, `ports-${portOffset(env)}`), {
    emulators: {
      singleProjectMode: true,
      auth: { host: LOCAL_HOST, port: movedPort(PORTS.auth, env) },
      hub: { host: '127.0.0.1', port: movedPort(4410 + offset, env) },
      logging: { host: '127.0.0.1', port: movedPort(4510 + offset, env) },
      ui: { enabled: false },
    },
  });
}
