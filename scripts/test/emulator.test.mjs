// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../src/config/local.mjs';
import { emulatorsExecCommand, shellQuote } from './emulator.mjs';
import { firestoreEmulatorRoute } from './firestoreEmulator.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'emulator-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The arguments a script gets when `firebase emulators:exec` runs `line`. */
function argsThroughExecShell(line) {
  const printer = join(scratch, 'print-args.mjs');
  writeFileSync(printer, 'console.log(JSON.stringify(process.argv.slice(2)));\n');
  // firebase-tools lib/emulator/commandUtils.js, runScript: spawn(script, { shell: true }).
  return new Promise((done, fail) => {
    const child = spawn(`${shellQuote([process.execPath, printer])} ${line}`, { shell: true });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', fail);
    child.on('close', () => done(JSON.parse(out)));
  });
}

describe('shellQuote', () => {
  it('keeps a filter with spaces as one argument through the shell', async () => {
    const args = ['-t', 'refuses a delete'];
    expect(await argsThroughExecShell(shellQuote(args))).toEqual(args);
  });

  it('passes quotes, dollars, globs, backslashes and empty strings through unchanged', async () => {
    const args = [`it's "quoted"`, '$HOME', '*.ts', 'a\\b', '', 'tab\tand\nnewline', '--x=1;ls'];
    expect(await argsThroughExecShell(shellQuote(args))).toEqual(args);
  });

  it('leaves plain arguments readable', () => {
    expect(shellQuote(['npx', 'vitest', 'run', '--project', 'rules'])).toBe(
      'npx vitest run --project rules',
    );
  });
});

describe('emulatorsExecCommand', () => {
  it('runs the script against the named emulators of the demo project, quoted for its shell', async () => {
    const script = ['npx', 'vitest', 'run', '-t', 'refuses a delete'];
    const [node, , ...args] = emulatorsExecCommand('firestore', script);
    expect(node).toBe(process.execPath);
    expect(args.slice(0, -1)).toEqual([
      'emulators:exec',
      '--only',
      'firestore',
      '--project',
      DEMO_PROJECT_ID,
    ]);
    expect(await argsThroughExecShell(args.at(-1))).toEqual(script);
  });

  it('passes the CLI its own arguments before the script', async () => {
    const script = ['npx', 'playwright', 'test', '-g', 'signs in and out'];
    const [, , ...args] = emulatorsExecCommand('auth', script, ['--config', 'a dir/firebase.json']);
    expect(args.slice(0, -1)).toEqual([
      'emulators:exec',
      '--only',
      'auth',
      '--project',
      DEMO_PROJECT_ID,
      '--config',
      'a dir/firebase.json',
    ]);
    expect(await argsThroughExecShell(args.at(-1))).toEqual(script);
  });
});

