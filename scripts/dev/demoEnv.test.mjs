// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parseConfig.ts';
import { DEMO_PROJECT_ID } from '../../src/config/local.mjs';
import { demoEnv, viteMode } from './demoEnv.mjs';

const FORCED = {
  VITE_FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
  VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** What npm start's dev server sees: the .env files in a project folder, then the overrides. */
function devServerEnv(envLocal) {
  dir = mkdtempSync(join(tmpdir(), 'demo-env-'));
  writeFileSync(join(dir, '.env.local'), envLocal);
  const current = loadEnv('development', dir, 'VITE_');
  const { overrides, line } = demoEnv({ current, forced: FORCED });
  // Vite gives variables already in the environment precedence over .env files, which is
  // how the dev server child receives the overrides.
  const original = { ...process.env };
  Object.assign(process.env, overrides);
  try {
    return { seen: loadEnv('development', dir, 'VITE_'), line };
  } finally {
    for (const key of Object.keys(overrides)) {
      if (original[key] === undefined) delete process.env[key];
      else process.env[key] = original[key];
    }
  }
}

describe('npm start with a .env.local that names a real project', () => {
  const REAL = [
    'VITE_FIREBASE_PROJECT_ID=jake-turns-21',
    'VITE_FIREBASE_API_KEY=AIza-real-key',
    'VITE_FIREBASE_APP_ID=1:123:web:abc',
    'VITE_APPCHECK_SITE_KEY=real-site-key',
    '',
  ].join('\n');

  it('runs the app in demo mode against the local emulators', () => {
    const { seen } = devServerEnv(REAL);
    const config = parseConfig(seen);
    expect(config.demoMode).toBe(true);
    expect(config.firebase.projectId).toBe(DEMO_PROJECT_ID);
    expect(config.firestoreEmulatorHost).toBe('127.0.0.1:8080');
    expect(seen.VITE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
  });

  it('says so in one line, naming the value it overrides', () => {
    const { line } = devServerEnv(REAL);
    expect(line).toBe(
      'npm start runs the app in demo mode against the local emulators, so it overrides VITE_FIREBASE_PROJECT_ID=jake-turns-21 (use npm run dev to run against a real project).',
    );
  });
});

describe('npm start without a real project', () => {
  it('says nothing when nothing is overridden', () => {
    const { line, seen } = devServerEnv(
      'VITE_PERSON_NAME=Sam\nVITE_FIRESTORE_EMULATOR_HOST=127.0.0.1:8080\n',
    );
    expect(line).toBeUndefined();
    expect(seen.VITE_PERSON_NAME).toBe('Sam');
  });

  it('names every value it replaces', () => {
    const { line } = devServerEnv(
      'VITE_FIREBASE_PROJECT_ID=demo-other\nVITE_FIRESTORE_EMULATOR_HOST=localhost:8181\n',
    );
    expect(line).toContain(
      'overrides VITE_FIREBASE_PROJECT_ID=demo-other, VITE_FIRESTORE_EMULATOR_HOST=localhost:8181 (',
    );
  });
});

describe('viteMode', () => {
  it('reads --mode the way Vite does, development by default', () => {
    expect(viteMode([])).toBe('development');
    expect(viteMode(['--port', '3000'])).toBe('development');
    expect(viteMode(['--mode', 'staging'])).toBe('staging');
    expect(viteMode(['--mode=staging'])).toBe('staging');
  });
});
