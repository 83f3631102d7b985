// What the emulator-backed scripts share: can the Firestore emulator start here, the gate
// that turns "no" into one honest line, and how to run the Firebase CLI.
//
// The checks run cheapest first (a `java -version` costs milliseconds; a network probe costs
// seconds), so on a machine without Java 21 the gate answers at once.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

export const PROJECT_ID = 'demo-birthday-wall';

/** firebase-tools refuses to start its Java emulators on anything older. */
export const MIN_JAVA = 21;

const require = createRequire(import.meta.url);

/** The major version `java -version` reports (8 for "1.8.0_x"), or undefined without Java. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (result.error || result.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 && match[2] ? Number(match[2]) : major;
}

/** The installed firebase-tools: its CLI entry point and its own emulator download facts. */
function firebaseTools() {
  try {
    const packageJson = require.resolve('firebase-tools/package.json');
    const root = dirname(packageJson);
    const { version, bin } = JSON.parse(readFileSync(packageJson, 'utf8'));
    const cli = join(root, typeof bin === 'string' ? bin : bin.firebase);
    let firestoreJar;
    try {
      // Not a public API, so anything unexpected here means "unknown", never "missing".
      const info = JSON.parse(
        readFileSync(join(root, 'lib', 'emulator', 'downloadableEmulatorInfo.json'), 'utf8'),
      );
      firestoreJar = info.firestore;
    } catch {
      firestoreJar = undefined;
    }
    return { version, cli, firestoreJar };
  } catch {
    return undefined;
  }
}

/** The Firestore emulator's "host:port" as firebase.json configures it (the one source). */
export function firestoreEmulatorHost() {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8'));
  const { host = '127.0.0.1', port = 8080 } = config.emulators?.firestore ?? {};
  return `${host}:${port}`;
}

/**
 * Resolves once an HTTP server answers at `url`, or rejects after `timeoutMs` or as soon as
 * `gaveUp()` says the process that should start it has ended.
 */
export async function waitForHttp(url, { timeoutMs, gaveUp = () => false }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error(`the process that serves ${url} has exited`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`nothing answered at ${url} within ${Math.round(timeoutMs / 1000)} s`);
}

/** Where firebase-tools keeps downloaded emulators (FIREBASE_EMULATORS_PATH overrides it). */
export function emulatorCacheDir() {
  return process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
}

async function reachable(url) {
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Whether `firebase emulators:exec --only firestore` can start here:
 * { ok: true } or { ok: false, reason } with the reason in a visitor's words.
 */
export async function firestoreEmulatorStatus() {
  const java = javaMajorVersion();
  if (java === undefined) {
    return {
      ok: false,
      reason: `no Java found, the Firestore emulator needs Java ${MIN_JAVA}+`,
    };
  }
  if (java < MIN_JAVA) {
    return {
      ok: false,
      reason: `Java ${java} found, the Firestore emulator needs Java ${MIN_JAVA}+`,
    };
  }
  const tools = firebaseTools();
  if (!tools) return { ok: false, reason: 'firebase-tools is not installed; run npm ci' };
  const jar = tools.firestoreJar;
  if (jar?.downloadPathRelativeToCacheDir && jar.remoteUrl) {
    const cached = existsSync(join(emulatorCacheDir(), jar.downloadPathRelativeToCacheDir));
    if (!cached && !(await reachable(jar.remoteUrl))) {
      return {
        ok: false,
        reason: `the Firestore emulator ${jar.version} is not in ${emulatorCacheDir()} and its download host cannot be reached`,
      };
    }
  }
  return { ok: true };
}

/**
 * Gates a suite on the emulator. Returns when it can run; otherwise prints one line and exits:
 * 0 with `not run: <suite> (<reason>)`, or 1 when REQUIRE_EMULATOR=1 asks for the real thing.
 */
export async function requireEmulatorOrSkip(suite) {
  const status = await firestoreEmulatorStatus();
  if (status.ok) return;
  if (process.env.REQUIRE_EMULATOR === '1') {
    console.error(`error: ${suite} cannot run (${status.reason}) and REQUIRE_EMULATOR=1`);
    process.exit(1);
  }
  console.log(`not run: ${suite} (${status.reason})`);
  process.exit(0);
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

/**
 * Runs a command with inherited output, passing Ctrl+C and termination on to it, and resolves
 * with its exit code (128 + signal number when a signal ended it).
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    for (const signal of signals) process.on(signal, forward);
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      resolve(code ?? (signal ? 128 + (SIGNAL_NUMBERS[signal] ?? 1) : 1));
    });
  });
}

const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