describe('firestoreEmulatorRoute', () => {
  // Stand-ins first on PATH: a `java` that reports `version`, and a Cloud CLI laid out as the
  // SDK is (bin/gcloud, platform/cloud-firestore-emulator/*.jar), so no emulator ever starts.
  function machine({ java, gcloud }) {
    const dir = mkdtempSync(join(scratch, 'machine-'));
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    if (java) {
      writeFileSync(
        join(bin, 'java'),
        `#!/bin/sh\necho 'openjdk version "${java}" 2025-04-15' >&2\n`,
      );
      chmodSync(join(bin, 'java'), 0o755);
    }
    if (gcloud) {
      const sdk = join(dir, 'google-cloud-sdk');
      mkdirSync(join(sdk, 'bin'), { recursive: true });
      writeFileSync(join(sdk, 'bin', 'gcloud'), '#!/bin/sh\nexit 1\n');
      chmodSync(join(sdk, 'bin', 'gcloud'), 0o755);
      symlinkSync(join(sdk, 'bin', 'gcloud'), join(bin, 'gcloud'));
      if (gcloud === 'with emulator') {
        mkdirSync(join(sdk, 'platform', 'cloud-firestore-emulator'), { recursive: true });
        writeFileSync(
          join(sdk, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar'),
          '',
        );
      }
    }
    return { PATH: bin, REQUIRE_EMULATOR: '1' };
  }

  it('takes the Cloud CLI route on Java 17, and says why', async () => {
    const status = await firestoreEmulatorRoute({
      env: machine({ java: '17.0.15', gcloud: 'with emulator' }),
    });
    expect(status).toMatchObject({ ok: true, route: 'gcloud' });
    expect(status.reason).toMatch(
      /Cloud CLI's.*Java 17.*the Firebase CLI's emulator needs Java 21\+/,
    );
  });

  it('takes the Firebase CLI route on Java 21', async () => {
    const status = await firestoreEmulatorRoute({
      env: machine({ java: '21.0.2', gcloud: 'with emulator' }),
    });
    expect(status).toMatchObject({ ok: true, route: 'firebase' });
  });

  it('names both reasons when neither can run', async () => {
    expect(
      await firestoreEmulatorRoute({
        env: machine({ java: '17.0.15', gcloud: 'without emulator' }),
      }),
    ).toEqual({
      ok: false,
      reason:
        "Java 17 found, the Firebase CLI's emulator needs Java 21+; gcloud has no cloud-firestore-emulator component (install google-cloud-cli-firestore-emulator)",
    });
    expect((await firestoreEmulatorRoute({ env: machine({ java: '8' }) })).reason).toMatch(
      /no gcloud on the PATH/,
    );
  });

  it('keeps to the route FIRESTORE_EMULATOR_ROUTE names', async () => {
    const env = {
      ...machine({ java: '17.0.15', gcloud: 'with emulator' }),
      FIRESTORE_EMULATOR_ROUTE: 'firebase',
    };
    expect(await firestoreEmulatorRoute({ env })).toEqual({
      ok: false,
      reason: "Java 17 found, the Firebase CLI's emulator needs Java 21+",
    });
  });
});

describe('the rules and live gates, as npm test runs them', () => {
  // Only the Firebase CLI's route, with a `java` that reports 17 first on PATH: the gate's
  // answer is the same on every machine, and no emulator is ever started.
  const bin = join(scratch, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    join(bin, 'java'),
    '#!/bin/sh\necho \'openjdk version "17.0.15" 2025-04-15\' >&2\n',
  );
  chmodSync(join(bin, 'java'), 0o755);
  const REASON = "Java 17 found, the Firebase CLI's emulator needs Java 21+";

  function gate(script, extraEnv) {
    const report = join(scratch, `${script}-${Math.random()}.json`);
    const env = { ...process.env };
    delete env.REQUIRE_EMULATOR;
    const result = spawnSync(process.execPath, [join('scripts', 'test', script)], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...env,
        PATH: `${bin}:${process.env.PATH}`,
        FIRESTORE_EMULATOR_ROUTE: 'firebase',
        TEST_SUITE_REPORT: report,
        ...extraEnv,
      },
    });
    let written;
    try {
      written = JSON.parse(readFileSync(report, 'utf8'));
    } catch {
      written = undefined;
    }
    return { status: result.status, stdout: result.stdout, stderr: result.stderr, written };
  }

  it.each([
    ['rules.mjs', 'rules'],
    ['live.mjs', 'live wall'],
  ])('%s exits 0 but tells npm test the suite did not run', (script, suite) => {
    const { status, stdout, written } = gate(script);
    expect(status).toBe(0);
    expect(stdout.trim()).toBe(`not run: ${suite} (${REASON})`);
    expect(written).toEqual({ status: 'not run', reason: REASON });
  });

  it('fails, and reports nothing as not run, under REQUIRE_EMULATOR=1', () => {
    const { status, stderr, written } = gate('rules.mjs', { REQUIRE_EMULATOR: '1' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/REQUIRE_EMULATOR=1/);
    expect(written).toBeUndefined();
  });
});
