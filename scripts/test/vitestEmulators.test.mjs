// @vitest-environment node
// The globalSetups vite.config.ts gives the suites: the emulators for the rules and abuse suites
// (here only where one is named already, so nothing starts), and the unit projects' time zone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setup as setTimeZone } from './timeZone.mjs';
import { setup } from './vitestEmulators.mjs';

// The setups set these; each test gets the environment back.
const VARIABLES = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'TEST_AUTH_EMULATOR_HOST',
  'GCLOUD_PROJECT',
  'TZ',
];
beforeEach(() => {
  for (const name of VARIABLES) vi.stubEnv(name, process.env[name]);
});
afterEach(() => vi.unstubAllEnvs());

describe('vitestEmulators', () => {
  it('uses the Firestore emulator FIRESTORE_EMULATOR_HOST names, and stops nothing after', async () => {
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:18080';
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const teardown = await setup({ name: 'rules' });
    expect(process.env.FIRESTORE_EMULATOR_HOST).toBe('127.0.0.1:18080');
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    await expect(teardown()).resolves.toEqual([]);
  });

  it("gives the abuse suite npm test's Auth emulator, where it names one", async () => {
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:18080';
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    process.env.TEST_AUTH_EMULATOR_HOST = '127.0.0.1:19099';
    const teardown = await setup({ name: 'abuse' });
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:19099');
    await expect(teardown()).resolves.toEqual([]);
  });
});

describe('timeZone', () => {
  it('sets a zone with daylight saving before the workers start', () => {
    delete process.env.TZ;
    setTimeZone();
    expect(process.env.TZ).toBe('America/New_York');
  });
});
