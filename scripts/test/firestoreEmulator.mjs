// The one place that finds and starts a Firestore emulator, for the suites, the bench,
// `npm start` and `npm run emulators` alike. Two routes, the first that can run here wins:
// - "firebase": the Firebase CLI's emulator (its jar downloaded on first use), on Java 21+,
//   as GitHub Actions runs it;
// - "gcloud": the Cloud CLI's (`gcloud` with its cloud-firestore-emulator component, Debian's
//   google-cloud-cli-firestore-emulator), on Java 11+, with no network at all.
// FIRESTORE_EMULATOR_ROUTE=firebase|gcloud picks one (and fails when it cannot run). Either
// way it runs in a process group of its own (startInGroup): no java outlives the command.
import { existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PROJECT_ID,
  MIN_JAVA,
  emulatorDownloads,
  emulatorCacheDir,
  emulatorRequired,
  firebaseCommand,
  firebaseEnv,
  firestoreEmulatorHost,
  javaMajorVersion,
  movedPort,
  reachable,
  refuseIfAnswering,
  startInGroup,
} from './emulator.mjs';
import { writeConfig } from '../dev/localConfig.mjs';
import { parseHostPort } from '../../src/config/local.mjs';

/** The Cloud CLI's emulator is plain Java 11 code (its launcher asks for nothing newer). */
export const MIN_JAVA_GCLOUD = 11;

const LOG_DIR = join('artifacts', 'emulator');
/** A first Firebase CLI run downloads its jar (about 140 MB) before it listens. */
const START_TIMEOUT_MS = 5 * 60_000;

/**
 * The emulator's JVM with its first JIT tier only and the serial collector: it lives minutes,
 * too short for the optimizing compiler to repay itself (the live wall's half: java 44.5
 * CPU-seconds down to 19.3; the rules suite's machine-wide 141 down to 111, its time the same).
 * Through JAVA_TOOL_OPTIONS, which every JVM reads whoever launches it; options already there
 * come after, so a developer's own choice wins.
 */
export const EMULATOR_JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * JAVA_TOOL_OPTIONS for the emulator's JVM: ours, then whatever `existing` already says. Where
 * that names a collector of its own, ours is left out: the JVM refuses to start with two.
 */
export function emulatorJavaToolOptions(existing) {
  const own = existing?.trim() ?? '';
  const ours = /-XX:\+Use\w+GC\b/.test(own)
    ? EMULATOR_JAVA_OPTIONS.filter((option) => !/^-XX:\+Use\w+GC$/.test(option))
    : EMULATOR_JAVA_OPTIONS;
  return [...ours, ...(own ? [own] : [])].join(' ');
}

/** The first `name` on the PATH, or undefined. */
const onPath = (name, env = process.env) =>
  (env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, name))
    .find((path) => path !== name && existsSync(path));

/**
 * The Cloud CLI and its Firestore emulator component: { gcloud, jar, version } or undefined.
 * The SDK's root is two folders above the real gcloud script (…/google-cloud-sdk/bin/gcloud).
 */
export function cloudFirestoreEmulator(env = process.env) {
  const gcloud = onPath('gcloud', env);
  if (!gcloud) return undefined;
  let root;
  try {
    root = dirname(dirname(realpathSync(gcloud)));
  } catch {
    return undefined;
  }
  const jar = join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  if (!existsSync(jar)) return { gcloud, root };
  let version;
  try {
    const snapshot = JSON.parse(
      readFileSync(join(root, '.install', 'cloud-firestore-emulator.snapshot.json'), 'utf8'),
    );
    version = snapshot.components?.find((c) => c.id === 'cloud-firestore-emulator')?.version
      ?.version_string;
  } catch {
    version = undefined;
  }
  return { gcloud, root, jar, version };
}

/** Why `java` (a major version) cannot run `whose` emulator, which needs `min`, if it cannot. */
function javaProblem(java, min, whose) {
  if (java === undefined) return `no Java found (${whose} emulator needs Java ${min}+)`;
  if (java < min) return `Java ${java} found, ${whose} emulator needs Java ${min}+`;
  return undefined;
}

