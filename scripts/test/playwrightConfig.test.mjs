// @vitest-environment node
// What playwright.config.ts starts for a run: TEST_SUITE's projects and servers only, the
// emulators as npm test or the suite's runner asks.
import { afterEach, describe, expect, it, vi } from 'vitest';

const SUITE_VARIABLES = [
  'TEST_SUITE',
  'TEST_AUTH_EMULATOR_HOST',
  'TEST_WITHOUT_FIRESTORE',
  'LIVE_DIST',
];
// The config sets where the tests look for the emulators; each test gets the environment back.
const SET_BY_CONFIG = [
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'VITE_FIRESTORE_EMULATOR_HOST',
  'GCLOUD_PROJECT',
];
afterEach(() => vi.unstubAllEnvs());

/** The config as a run with `env` (on top of none of the suite variables) reads it. */
async function config(env) {
  for (const name of [...SUITE_VARIABLES, ...SET_BY_CONFIG]) vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries({ TEST_PORT_OFFSET: '1800', ...env }))
    vi.stubEnv(name, value);
  vi.resetModules();
  const { default: read } = await import('../../playwright.config.ts');
  const servers = read.webServer.map(({ command }) => command);
  return { projects: read.projects.map(({ name }) => name), servers, read };
}

describe('playwright.config.ts', () => {
  it("holds only TEST_SUITE's projects and servers", async () => {
    const { projects, servers } = await config({ TEST_SUITE: 'e2e' });
    expect(projects).toEqual(['e2e', 'wall-harness']);
    expect(servers).toEqual([
      expect.stringMatching(/^npx firebase emulators:start --only auth /),
      'npx vite preview --strictPort --port 5973 --host 127.0.0.1',
      'npx vite --config bench/vite.bench.config.ts --strictPort --port 5974 --host 127.0.0.1',
    ]);
  });

  it('starts no Auth emulator where npm test names its own, and points the tests at that one', async () => {
    const { servers } = await config({
      TEST_SUITE: 'e2e',
      TEST_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(servers.filter((command) => command.includes('--only auth'))).toEqual([]);
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
  });

  it('starts the Firestore emulator with a moderator for the organizer, unless no route can run', async () => {
    const withFirestore = await config({ TEST_SUITE: 'organizer' });
    expect(withFirestore.servers).toContain(
      'node scripts/test/firestoreEmulator.mjs --seed-moderator',
    );
    expect(process.env.FIRESTORE_EMULATOR_HOST).toBe('127.0.0.1:9880');
    const without = await config({ TEST_SUITE: 'organizer', TEST_WITHOUT_FIRESTORE: '1' });
    expect(without.servers.some((command) => command.includes('firestoreEmulator'))).toBe(false);
  });

  it('serves the build npm test names, and otherwise builds one first', async () => {
    const given = await config({ TEST_SUITE: 'live', LIVE_DIST: 'artifacts/lanes/3/dist' });
    expect(given.servers.at(-1)).toBe(
      'npx vite preview --outDir artifacts/lanes/3/dist --strictPort --port 5975 --host 127.0.0.1',
    );
    const own = await config({ TEST_SUITE: 'live' });
    expect(own.servers.at(-1)).toMatch(
      /^node scripts\/build\/build\.mjs --outDir artifacts\/live\/dist .*&& npx vite preview --outDir artifacts\/live\/dist /,
    );
    expect(own.read.webServer.at(-1).env).toMatchObject({
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:9880',
    });
  });

  it('refuses a suite it does not know', async () => {
    await expect(config({ TEST_SUITE: 'nonesuch' })).rejects.toThrow(
      'TEST_SUITE=nonesuch names no suite',
    );
  });

  it('holds every suite without TEST_SUITE, each server once', async () => {
    const { projects, servers } = await config({});
    expect(projects).toEqual([
      'e2e',
      'wall-harness',
      'organizer',
      'hosting',
      'live',
      'webkit',
      'firefox',
    ]);
    expect(servers.filter((command) => command.includes('firestoreEmulator'))).toHaveLength(1);
    expect(new Set(servers).size).toBe(servers.length);
  });
});
