// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emulatorsExecCommand, gateDecision, shellQuote } from './emulator.mjs';

const root = resolve(import.meta.dirname, '..');
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
    expect(shellQuote(['npx', 'vitest', 'run', '--config', 'vitest.rules.config.ts'])).toBe(
      'npx vitest run --config vitest.rules.config.ts',
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
      'demo-birthday-wall',
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
      'demo-birthday-wall',
      '--config',
      'a dir/firebase.json',
    ]);
    expect(await argsThroughExecShell(args.at(-1))).toEqual(script);
  });
});

describe('gateDecision', () => {
  const missing = { ok: false, reason: 'Java 17 found, the Firestore emulator needs Java 21+' };

  it('runs the suite when the emulator can start', () => {
    expect(gateDecision('rules', { ok: true }, {})).toEqual({ run: true });
  });

  it('says "not run" with the reason, and exits 0, without REQUIRE_EMULATOR', () => {
    expect(gateDecision('rules', missing, {})).toEqual({
      run: false,
      exitCode: 0,
      line: 'not run: rules (Java 17 found, the Firestore emulator needs Java 21+)',
      notRun: missing.reason,
    });
  });

  it('fails under REQUIRE_EMULATOR=1', () => {
    const decision = gateDecision('rules', missing, { REQUIRE_EMULATOR: '1' });
    expect(decision).toMatchObject({ run: false, exitCode: 1 });
    expect(decision.line).toMatch(/^error: rules cannot run \(.*\) and REQUIRE_EMULATOR=1$/);
  });
});

describe('the rules and live gates, as npm test runs them', () => {
  // A `java` that reports 17, first on PATH: the gate's answer is the same on every machine,
  // and no emulator is ever started.
  const bin = join(scratch, 'bin');
  spawnSync('mkdir', ['-p', bin]);
  writeFileSync(
    join(bin, 'java'),
    '#!/bin/sh\necho \'openjdk version "17.0.15" 2025-04-15\' >&2\n',
  );
  chmodSync(join(bin, 'java'), 0o755);

  function gate(script, extraEnv) {
    const report = join(scratch, `${script}-${Math.random()}.json`);
    const env = { ...process.env };
    delete env.REQUIRE_EMULATOR;
    const result = spawnSync(process.execPath, [join('scripts', script)], {
      cwd: root,
      encoding: 'utf8',
      env: { ...env, PATH: `${bin}:${process.env.PATH}`, TEST_SUITE_REPORT: report, ...extraEnv },
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
    expect(stdout.trim()).toBe(
      `not run: ${suite} (Java 17 found, the Firestore emulator needs Java 21+)`,
    );
    expect(written).toEqual({
      status: 'not run',
      reason: 'Java 17 found, the Firestore emulator needs Java 21+',
    });
  });

  it('fails, and reports nothing as not run, under REQUIRE_EMULATOR=1', () => {
    const { status, stderr, written } = gate('rules.mjs', { REQUIRE_EMULATOR: '1' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/REQUIRE_EMULATOR=1/);
    expect(written).toBeUndefined();
  });
});