/** Why the Firebase CLI's route cannot run here, or undefined when it can. */
async function firebaseRouteProblem(java, { probe }) {
  const old = javaProblem(java, MIN_JAVA, "the Firebase CLI's");
  if (old) return old;
  const { jar } = emulatorDownloads();
  if (jar && probe && !existsSync(jar.path) && !(await reachable(jar.remoteUrl))) {
    return `the Firebase CLI's emulator ${jar.version} is not in ${emulatorCacheDir()} and its download host cannot be reached`;
  }
  return undefined;
}

/** Why the Cloud CLI's route cannot run here, or undefined when it can. */
function gcloudRouteProblem(java, cloud) {
  if (!cloud) return 'no gcloud on the PATH';
  if (!cloud.jar) {
    return `gcloud has no cloud-firestore-emulator component (install google-cloud-cli-firestore-emulator)`;
  }
  return javaProblem(java, MIN_JAVA_GCLOUD, "the Cloud CLI's");
}

/**
 * Which Firestore emulator can start here, and why, in one line:
 * { ok: true, route: 'firebase' | 'gcloud', reason } or { ok: false, reason }.
 * With `probe` (a developer's machine), a Firebase CLI jar not yet downloaded counts only when
 * its host answers; under REQUIRE_EMULATOR=1 firebase-tools is left to download it itself.
 */
export async function firestoreEmulatorRoute({
  env = process.env,
  probe = !emulatorRequired(env),
} = {}) {
  const java = javaMajorVersion(env);
  const wanted = env.FIRESTORE_EMULATOR_ROUTE;
  const firebase = wanted === 'gcloud' ? 'not chosen' : await firebaseRouteProblem(java, { probe });
  if (firebase === undefined) {
    return { ok: true, route: 'firebase', reason: `the Firebase CLI's, on Java ${java}` };
  }
  const cloud = cloudFirestoreEmulator(env);
  const gcloud = wanted === 'firebase' ? 'not chosen' : gcloudRouteProblem(java, cloud);
  if (gcloud === undefined) {
    const version = cloud.version ? ` ${cloud.version}` : '';
    const why = wanted === 'gcloud' ? 'FIRESTORE_EMULATOR_ROUTE=gcloud' : firebase;
    return {
      ok: true,
      route: 'gcloud',
      reason: `the Cloud CLI's${version}, on Java ${java} (${why})`,
    };
  }
  const reasons = [firebase, gcloud].filter((reason) => reason !== 'not chosen');
  return { ok: false, reason: reasons.join('; ') };
}

/** The project's rules file, as firebase.json names it. */
function defaultRulesPath() {
  try {
    return JSON.parse(readFileSync('firebase.json', 'utf8')).firestore?.rules ?? 'firestore.rules';
  } catch {
    return 'firestore.rules';
  }
}

/** The command line of one route, as [command, ...args]. */
function routeCommand(route, { host, rulesPath, importDir, exportDir, cloud }) {
  const { hostname, port } = parseHostPort(host);
  if (route === 'gcloud') {
    const metadata = importDir && gcloudImportFile(importDir);
    // Not --export-on-exit: java does not export when it is signalled (tried), so stop()
    // asks for the export over REST first (exportOverRest).
    return [cloud.gcloud, 'emulators', 'firestore', 'start', `--host-port=${host}`].concat(
      `--rules=${rulesPath}`,
      metadata ? [`--import-data=${metadata}`] : [],
    );
  }
  // firebase-tools reads a project folder from --config: a config of our own under artifacts/,
  // the rules path absolute (see scripts/dev/localConfig.mjs), no UI, and the hub and logging
  // ports off their defaults (4400, 4500), which the Auth emulator beside it may hold.
  const config = writeConfig(join(LOG_DIR, `firebase-${port}`), {
    firestore: { rules: rulesPath },
    emulators: {
      singleProjectMode: true,
      firestore: { host: hostname, port },
      hub: { host: '127.0.0.1', port: movedPort(4402) },
      logging: { host: '127.0.0.1', port: movedPort(4502) },
      ui: { enabled: false },
    },
  });
  return firebaseCommand(
    ['emulators:start', '--only', 'firestore', '--project', PROJECT_ID, '--config', config].concat(
      importDir && existsSync(importDir) ? ['--import', resolve(importDir)] : [],
      exportDir ? ['--export-on-exit', resolve(exportDir)] : [],
    ),
  );
}

