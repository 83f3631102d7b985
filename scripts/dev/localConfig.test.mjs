// @vitest-environment node
/**
 * Every firebase.json this repository generates, loaded the way the Firebase CLI loads it:
 * through firebase-tools' own Config class, with the options `--config <path>` gives it, and
 * its paths resolved as the emulators resolve them: the rules through getFirestoreConfig and
 * config.path() (lib/emulator/controller.js), Hosting's `public` through firebase-tools'
 * hosting config, then joined onto the project folder as superstatic does
 * (superstatic lib/providers/fs.js: pathjoin(cwd, public, pathname)).
 * Plain Node, so it runs on machines without Java too.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../src/config/local.mjs';
import { hostingCheckConfig, localConfig, readFirebaseJson, writeConfig } from './localConfig.mjs';

const require = createRequire(import.meta.url);
const { Config } = require('firebase-tools/lib/config.js');
const { getFirestoreConfig } = require('firebase-tools/lib/firestore/fsConfig.js');
const { detectProjectRoot } = require('firebase-tools/lib/detectProjectRoot.js');
const { hostingConfig } = require('firebase-tools/lib/hosting/config.js');

const root = resolve(import.meta.dirname, '..', '..');
const firebaseJson = readFirebaseJson(root);
// Two levels below the repository, like artifacts/local and artifacts/hosting.
mkdirSync(join(root, 'artifacts'), { recursive: true });
const scratch = mkdtempSync(join(root, 'artifacts', 'config-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** What `firebase emulators:start --config <path> --only <only>` builds from the command line. */
function cliOptions(path, only) {
  return { cwd: root, configPath: relative(root, path), only, project: DEMO_PROJECT_ID };
}

/** Config.load, as lib/command.js does for every command, and the resolved paths. */
function loadAsTheCli(path, only) {
  const options = cliOptions(path, only);
  const config = Config.load(options);
  options.config = config;
  return { config, options };
}

function firestorePaths({ config, options }) {
  const [database] = getFirestoreConfig(DEMO_PROJECT_ID, options);
  return { rules: config.path(database.rules), indexes: config.path(database.indexes) };
}

/** The folder the Hosting emulator serves (lib/serve/hosting.js gives superstatic its cwd). */
function hostingPublic({ options }) {
  const [site] = hostingConfig({ ...options, site: DEMO_PROJECT_ID });
  return join(detectProjectRoot(options), site.public);
}

const local = localConfig(firebaseJson, {
  root,
  dir: join(scratch, 'local'),
  ui: false,
  firestoreHost: '127.0.0.1:8080',
  authHost: '127.0.0.1:9099',
});

describe('the local config of npm start and npm run emulators', () => {
  const loaded = loadAsTheCli(writeConfig(join(scratch, 'local'), local), 'firestore,auth,hosting');

  it('takes the folder it is written to as the project folder, as firebase-tools does', () => {
    expect(loaded.config.projectDir).toBe(join(scratch, 'local'));
  });

  it('resolves the rules and indexes to the repository files', () => {
    const { rules, indexes } = firestorePaths(loaded);
    expect(rules).toBe(join(root, 'firestore.rules'));
    expect(indexes).toBe(join(root, 'firestore.indexes.json'));
    expect(readFileSync(rules, 'utf8')).toContain("rules_version = '2'");
  });

  it('serves the repository build', () => {
    expect(hostingPublic(loaded)).toBe(join(root, 'dist'));
  });

  it('keeps firebase.json emulator ports and switches the UI as asked', () => {
    const emulators = loaded.config.src.emulators;
    expect(emulators.firestore).toEqual(firebaseJson.emulators.firestore);
    expect(emulators.auth).toEqual({ host: '127.0.0.1', port: 9099 });
    expect(emulators.ui.enabled).toBe(false);
    const withUi = localConfig(firebaseJson, {
      root,
      dir: join(scratch, 'local'),
      ui: true,
      firestoreHost: '127.0.0.1:8080',
      authHost: '127.0.0.1:9099',
    });
    expect(withUi.emulators.ui.enabled).toBe(true);
  });

  it('lets the page reach the local emulators, and nothing else changes in the CSP', () => {
    const policy = (config) =>
      config.hosting.headers[0].headers.find((h) => h.key === 'Content-Security-Policy').value;
    const deployed = policy(firebaseJson);
    const relaxed = policy(loaded.config.src);
    const directive = (value, name) =>
      value.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive(relaxed, 'connect-src')).toBe(
      `${directive(deployed, 'connect-src')} http://127.0.0.1:8080 http://127.0.0.1:9099`,
    );
    expect(directive(relaxed, 'frame-src')).toBe(
      `${directive(deployed, 'frame-src')} http://127.0.0.1:9099`,
    );
    const others = (value) =>
      value.split('; ').filter((part) => !/^(connect|frame)-src /.test(part));
    expect(others(relaxed)).toEqual(others(deployed));
  });
});

describe('the config of the hosting-edge suite', () => {
  const dir = join(scratch, 'hosting');
  const loaded = loadAsTheCli(
    writeConfig(dir, hostingCheckConfig(firebaseJson, { port: 5050 })),
    'hosting',
  );

  it('serves the build next to it with firebase.json hosting rules', () => {
    expect(hostingPublic(loaded)).toBe(join(dir, 'dist'));
    expect(loaded.config.src.hosting.headers).toEqual(firebaseJson.hosting.headers);
    expect(loaded.config.src.hosting.rewrites).toEqual(firebaseJson.hosting.rewrites);
  });
});

describe('the check itself', () => {
  it('sees that an absolute public folder would be served from inside the config folder', () => {
    const absolute = { ...local, hosting: { ...local.hosting, public: join(root, 'dist') } };
    const loaded = loadAsTheCli(writeConfig(join(scratch, 'absolute'), absolute), 'hosting');
    expect(hostingPublic(loaded)).toBe(join(scratch, 'absolute', root, 'dist'));
  });

  it('sees the failure a relative path outside the config folder causes', () => {
    const relativePaths = {
      ...local,
      firestore: { rules: '../../firestore.rules', indexes: '../../firestore.indexes.json' },
    };
    const loaded = loadAsTheCli(writeConfig(join(scratch, 'relative'), relativePaths), 'firestore');
    expect(() => firestorePaths(loaded)).toThrow(/outside of project directory/);
  });

  it('loads the real firebase.json too', () => {
    const loaded = loadAsTheCli(join(root, 'firebase.json'), 'firestore');
    const { rules } = firestorePaths(loaded);
    expect(existsSync(rules)).toBe(true);
  });
});
