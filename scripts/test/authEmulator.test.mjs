// @vitest-environment node
// How a suite gets its Auth emulator (scripts/test/authEmulator.mjs): one of its own, which the
// Firebase CLI starts around it, or the one npm test started for every suite.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../src/config/local.mjs';
import { ownAuthEmulatorHost, withAuthEmulator } from './authEmulator.mjs';
import { authEmulatorHost, liveBuildEnv } from './emulator.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'auth-emulator-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const script = ['npx', 'playwright', 'test', '-g', 'a guest posts'];

describe('withAuthEmulator', () => {
  it("run alone, wraps the suite in the Firebase CLI's emulators:exec on its lane's ports", () => {
    const { command, env } = withAuthEmulator(
      script,
      { dir: scratch, slot: 3 },
      { TEST_PORT_OFFSET: '200' },
    );
    const [node, , ...args] = command;
    expect(node).toBe(process.execPath);
    expect(args.slice(0, 5)).toEqual([
      'emulators:exec',
      '--only',
      'auth',
      '--project',
      DEMO_PROJECT_ID,
    ]);
    const config = JSON.parse(readFileSync(args[6], 'utf8'));
    expect(config.emulators.auth.port).toBe(9299);
    expect(config.emulators.hub.port).toBe(4613);
    expect(env).toEqual({});
  });

  it("under npm test, runs the suite as it is against the run's one emulator", () => {
    const { command, env } = withAuthEmulator(
      script,
      { dir: scratch, slot: 3 },
      { TEST_PORT_OFFSET: '600', TEST_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
    );
    expect(command).toEqual(script);
    expect(env).toEqual({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      GCLOUD_PROJECT: DEMO_PROJECT_ID,
    });
  });
});

describe("the run's one Auth emulator", () => {
  it('is where every lane looks for Auth, its demo builds included', () => {
    const env = { TEST_PORT_OFFSET: '600', TEST_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(authEmulatorHost(env)).toBe('127.0.0.1:9099');
    expect(liveBuildEnv(env)).toMatchObject({
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8680',
      VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
  });

  it("an empty one means none: the lane's own port", () => {
    expect(authEmulatorHost({ TEST_PORT_OFFSET: '600', TEST_AUTH_EMULATOR_HOST: '' })).toBe(
      '127.0.0.1:9699',
    );
  });

  it("is started on its lane's own port, whatever host the run names", () => {
    expect(
      ownAuthEmulatorHost({ TEST_PORT_OFFSET: '600', TEST_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toBe('127.0.0.1:9699');
    expect(ownAuthEmulatorHost({ TEST_PORT_OFFSET: '0' })).toBe('127.0.0.1:9099');
  });
});
