// The firebase.json copies the local emulator runs use, written under artifacts/ (git-ignored).
//
// firebase.json is what gets deployed, so its Content-Security-Policy names production
// endpoints only; a demo build talks to the emulators over plain http, which that policy
// rightly blocks. `npm start` and `npm run emulators` therefore run from a copy whose CSP also
// allows the local Firestore and Auth emulators, and whose Emulator UI is switched off where
// the UI cannot be downloaded. Everything else (headers, rewrites, cache rules, ports) is
// firebase.json's own.
//
// Given `--config <dir>/firebase.json`, firebase-tools takes <dir> as the project folder
// (lib/detectProjectRoot.js), and the two kinds of path in the copy are read differently:
// - the rules and indexes go through Config.path() (lib/config.js), which refuses a relative
//   path that leaves that folder ("../../firestore.rules is outside of project directory")
//   but returns an absolute one as it is: so they are absolute;
// - Hosting's `public` goes to superstatic, which joins it onto the project folder
//   (superstatic lib/providers/fs.js: pathjoin(cwd, public, pathname)), so an absolute path
//   would land inside that folder: so it is relative to <dir>.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const LOCAL_DIR = join('artifacts', 'local');

/** A CSP with `origins` added to `directive` (e.g. connect-src), if the policy has it. */
export function allowInPolicy(policy, directive, origins) {
  return policy
    .split(';')
    .map((part) => part.trim())
    .map((part) => (part.startsWith(`${directive} `) ? [part, ...origins].join(' ') : part))
    .join('; ');
}

/**
 * The local copy of `config` (firebase.json's content) for a repository at `root`, to be
 * written to `dir`: paths as firebase-tools reads them from there (above), the emulator
 * origins allowed by the CSP, the UI on or off.
 *
 * @param {any} config firebase.json, parsed
 * @param {{ root: string, dir: string, ui: boolean, firestoreHost: string, authHost: string }} options
 */
export function localConfig(config, { root, dir, ui, firestoreHost, authHost }) {
  const firestoreOrigin = `http://${firestoreHost}`;
  const authOrigin = `http://${authHost}`;
  const relaxCsp = (value) =>
    allowInPolicy(
      // The Auth SDK talks to the Auth emulator and, for popup and redirect sign-in, frames
      // its emulator/auth/iframe page.
      allowInPolicy(value, 'connect-src', [firestoreOrigin, authOrigin]),
      'frame-src',
      [authOrigin],
    );
  return {
    ...config,
    firestore: {
      ...config.firestore,
      rules: resolve(root, config.firestore.rules),
      indexes: resolve(root, config.firestore.indexes),
    },
    hosting: {
      ...config.hosting,
      public: relative(resolve(root, dir), resolve(root, config.hosting.public)),
      headers: config.hosting.headers.map((rule) => ({
        ...rule,
        headers: rule.headers.map((header) =>
          header.key.toLowerCase() === 'content-security-policy'
            ? { ...header, value: relaxCsp(header.value) }
            : header,
        ),
      })),
    },
    emulators: { ...config.emulators, ui: { ...config.emulators?.ui, enabled: ui } },
  };
}

/**
 * The config of the hosting-edge suite (npm run test:hosting): firebase.json's hosting block
 * as it is, only pointed at the build in `dir`/dist (relative: see above); no Firestore, no UI.
 */
export function hostingCheckConfig(config, { port }) {
  return {
    hosting: { ...config.hosting, public: 'dist' },
    emulators: {
      singleProjectMode: true,
      hosting: { host: '127.0.0.1', port },
      ui: { enabled: false },
    },
  };
}

/** Writes `content` as `dir`/firebase.json and returns that path. */
export function writeConfig(dir, content) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'firebase.json');
  writeFileSync(path, `${JSON.stringify(content, null, 2)}\n`);
  return path;
}

/** Reads firebase.json at `root`. */
export function readFirebaseJson(root = process.cwd()) {
  return JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
}
