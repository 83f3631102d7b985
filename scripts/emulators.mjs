// `npm run emulators`: the local Firebase stack serving the demo build in dist/ (npm run build
// first): Hosting on 5000, Firestore on 8080 and the Emulator UI where Java 21+ is found,
// Hosting alone elsewhere.
//
// firebase.json is what gets deployed, so its Content-Security-Policy names production
// endpoints only. A demo build talks to the Firestore emulator over plain http, which that
// policy rightly blocks; so the emulators run from a copy of firebase.json, written to
// artifacts/local/, whose connect-src also allows the emulator. Everything else (headers,
// rewrites, cache rules, ports) is firebase.json's own.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  PROJECT_ID,
  firebaseCommand,
  firebaseEnv,
  firestoreEmulatorHost,
  firestoreEmulatorStatus,
  run,
} from './emulator.mjs';

const LOCAL_DIR = join('artifacts', 'local');

/** A CSP with `origin` added to connect-src. */
function allowConnect(policy, origin) {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .map((directive) =>
      directive.startsWith('connect-src ') ? `${directive} ${origin}` : directive,
    )
    .join('; ');
}

function writeLocalConfig() {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8'));
  const fromLocal = (path) => relative(LOCAL_DIR, path);
  const emulatorOrigin = `http://${firestoreEmulatorHost()}`;
  const local = {
    ...config,
    firestore: {
      rules: fromLocal(config.firestore.rules),
      indexes: fromLocal(config.firestore.indexes),
    },
    hosting: {
      ...config.hosting,
      public: fromLocal(config.hosting.public),
      headers: config.hosting.headers.map((rule) => ({
        ...rule,
        headers: rule.headers.map((header) =>
          header.key.toLowerCase() === 'content-security-policy'
            ? { ...header, value: allowConnect(header.value, emulatorOrigin) }
            : header,
        ),
      })),
    },
  };
  mkdirSync(LOCAL_DIR, { recursive: true });
  const path = join(LOCAL_DIR, 'firebase.json');
  writeFileSync(path, `${JSON.stringify(local, null, 2)}\n`);
  return { path, publicDir: config.hosting.public };
}

const { path, publicDir } = writeLocalConfig();
const status = await firestoreEmulatorStatus();
if (!status.ok) {
  console.log(
    `Hosting only: the Firestore emulator cannot start here (${status.reason}); install Java 21+ for the wall's backend.`,
  );
}
if (!existsSync(join(publicDir, 'index.html'))) {
  console.log(`${publicDir}/ has no build yet: run npm run build, then reload the page.`);
}

const [command, ...args] = firebaseCommand([
  'emulators:start',
  '--config',
  path,
  '--project',
  PROJECT_ID,
  '--only',
  status.ok ? 'firestore,hosting' : 'hosting',
  ...process.argv.slice(2),
]);
process.exit(await run(command, args, { env: firebaseEnv() }));