/** The file the Cloud CLI's --import-data wants, from an export exportOverRest() wrote. */
function gcloudImportFile(dir) {
  const file = join(resolve(dir), 'firestore_export', 'firestore_export.overall_export_metadata');
  return existsSync(file) ? file : undefined;
}

/**
 * Saves the emulator's data as `dir`/firestore_export (the layout the Firebase CLI writes and
 * --import-data reads), through the emulator's export endpoint: written beside the old export
 * first, so a failed export loses nothing.
 */
async function exportOverRest(host, dir) {
  const target = resolve(dir);
  const next = join(target, 'next');
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${PROJECT_ID}/databases/(default)`,
      export_directory: next,
      export_name: 'firestore_export',
    }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${await response.text()}`);
  rmSync(join(target, 'firestore_export'), { recursive: true, force: true });
  renameSync(join(next, 'firestore_export'), join(target, 'firestore_export'));
  rmSync(next, { recursive: true, force: true });
}

/**
 * Starts a Firestore emulator by the route firestoreEmulatorRoute() picks, loads `rulesPath`
 * (firebase.json's rules by default), listens at `host` (firebase.json's by default) and
 * resolves once it answers, with { host, route, reason, pid, log, stop() } (startInGroup: its
 * output goes to `log` under artifacts/emulator/). It prints one line saying which emulator it
 * started and why. `importDir`/`exportDir` load data at start and save it on stop. Ctrl+C,
 * SIGTERM and SIGHUP stop it and end this process, unless `handleSignals` is false (a caller
 * with more to stop calls stop() itself); any exit still ends its process group. Rejects
 * (having stopped whatever it started) when no route can run or it never answers; where no
 * route can run, the error has `notAvailable`.
 */
export async function startFirestoreEmulator({
  rulesPath = defaultRulesPath(),
  host = firestoreEmulatorHost(),
  importDir,
  exportDir,
  probe,
  quiet = false,
  handleSignals = true,
} = {}) {
  const status = await firestoreEmulatorRoute(probe === undefined ? {} : { probe });
  if (!status.ok) throw Object.assign(new Error(status.reason), { notAvailable: true });
  await refuseIfAnswering(host, 'another emulator');
  const emulator = await startInGroup(
    routeCommand(status.route, {
      host,
      rulesPath: resolve(rulesPath),
      importDir,
      exportDir,
      cloud: cloudFirestoreEmulator(),
    }),
    {
      log: join(LOG_DIR, `firestore-${status.route}-${parseHostPort(host).port}.log`),
      env: firebaseEnv({
        CLOUDSDK_CORE_DISABLE_PROMPTS: '1',
        CLOUDSDK_COMPONENT_MANAGER_DISABLE_UPDATE_CHECK: '1',
        JAVA_TOOL_OPTIONS: emulatorJavaToolOptions(process.env.JAVA_TOOL_OPTIONS),
      }),
      url: `http://${host}/`,
      what: `the Firestore emulator (${status.route})`,
      // The Firebase CLI exports on SIGINT (--export-on-exit); gcloud's java does not.
      beforeStop:
        status.route === 'gcloud' && exportDir
          ? () =>
              exportOverRest(host, exportDir).catch((error) =>
                console.warn(`Could not save the Firestore emulator's data: ${error.message}`),
              )
          : undefined,
      handleSignals,
      timeoutMs: START_TIMEOUT_MS,
    },
  );
  if (!quiet) console.log(`Firestore emulator at ${host}: ${status.reason}.`);
  return { host, route: status.route, reason: status.reason, ...emulator };
}

// `node scripts/test/firestoreEmulator.mjs [--seed-moderator]`: an emulator on this process's
// ports until SIGINT or SIGTERM, as Playwright's webServer starts it for the suites that need
// one (playwright.config.ts); --seed-moderator makes the test organizer a moderator first.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { host } = await startFirestoreEmulator();
  if (process.argv.includes('--seed-moderator')) {
    const { seedModerator } = await import('../dev/seed.mjs');
    await seedModerator(host);
  }
}
