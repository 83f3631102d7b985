// The names the local setup shares: the demo project's id, the emulators' ports and how a
// "host:port" is read. Plain JavaScript without imports, so the app (src/config/parseConfig.ts,
// src/firebase/), the Node scripts (scripts/test/emulator.mjs, scripts/dev/seed.mjs) and the suites
// (tests/support/emulatorRest.mjs, tests/rules/) read the very same values.
// The Firebase CLI reads its own copies, .firebaserc and firebase.json's "emulators";
// tests/rules/limits-agree.test.ts fails when they disagree with these.

/** The project every local run uses: a demo- id needs no login and reaches no real project. */
export const DEMO_PROJECT_ID = 'demo-birthday-wall';

/** Where the emulators and the local servers listen. */
export const LOCAL_HOST = '127.0.0.1';

/** The ports: the three emulators (as firebase.json has them), Vite's dev server and preview. */
export const PORTS = Object.freeze({
  firestore: 8080,
  auth: 9099,
  hosting: 5000,
  dev: 5173,
  preview: 4173,
});

/** The Firestore emulator's "host:port" in a demo build. */
export const FIRESTORE_EMULATOR_HOST = `${LOCAL_HOST}:${PORTS.firestore}`;
/** The Auth emulator's "host:port" in a demo build. */
export const AUTH_EMULATOR_HOST = `${LOCAL_HOST}:${PORTS.auth}`;

const HOST_PORT = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/;

/**
 * Reads "host:port": `127.0.0.1:8080`, `localhost:8080`, `[::1]:8080`. An IPv6 host is
 * bracketed, as in a URL, and keeps its brackets in `host` (the Firebase SDK builds
 * `host:port` URLs from it as given); `hostname` is the address without them, for a server to
 * listen on. Undefined for anything else (an IPv6 host without brackets, no port, a port
 * outside 1-65535).
 */
export function readHostPort(value) {
  const match = HOST_PORT.exec(value);
  if (!match) return undefined;
  const host = match[1];
  const port = Number(match[2]);
  if (port < 1 || port > 65_535) return undefined;
  return { host, hostname: host.replace(/^\[(.*)\]$/, '$1'), port };
}

/** readHostPort(), throwing for anything else; `name` says where the value came from. */
export function parseHostPort(value, name = 'host:port') {
  const hostPort = value === undefined ? undefined : readHostPort(value);
  if (!hostPort) {
    throw new Error(
      `${name} must look like host:port (127.0.0.1:8080, [::1]:8080), got ${value === undefined ? 'nothing' : `"${value}"`}`,
    );
  }
  return hostPort;
}
