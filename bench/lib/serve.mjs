// Serves a build the way visitors get it: the Firebase Hosting emulator (plain Node, so it
// runs without Java) with firebase.json's headers and rewrites. Without firebase.json it
// falls back to `vite preview` and says so.
//
// The bench builds the demo configuration, whose wall talks to the Firestore emulator over
// plain http; like `npm run emulators` (scripts/dev/emulators.mjs), it serves a copy of the
// hosting block whose connect-src also allows that origin and changes nothing else.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import {
  firebaseCommand,
  firebaseEnv,
  firestoreEmulatorHost,
  movedPort,
  PROJECT_ID,
  waitForHttp,
} from '../../scripts/test/emulator.mjs';

const HOST = '127.0.0.1';
const STOP_GRACE_MS = 5_000;

/** Whether nothing listens on HOST:port yet. */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/** firebase.json's hosting port, or the next free one when that is taken (bounded). */
async function hostingPort(configured) {
  for (let port = configured; port < configured + 20; port += 1) {
    if (await portFree(port)) return port;
  }
  throw new Error(`no free port in ${configured}-${configured + 19} for the hosting emulator`);
}

/** firebase.json's hosting block with `origin` added to every CSP's connect-src. */
function allowConnect(hosting, origin) {
  const widen = (policy) =>
    policy
      .split(';')
      .map((directive) => directive.trim())
      .map((directive) =>
        directive.startsWith('connect-src ') ? `${directive} ${origin}` : directive,
      )
      .join('; ');
  return {
    ...hosting,
    headers: (hosting.headers ?? []).map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key.toLowerCase() === 'content-security-policy'
          ? { ...header, value: widen(header.value) }
          : header,
      ),
    })),
  };
}

/** Stops a child: SIGINT lets the Firebase CLI shut its emulator down; SIGKILL if it hangs. */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGINT');
  });
}

/**
 * Starts the Hosting emulator on `distDir` with firebase.json's hosting block (only its
 * `public` pointed at the build) and resolves with { url, label, stop }.
 */
async function startHostingEmulator(distDir, offset) {
  const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8'));
  // Every port moved by TEST_PORT_OFFSET, so the bench runs beside another checkout's suites.
  const port = await hostingPort(
    movedPort((firebaseJson.emulators?.hosting?.port ?? 5000) + offset),
  );
  const configDir = dirname(distDir);
  const configPath = join(configDir, 'firebase.json');
  const emulators = {
    singleProjectMode: true,
    hosting: { host: HOST, port },
    hub: { host: HOST, port: movedPort(4440 + offset) },
    logging: { host: HOST, port: movedPort(4540 + offset) },
    ui: { enabled: false },
  };
  const hosting = {
    ...allowConnect(firebaseJson.hosting, `http://${firestoreEmulatorHost()}`),
    public: relative(configDir, distDir),
  };
  writeFileSync(configPath, `${JSON.stringify({ hosting, emulators }, null, 2)}\n`);

  const [command, ...args] = firebaseCommand([
    'emulators:start',
    '--only',
    'hosting',
    '--project',
    PROJECT_ID,
    '--config',
    configPath,
  ]);
  const child = spawn(command, args, { env: firebaseEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://${HOST}:${port}/`;
  try {
    await waitForHttp(url, { timeoutMs: 60_000, gaveUp: () => child.exitCode !== null });
  } catch (error) {
    await stopChild(child);
    throw new Error(`the Hosting emulator did not start: ${error.message}\n${output.slice(-2000)}`);
  }
  return { url, label: `Firebase Hosting emulator, port ${port}`, stop: () => stopChild(child) };
}

async function startVitePreview(distDir) {
  const { preview } = await import('vite');
  const server = await preview({
    configFile: 'vite.config.ts',
    build: { outDir: distDir },
    preview: { host: HOST, port: movedPort(4180), strictPort: false },
    logLevel: 'warn',
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview reported no URL');
  return {
    url,
    label: 'vite preview (firebase.json not found, so without its headers)',
    stop: () => server.close(),
  };
}

/**
 * Serves `distDir` on loopback; the caller must call stop(), also on error. A second build
 * served beside the first (a baseline) takes `portOffset` 10: the emulator also holds the
 * port after its own.
 */
export function serveBuild(distDir, { portOffset = 0 } = {}) {
  return existsSync('firebase.json')
    ? startHostingEmulator(distDir, portOffset)
    : startVitePreview(distDir);
}
